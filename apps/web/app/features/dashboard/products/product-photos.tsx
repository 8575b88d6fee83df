import { useId, useState } from 'react';
import ArrowLeft from 'lucide-icon/arrow-left';
import ArrowRight from 'lucide-icon/arrow-right';
import Star from 'lucide-icon/star';
import X from 'lucide-icon/x';
import { thumbnailUrl } from '@alankar/shared/images';
import { api, ApiError } from '~/lib/api-client';
import { move } from '~/lib/move';

/** The most photos one piece may have (the shared schema's limit). */
export const MAX_PHOTOS = 8;

/**
 * A piece's photos: each is uploaded as soon as it is chosen and shown in order. The first is the main photo
 * (on cards and at the top of the product page); staff make any one the main photo, move them, or remove them.
 */
export function ProductPhotos({
  photos,
  onChange,
  error,
}: {
  photos: string[];
  onChange: (photos: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  async function upload(files: File[]) {
    const room = MAX_PHOTOS - photos.length;
    const chosen = files.slice(0, Math.max(0, room));
    setProblem(files.length > room ? `A piece can have at most ${MAX_PHOTOS} photos.` : null);
    setUploading(chosen.length);
    let added = photos;
    for (const file of chosen) {
      const form = new FormData();
      form.append('file', file);
      try {
        const { url } = await api<{ url: string }>('/uploads', { method: 'POST', body: form });
        added = [...added, url];
        onChange(added);
      } catch (cause) {
        setProblem(`${file.name}: ${cause instanceof ApiError ? cause.message : 'could not be uploaded. Try again.'}`);
      }
      setUploading((left) => left - 1);
    }
  }

  return (
    <fieldset aria-describedby={message ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1.5 block text-sm font-medium">Photos</legend>
      <p id={`${id}-hint`} className="mb-3 text-xs text-taupe">
        JPEG, PNG, WebP or AVIF, up to 8 MB each. The first photo is the main one.
      </p>
      {photos.length > 0 ? (
        <ol className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Chosen photos">
          {photos.map((url, index) => {
            const name = index === 0 ? 'Main photo' : `Photo ${index + 1}`;
            return (
              <li key={url} aria-label={name} className="bg-white ring-1 ring-line">
                <div className="relative">
                  <img
                    src={thumbnailUrl(url)}
                    alt={name}
                    width={160}
                    height={160}
                    className="aspect-square w-full bg-ivory object-cover"
                  />
                  {index === 0 ? (
                    <span className="absolute top-1.5 left-1.5 bg-emerald px-2 py-0.5 text-[11px] font-semibold tracking-wide text-ivory uppercase">
                      Main
                    </span>
                  ) : null}
                </div>
                <div className="flex items-center justify-between gap-1 p-1">
                  <button
                    type="button"
                    className="icon-btn"
                    disabled={index === 0}
                    onClick={() => onChange(move(photos, index, index - 1))}
                    aria-label={`Move ${name.toLowerCase()} earlier`}
                  >
                    <ArrowLeft aria-hidden="true" className="size-4" />
                  </button>
                  {index > 0 ? (
                    <button
                      type="button"
                      className="icon-btn"
                      onClick={() => onChange(move(photos, index, 0))}
                      aria-label={`Make photo ${index + 1} the main photo`}
                    >
                      <Star aria-hidden="true" className="size-4" />
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="icon-btn"
                    disabled={index === photos.length - 1}
                    onClick={() => onChange(move(photos, index, index + 1))}
                    aria-label={`Move ${name.toLowerCase()} later`}
                  >
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className="icon-btn text-danger"
                    onClick={() => onChange(photos.filter((_, at) => at !== index))}
                    aria-label={`Remove ${name.toLowerCase()}`}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {photos.length < MAX_PHOTOS ? (
        <label className="btn btn-outline cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-soft">
          {photos.length === 0 ? 'Choose photos' : 'Add more photos'}
          <input
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="sr-only"
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = '';
              if (files.length > 0) void upload(files);
            }}
          />
        </label>
      ) : null}
      {uploading > 0 ? (
        <p className="mt-2 text-sm text-taupe" role="status">
          Uploading {uploading === 1 ? 'a photo' : `${uploading} photos`}…
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-danger">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
