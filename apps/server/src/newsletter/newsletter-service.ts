import type { NewsletterResult } from '@alankar/shared/newsletter';
import type { Database } from '../db/client';
import { newsletterSubscribers } from '../db/schema';

export function createNewsletterService(db: Database) {
  return {
    /** Subscribing twice is harmless: the second time only reports that the email was already there. */
    async subscribe(email: string): Promise<NewsletterResult> {
      const normalised = email.trim().toLowerCase();
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email: normalised })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      return { email: normalised, alreadySubscribed: inserted.length === 0 };
    },
  };
}
