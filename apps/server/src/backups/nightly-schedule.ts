import type { BackupStatus } from './backup-status';

/** How often the shop looks whether the nightly backup is due: it is taken at most this long after its time. */
export const NIGHTLY_CHECK_SECONDS = 5 * 60;
/** A nightly backup that failed is tried again after this long, until one works. */
export const RETRY_AFTER_MS = 60 * 60_000;

/** Bangladesh keeps UTC+6 all year. */
const DHAKA_OFFSET_MS = 6 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The last instant, at or before `now`, when clocks in Dhaka read `at` (`HH:MM`). */
export function lastNightlyTime(now: Date, at: string): Date {
  const [hours = 0, minutes = 0] = at.split(':').map(Number);
  const inDhaka = new Date(now.getTime() + DHAKA_OFFSET_MS);
  const today =
    Date.UTC(inDhaka.getUTCFullYear(), inDhaka.getUTCMonth(), inDhaka.getUTCDate(), hours, minutes) - DHAKA_OFFSET_MS;
  return new Date(today <= now.getTime() ? today : today - DAY_MS);
}

/**
 * Whether the nightly backup is due at `now`: its time (`at`, Dhaka time; null: off) has passed since the newest
 * backup (or, before the first, since `since`, when the shop started looking), and no try since then failed less than
 * an hour ago. A night missed while the shop was down is made up when it comes back.
 */
export function nightlyBackupDue(
  now: Date,
  at: string | null,
  { lastBackup, lastTry }: BackupStatus,
  since: Date,
): boolean {
  if (at === null) return false;
  const due = lastNightlyTime(now, at).getTime();
  const newest = lastBackup ? Date.parse(lastBackup.at) : lastTry ? -Infinity : since.getTime();
  if (newest >= due) return false;
  return !lastTry || Date.parse(lastTry.at) < due || now.getTime() - Date.parse(lastTry.at) >= RETRY_AFTER_MS;
}
