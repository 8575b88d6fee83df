const MONTHS = [
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
];
/** Bangladesh has no daylight saving: local time is always UTC+6. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/**
 * `12 March 2026, 3:45 pm` in Dhaka time. Written out by hand so the server and every browser print
 * exactly the same text (Intl's output differs between ICU versions, which breaks hydration).
 */
export function formatDhakaDateTime(iso: string): string {
  const local = new Date(new Date(iso).getTime() + DHAKA_OFFSET_MS);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}, ${hour12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The calendar day in Dhaka of an instant, `2026-03-12`: a post written at 1 am in Dhaka is that day's, not UTC's. */
export function dhakaDay(iso: string): string {
  return new Date(new Date(iso).getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A shop day (`2026-11-23`, already a Dhaka date) as `23 Nov` (`short`), `Mon 23 Nov` (`weekday`)
 * or `23 November 2026` (`long`).
 */
export function formatShopDay(date: string, form: 'short' | 'weekday' | 'long' = 'short'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthName = MONTHS[month - 1] ?? '';
  if (form === 'long') return `${day} ${monthName} ${year}`;
  const short = `${day} ${monthName.slice(0, 3)}`;
  if (form === 'short') return short;
  return `${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]} ${short}`;
}
