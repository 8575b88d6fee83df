import { useRef, useState } from 'react';
import { focusFirstError } from './focus-first-error';

/**
 * A form saved through the API: busy while it saves, the server's per-field messages beside the fields, and after a
 * refusal the first wrong field in view with the cursor in it. `onSave` answers those messages, or null when saved.
 */
export function useSaveForm<Fields>(onSave: (fields: Fields) => Promise<Record<string, string> | null>) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  /** Answers whether it was saved. */
  async function save(fields: Fields): Promise<boolean> {
    setBusy(true);
    const refused = await onSave(fields);
    setBusy(false);
    setErrors(refused ?? {});
    if (refused) focusFirstError(form.current);
    return refused === null;
  }

  return { form, errors, busy, save };
}
