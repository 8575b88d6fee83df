import { useId, useState } from 'react';
import { thumbnailUrl } from '@alankar/shared/images';
import { api, ApiError } from '~/lib/api-client';

/** A photo field: the picture is uploaded as soon as it is chosen, shown, and its link sent with the form. */
export function PhotoUpload({
  name,
  label,
  initial = '',
  error,
}: {
  name: string;
  label: string;
  initial?: string;
  error?: string;
}) {
  const id = useId();
  const [url, setUrl] = useState(initial);
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const message = state.message ?? error;

  async function upload(file: File) {
    setState({ busy: true, message: null });
    const form = new FormData();
    form.append('file', file);
    try {
      const uploaded = await api<{ url: string }>('/uploads', { method: 'POST', body: form });
      setUrl(uploaded.url);
      setState({ busy: false, message: null });
    } catch (cause) {
      setState({
        busy: false,
        message: cause instanceof ApiError ? cause.message : 'The photo could not be uploaded. Try again.',
      });
    }
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-4">
        {url ? (
          <img
            src={thumbnailUrl(url)}
            alt="Chosen photo"
            width={96}
            height={64}
            className="h-16 w-24 bg-ivory object-cover ring-1 ring-line"
          />
        ) : (
          <div className="flex h-16 w-24 items-center justify-center bg-ivory text-xs text-taupe ring-1 ring-line">
            No photo
          </div>
        )}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-describedby={message ? `${id}-error` : undefined}
          className="min-w-0 flex-1 text-sm file:mr-3 file:border file:border-line file:bg-white file:px-3 file:py-2"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
        />
      </div>
      <input type="hidden" name={name} value={url} />
      {state.busy ? <p className="mt-1 text-sm text-taupe">Uploading…</p> : null}
      {message ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
