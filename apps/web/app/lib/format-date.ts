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
