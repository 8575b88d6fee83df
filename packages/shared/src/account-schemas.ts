import { z } from 'zod';
import { emailAddress, safeText } from './text';
import { PASSWORD_MAX, PASSWORD_MIN } from './account';

export const displayName = safeText.min(1, 'Enter your name').max(80, 'Name must be at most 80 characters');

export const profilePicture = safeText
  .max(2000, 'Picture link is too long')
  .refine((value) => /^https?:\/\/\S+$/i.test(value), 'Profile picture must be an http(s) link');

export const signUpDetails = z.object({
  name: displayName,
  email: emailAddress,
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
    .refine((value) => !value.includes('\u0000'), 'Password must not contain NUL characters'),
  image: z.preprocess((value) => (value === '' || value === null ? undefined : value), profilePicture.optional()),
});

/** Changes to one's own account (better-auth's /update-user): the name and the picture, by the sign-up rules, and nothing else. */
export const accountUpdate = z
  .object({
    name: displayName.optional(),
    image: z.preprocess((value) => (value === '' ? null : value), profilePicture.nullable().optional()),
  })
  .strict();

export const userEmailParams = z.object({ email: emailAddress });

/** POST and PUT /api/users: the spec's profile sync, limited to the caller's own display name. */
export const userProfileUpdate = z.object({ email: emailAddress, displayName });

// Answers.

export const userProfile = z.object({
  email: z.string(),
  displayName: z.string(),
  image: z.string().nullable(),
  admin: z.boolean(),
});
export type UserProfile = z.output<typeof userProfile>;

export const userProfileUpdated = userProfile.extend({
  acknowledged: z.literal(true),
  modifiedCount: z.number().int(),
});
