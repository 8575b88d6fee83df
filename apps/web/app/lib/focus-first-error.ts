/**
 * After a form was refused, brings its first wrong field into view and puts the cursor there, so a shopper on a phone
 * sees what to fix instead of a message off-screen. Runs once React has drawn the messages.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => {
    const wrong = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!wrong) return;
    wrong.scrollIntoView({ block: 'center', behavior: 'smooth' });
    wrong.focus({ preventScroll: true });
  });
}
