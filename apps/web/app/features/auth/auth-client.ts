/** Calls to the shop's sign-in service (/api/auth), through the one API client. */
import { api, ApiError } from '~/lib/api-client';
import { safeRedirectPath } from '@alankar/shared/account';

export type AuthResult = { ok: true } | { ok: false; message: string; code?: string };

async function post(path: string, body: unknown): Promise<AuthResult & { data?: unknown }> {
  try {
    return { ok: true, data: await api<unknown>(`/auth${path}`, { method: 'POST', body }) };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message, code: error.code };
    throw error;
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

/** Emails a link that signs the account in, then goes on to `callbackURL` (a page of this shop). */
export function requestSignInLink(email: string, callbackURL: string) {
  return post('/sign-in/magic-link', { email, callbackURL: safeRedirectPath(callbackURL) });
}

/** Whether the person signed in now is the shop's staff (they start in the dashboard). */
export async function signedInAsStaff(): Promise<boolean> {
  try {
    return (await api<{ admin: boolean }>('/me')).admin;
  } catch {
    return false;
  }
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
