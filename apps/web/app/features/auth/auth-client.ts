/** Calls to the shop's sign-in service (/api/auth), through the one API client. */
import { api, ApiError } from '~/lib/api-client';
import { safeRedirectPath } from '@alankar/shared/account';
import { pathInLang, type Lang } from '@alankar/shared/lang';
import type { Words } from '~/words/words';

export type AuthErrorCode = keyof Words['auth']['errors'];

/** A refusal the shop words itself: the sign-in service's code, and the number in its message, if any. */
export interface KnownAuthError {
  code: AuthErrorCode;
  count?: number;
}

export type AuthResult = { ok: true } | { ok: false; message: string; code?: string; known?: KnownAuthError };

/** The sign-in service answers in English: its messages the shop knows, by the code they stand for. */
const KNOWN_MESSAGES: readonly [AuthErrorCode, RegExp][] = [
  ['INVALID_EMAIL_OR_PASSWORD', /^Invalid email or password$/],
  ['INVALID_EMAIL', /^Invalid email$/],
  ['INVALID_PASSWORD', /^Invalid password$/],
  ['PASSWORD_TOO_SHORT', /^Password too short$/],
  ['PASSWORD_TOO_LONG', /^Password too long$/],
  ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', /^User already exists\. Use another email\.$/],
  ['USER_NOT_FOUND', /^User not found$/],
  ['INVALID_TOKEN', /^Invalid token$/],
  ['TOKEN_EXPIRED', /^Token expired$/],
  ['FAILED_TO_CREATE_USER', /^Failed to create user$/],
  ['FAILED_TO_CREATE_SESSION', /^Failed to create session$/],
  ['TOO_MANY_REQUESTS', /^Too many requests\. Please try again later\.$/],
  ['SIGN_IN_LOCKED', /^Too many failed sign-ins from here\. Try again in (\d+) minutes, or we can email you a link to sign in\.$/],
  ['EMAILED_LINKS_LIMIT', /^We have already emailed this address (\d+) links in the last hour\./],
];

function knownError(message: string): KnownAuthError | undefined {
  for (const [code, pattern] of KNOWN_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return match[1] === undefined ? { code } : { code, count: Number(match[1]) };
  }
  return undefined;
}

async function post(path: string, body: unknown): Promise<AuthResult & { data?: unknown }> {
  try {
    return { ok: true, data: await api<unknown>(`/auth${path}`, { method: 'POST', body }) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const known = knownError(error.message);
    return { ok: false, message: error.message, code: error.code, ...(known ? { known } : {}) };
  }
}

export function signIn(email: string, password: string) {
  return post('/sign-in/email', { email, password });
}

export function signUp(details: { name: string; email: string; password: string; image?: string }) {
  return post('/sign-up/email', details);
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

/** Emails a link to the page (in `lang`) where a new password is chosen. */
export function requestPasswordReset(email: string, lang: Lang) {
  return post('/request-password-reset', { email, redirectTo: pathInLang('/reset-password', lang) });
}

export function resetPassword(token: string, newPassword: string) {
  return post('/reset-password', { token, newPassword });
}

/** Starts Google sign-in: the browser leaves for Google and comes back to `returnTo` (or to sign-in, in `lang`). */
export async function signInWithGoogle(returnTo: string, lang: Lang): Promise<AuthResult> {
  const callbackURL = safeRedirectPath(returnTo);
  const result = await post('/sign-in/social', {
    provider: 'google',
    callbackURL,
    errorCallbackURL: `${pathInLang('/signin', lang)}?error=google&redirectTo=${encodeURIComponent(callbackURL)}`,
  });
  const url = (result.data as { url?: string } | undefined)?.url;
  if (result.ok && url) window.location.assign(url);
  return result.ok && !url
    ? { ok: false, message: 'Google sign-in is not available right now.', known: { code: 'GOOGLE_UNAVAILABLE' } }
    : result;
}
