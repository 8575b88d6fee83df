import { z } from 'zod';

/**
 * Text from outside. PostgreSQL refuses NUL bytes (a 500 if they reach it), so every
 * string the shop accepts goes through here.
 */
export const safeText = z
  .string()
  .trim()
  .refine((value) => !value.includes('\u0000'), { message: 'Text must not contain NUL characters' });

/** An optional query-string value: blank means "not given". */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** A picture: one uploaded to the shop (or among its own images), or any http(s) image (DESIGN: image fields take URLs). */
export const imageUrl = safeText
  .max(2000, 'Image link is too long')
  .refine(
    (value) => /^(https?:\/\/\S+|\/(uploads|images)\/\S+)$/i.test(value),
    'Image must be an uploaded picture or an http(s) link',
  );

export const emailAddress = safeText
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

/**
 * A moment staff set (a sale's or a code's start or end): ISO 8601 with its offset, like `2026-04-01T00:00:00+06:00`,
 * between the years 2000 and 2100 (the database refuses some dates zod would let through, such as year 0).
 */
export const isoMoment = z.iso
  .datetime({ offset: true, message: 'Give a date and time, like 2026-04-01T00:00:00+06:00' })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 2000 && year <= 2100;
  }, 'Give a date between the years 2000 and 2100');
