import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie that says this browser proved a phone number is its shopper's, for 30 days. */
export const VERIFIED_PHONE_COOKIE = 'verified_phone';
export const VERIFIED_PHONE_DAYS = 30;

/**
 * A signed note of a proved phone number and until when (`01711223344.1767225600.<signature>`): the server believes
 * it without a look in the database, and nobody can write one without the shop's secret.
 */
export function createVerifiedPhones(secret: string) {
  const key = createHmac('sha256', secret).update('alankar:verified-phone').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    /** The cookie's value for `phone`, proved now. */
    issue(phone: string, now = Date.now()): string {
      const body = `${phone}.${Math.floor(now / 1000) + VERIFIED_PHONE_DAYS * 86_400}`;
      return `${body}.${sign(body)}`;
    },

    /** The phone number the cookie proves, or null when it is missing, forged or too old. */
    read(value: string | undefined, now = Date.now()): string | null {
      const [phone, until, signature] = value?.split('.') ?? [];
      if (!phone || !until || !signature) return null;
      const expected = Buffer.from(sign(`${phone}.${until}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Number(until) * 1000 > now ? phone : null;
    },
  };
}

export type VerifiedPhones = ReturnType<typeof createVerifiedPhones>;
