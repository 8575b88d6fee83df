import { useId, useState, type FormEvent } from 'react';
import type { Blog } from '@alankar/shared/blog';
import { formText } from '~/lib/read-form';
import { useSaveForm } from '~/lib/use-save-form';
import { FormField } from '~/ui/form-field';
import { PhotoUpload } from '../photo-upload';

export type BlogFields = Pick<Blog, 'title' | 'summary' | 'excerpt' | 'image'>;

/**
 * The blog's form for adding and updating: Title (Blog Name), Summary, Description and a photo. `onSave`
 * answers the server's per-field messages when it refused; a saved new post clears the form.
 */
export function BlogForm({
  initial,
  submitLabel,
  titleLabel,
  onSave,
}: {
  initial?: BlogFields;
  submitLabel: string;
  titleLabel: string;
  onSave: (fields: BlogFields) => Promise<Record<string, string> | null>;
}) {
  const { form: formRef, errors, busy, save } = useSaveForm(onSave);
  // A new key remounts the fields, which clears them after a post is added.
  const [generation, setGeneration] = useState(0);
  const descriptionId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const saved = await save({
      title: formText(form, 'title'),
      summary: formText(form, 'summary'),
      excerpt: formText(form, 'excerpt'),
      image: formText(form, 'image'),
    });
    if (saved && !initial) setGeneration((value) => value + 1);
  }

  return (
    <form
      ref={formRef}
      key={generation}
      onSubmit={(event) => void submit(event)}
      className="space-y-5 bg-white p-5 ring-1 ring-line sm:p-6"
      aria-label={submitLabel}
    >
      <FormField
        label={titleLabel}
        name="title"
        required
        maxLength={150}
        defaultValue={initial?.title}
        error={errors.title}
      />
      <FormField
        label="Summary"
        name="summary"
        required
        maxLength={2000}
        defaultValue={initial?.summary}
        error={errors.summary}
      />
      <div>
        <label htmlFor={descriptionId} className="mb-1.5 block text-sm font-medium">
          Description
        </label>
        <textarea
          id={descriptionId}
          name="excerpt"
          required
          rows={8}
          maxLength={20_000}
          defaultValue={initial?.excerpt}
          aria-invalid={errors.excerpt ? true : undefined}
          aria-describedby={errors.excerpt ? `${descriptionId}-error` : undefined}
          className="field min-h-40"
        />
        {errors.excerpt ? (
          <p id={`${descriptionId}-error`} className="mt-1 text-sm text-danger">
            {errors.excerpt}
          </p>
        ) : null}
      </div>
      <PhotoUpload name="image" label="Photo" initial={initial?.image} error={errors.image} />
      <button type="submit" disabled={busy} className="btn btn-primary w-full sm:w-auto">
        {busy ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
