import { parseTaka } from '@alankar/shared/money';

/** The posted form, or null when the body is not a form at all (a script posting JSON, a cut-off upload). */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** A text field of a form; a missing field or a file reads as ''. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * A number of taka (or pieces) typed into a form: `2,450`, `Tk 2,450` and Bengali digits are read as 2450. Anything
 * else goes to the server as typed, which names the problem beside the field.
 */
export function formAmount(form: FormData, name: string): number | string {
  const text = formText(form, name);
  return parseTaka(text) ?? text;
}
