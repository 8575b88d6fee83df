import { z } from 'zod';
import { emailAddress } from './text';

export const newsletterSignup = z.object({ email: emailAddress });
export type NewsletterSignup = z.output<typeof newsletterSignup>;

export interface NewsletterResult {
  email: string;
  alreadySubscribed: boolean;
}
