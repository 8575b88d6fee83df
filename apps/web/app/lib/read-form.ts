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
