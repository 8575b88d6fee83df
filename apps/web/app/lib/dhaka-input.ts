/**
 * The form's start and end times, as staff think of them: Dhaka time (UTC+6, no daylight saving), whatever zone the
 * browser is set to. A `datetime-local` input holds `2026-04-01T00:00`; the API takes `2026-04-01T00:00:00+06:00`.
 */

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** A saved moment as a `datetime-local` value in Dhaka time; '' for none. */
export function dhakaInputValue(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + DHAKA_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read as Dhaka time, as the API takes it; null when empty. Anything else goes as typed, and
 * the server names the problem beside the field.
 */
export function dhakaMoment(value: string): string | null {
  const typed = value.trim();
  if (!typed) return null;
  // Seconds are there only when the input's step asks for them.
  const withSeconds = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(typed) ? `${typed}:00` : typed;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(withSeconds) ? `${withSeconds}+06:00` : typed;
}
