import { z } from 'zod';
import { emailAddress } from './text';

export const newsletterSignup = z.object({ email: emailAddress });
export type NewsletterSignup = z.output<typeof newsletterSignup>;

export const newsletterResult = z.object({ email: z.string(), alreadySubscribed: z.boolean() });
export type NewsletterResult = z.output<typeof newsletterResult>;
