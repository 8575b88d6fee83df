import { APIError } from 'better-auth/api';
import type { z } from 'zod';
import { accountUpdate, displayName, profilePicture, signUpDetails } from '@alankar/shared/account-schemas';
import { invalidInput } from '../errors';

/** Every better-auth endpoint that writes a user's own details, with the rules its body must meet. */
const USER_WRITES: Record<string, z.ZodType> = {
  '/sign-up/email': signUpDetails,
  '/update-user': accountUpdate,
};

/** Throws a 400 naming the problem when a request would write user details the shop's rules refuse. */
export function checkUserWrite(path: string, body: unknown): void {
  const schema = USER_WRITES[path];
  if (!schema) return;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new APIError('BAD_REQUEST', { message: invalidInput(parsed.error).message });
}

/**
 * The better-auth endpoints the shop uses; every other one is switched off (404), so no door it
 * doesn't watch can write an account. `/callback/:id` (Google's return) and `/reset-password/:token`
 * (the emailed link) are patterns and stay on.
 */
export const UNUSED_AUTH_PATHS = [
  '/account-info',
  '/change-email',
  '/change-password',
  '/delete-user',
  '/delete-user/callback',
  '/get-access-token',
  '/link-social',
  '/list-accounts',
  '/list-sessions',
  '/refresh-token',
  '/revoke-other-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/send-verification-email',
  '/unlink-account',
  '/update-session',
  '/verify-email',
  '/verify-password',
];

/** A Google profile as an account by the sign-up rules: a name cut to size, a picture only if it is an http(s) link. */
export function accountFromGoogle(profile: { name?: unknown; email?: unknown; picture?: unknown }) {
  const name = typeof profile.name === 'string' ? profile.name.replaceAll('\u0000', '').trim().slice(0, 80) : '';
  const fallback = typeof profile.email === 'string' ? (profile.email.split('@')[0] ?? '') : '';
  const picture = profilePicture.safeParse(profile.picture);
  return {
    name: displayName.safeParse(name).success ? name : fallback.slice(0, 80) || 'Shopper',
    image: picture.success ? picture.data : undefined,
  };
}
