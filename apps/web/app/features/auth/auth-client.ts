/** Calls to the shop's sign-in service (/api/auth), as plain fetches to keep the storefront light. */
import { safeRedirectPath } from '@alankar/shared/account';

export type AuthResult = { ok: true } | { ok: false; message: string };

async function post(path: string, body: unknown): Promise<AuthResult & { data?: unknown }> {
  try {
    const response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
    const data: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, data };
    const message = (data as { message?: string } | null)?.message;
    if (response.status === 429 && !message) return { ok: false, message: 'Too many attempts. Please wait a minute and try again.' };
    return { ok: false, message: message || 'Please check your details and try again.' };
  } catch {
    return { ok: false, message: 'We could not reach the shop. Check your connection and try again.' };
  }
}

export function signIn(email: string, password: string) {
  return post('/sign-in/email', { email, password });
}

export function signUp(details: { name: string; email: string; password: string; image?: string }) {
  return post('/sign-up/email', details);
}

export function signOut() {
  return post('/sign-out', {});
}

export function requestPasswordReset(email: string) {
  return post('/request-password-reset', { email, redirectTo: '/reset-password' });
}

export function resetPassword(token: string, newPassword: string) {
  return post('/reset-password', { token, newPassword });
}

/** Starts Google sign-in: the browser leaves for Google and comes back to `returnTo`. */
export async function signInWithGoogle(returnTo: string): Promise<AuthResult> {
  const callbackURL = safeRedirectPath(returnTo);
  const result = await post('/sign-in/social', {
    provider: 'google',
    callbackURL,
    errorCallbackURL: `/signin?error=google&redirectTo=${encodeURIComponent(callbackURL)}`,
  });
  const url = (result.data as { url?: string } | undefined)?.url;
  if (result.ok && url) window.location.assign(url);
  return result.ok && !url ? { ok: false, message: 'Google sign-in is not available right now.' } : result;
}
