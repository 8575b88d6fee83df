import { safeRedirectPath } from '@alankar/shared/account';

/** The fields in which better-auth's endpoints take a place to send the browser afterwards. */
const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;

/**
 * The first redirect target in an auth request's body or query that is not a plain path on this
 * shop (by the same rule the pages use), or undefined. The shop's own pages only ever send such paths.
 */
export function unsafeRedirectField(...sources: unknown[]): string | undefined {
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const field of REDIRECT_FIELDS) {
      const value = (source as Record<string, unknown>)[field];
      if (value === undefined || value === null || value === '') continue;
      if (typeof value !== 'string' || safeRedirectPath(value, '') !== value) return field;
    }
  }
  return undefined;
}
