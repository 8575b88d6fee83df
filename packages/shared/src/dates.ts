/**
 * Dates as the shop writes them, in Dhaka time, in English or Bangla. Written out by hand so the server and every
 * browser print exactly the same text: Intl's output differs between ICU versions (Node and Chromium even spell the
 * Bangla months differently), which would break hydration.
 */
import { bengaliDigits, type Lang } from './lang';

const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  bn: [
    'জানুয়ারি',
    'ফেব্রুয়ারি',
    'মার্চ',
    'এপ্রিল',
    'মে',
    'জুন',
    'জুলাই',
    'আগস্ট',
    'সেপ্টেম্বর',
    'অক্টোবর',
    'নভেম্বর',
    'ডিসেম্বর',
  ],
};

const WEEKDAYS: Record<Lang, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  bn: ['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহস্পতি', 'শুক্র', 'শনি'],
};

/** Bangladesh has no daylight saving: local time is always UTC+6. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

function inDhaka(iso: string): Date {
  return new Date(new Date(iso).getTime() + DHAKA_OFFSET_MS);
}

/** `12 March 2026, 3:45 pm` in Dhaka time; in Bangla `১২ মার্চ ২০২৬, বিকেল ৩:৪৫`. */
export function formatDhakaDateTime(iso: string, lang: Lang = 'en'): string {
  const local = inDhaka(iso);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const day = `${local.getUTCDate()} ${MONTHS[lang][local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  if (lang === 'en') return `${day}, ${hour12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
  return bengaliDigits(`${day}, ${partOfDay(hours)} ${hour12}:${minutes}`);
}

/** How a Bangla clock names the hours: ভোর, সকাল, দুপুর, বিকেল, সন্ধ্যা, রাত. */
function partOfDay(hours: number): string {
  if (hours >= 4 && hours < 6) return 'ভোর';
  if (hours >= 6 && hours < 12) return 'সকাল';
  if (hours >= 12 && hours < 15) return 'দুপুর';
  if (hours >= 15 && hours < 18) return 'বিকেল';
  if (hours >= 18 && hours < 20) return 'সন্ধ্যা';
  return 'রাত';
}

/** The calendar day in Dhaka of an instant, `2026-03-12`: a post written at 1 am in Dhaka is that day's, not UTC's. */
export function dhakaDay(iso: string): string {
  return inDhaka(iso).toISOString().slice(0, 10);
}

/**
 * A shop day (`2026-11-23`, already a Dhaka date) as `23 Nov` (`short`), `Mon 23 Nov` (`weekday`)
 * or `23 November 2026` (`long`); in Bangla `২৩ নভেম্বর`, `সোম ২৩ নভেম্বর`, `২৩ নভেম্বর ২০২৬`.
 */
export function formatShopDay(date: string, form: 'short' | 'weekday' | 'long' = 'short', lang: Lang = 'en'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthName = MONTHS[lang][month - 1] ?? '';
  const written = (text: string) => (lang === 'bn' ? bengaliDigits(text) : text);
  if (form === 'long') return written(`${day} ${monthName} ${year}`);
  // Bangla month names are short enough to write in full.
  const short = `${day} ${lang === 'en' ? monthName.slice(0, 3) : monthName}`;
  if (form === 'short') return written(short);
  return written(`${WEEKDAYS[lang][new Date(Date.UTC(year, month - 1, day)).getUTCDay()]} ${short}`);
}
