import { dhakaDay, formatShopDay } from '@alankar/shared/dates';
import type { Lang } from '@alankar/shared/lang';

/**
 * The day a post was written, in Dhaka, as a page in `lang` writes it: `2026-03-12` in English, `১২ মার্চ ২০২৬` in
 * Bangla. Only loaders call it, so the words are the server's and the date tables never reach the browser.
 */
export function writtenDay(date: string, lang: Lang): string {
  const day = dhakaDay(date);
  return lang === 'en' ? day : formatShopDay(day, 'long', lang);
}
