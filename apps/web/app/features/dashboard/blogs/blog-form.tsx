import { useId, useState, type FormEvent } from 'react';
import type { Blog } from '@alankar/shared/blog';
import { isLang, type Lang } from '@alankar/shared/lang';
import { formText } from '~/lib/read-form';
import { useSaveForm } from '~/lib/use-save-form';
import { FormField } from '~/ui/form-field';
import { PhotoUpload } from '../photo-upload';

export type BlogFields = Pick<Blog, 'title' | 'summary' | 'excerpt' | 'image' | 'lang'>;

const LANGUAGES: Record<Lang, string> = { en: 'English', bn: 'Bangla' };

/**
 * The blog's form for adding and updating: Language, Title (Blog Name), Summary, Description and a photo. `onSave`
 * answers the server's per-field messages when it refused; a saved new post clears the form (its language stays).
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
  const id = useId();
  const descriptionId = `${id}-description`;
  const [lang, setLang] = useState<Lang>(initial?.lang ?? 'en');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const saved = await save({
      title: formText(form, 'title'),
      summary: formText(form, 'summary'),
      excerpt: formText(form, 'excerpt'),
      image: formText(form, 'image'),
      lang,
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
      <div>
        <label htmlFor={`${id}-lang`} className="mb-1.5 block text-sm font-medium">
          Language
        </label>
        <select
          id={`${id}-lang`}
          name="lang"
          value={lang}
          onChange={(event) => setLang(isLang(event.target.value) ? event.target.value : 'en')}
          aria-invalid={errors.lang ? true : undefined}
          aria-describedby={`${id}-lang-hint${errors.lang ? ` ${id}-lang-error` : ''}`}
          className="field w-auto pr-8"
        >
          {Object.entries(LANGUAGES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <p id={`${id}-lang-hint`} className="mt-1 text-xs text-taupe">
          The language the post is written in: Bangla pages list Bangla posts first
        </p>
        {errors.lang ? (
          <p id={`${id}-lang-error`} className="mt-1 text-sm text-danger">
            {errors.lang}
          </p>
        ) : null}
      </div>
      <FormField
        label={titleLabel}
        name="title"
        lang={lang}
        required
        maxLength={150}
        defaultValue={initial?.title}
        error={errors.title}
      />
      <FormField
        label="Summary"
        name="summary"
        lang={lang}
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
          lang={lang}
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
