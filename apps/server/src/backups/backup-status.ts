import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { BackupSummary } from '@alankar/shared/dashboard-schemas';

/** The newest backup and the last try, kept beside the backups (every process writing there shares it). */
const STATUS_FILE = 'last-backup.json';
/** A newest backup older than this is worth a warning: at least one nightly backup was missed. */
export const BACKUP_TOO_OLD_MS = 2 * 24 * 60 * 60_000;

const backupStatus = z.object({
  lastBackup: z.object({ at: z.iso.datetime(), file: z.string(), size: z.number().int() }).optional(),
  lastTry: z.object({ at: z.iso.datetime(), error: z.string().optional() }).optional(),
});
export type BackupStatus = z.output<typeof backupStatus>;

/** What `last-backup.json` in `folder` says; nothing when there is none (or it is unreadable). */
export async function readBackupStatus(folder: string): Promise<BackupStatus> {
  try {
    const parsed = backupStatus.safeParse(JSON.parse(await readFile(join(folder, STATUS_FILE), 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * Records a try: the backup it wrote (`written`), and why it failed (`error`) if it did; a try that wrote nothing
 * keeps the newest backup as it was.
 */
export async function recordBackupTry(
  folder: string,
  at: Date,
  { written, error }: { written?: { file: string; size: number }; error?: string },
): Promise<void> {
  const before = await readBackupStatus(folder);
  const status: BackupStatus = {
    lastBackup: written ? { at: at.toISOString(), ...written } : before.lastBackup,
    lastTry: { at: at.toISOString(), ...(error ? { error } : {}) },
  };
  await mkdir(folder, { recursive: true, mode: 0o700 });
  // Written whole under a name of its own, then renamed: a reader never sees half of it.
  const file = join(folder, STATUS_FILE);
  const draft = `${file}.${randomUUID()}`;
  await writeFile(draft, `${JSON.stringify(status, null, 2)}\n`, { mode: 0o600 });
  await rename(draft, file);
}

/** The overview's card: the newest backup, and a warning when the last try failed or the newest is too old. */
export function summariseBackups(status: BackupStatus, now: Date, nightlyAt: string | null): BackupSummary {
  const { lastBackup, lastTry } = status;
  const failure = lastTry?.error ? { at: lastTry.at, error: lastTry.error } : null;
  const tooOld = lastBackup !== undefined && now.getTime() - Date.parse(lastBackup.at) > BACKUP_TOO_OLD_MS;
  return {
    last: lastBackup ?? null,
    failure,
    warning: failure ? 'failed' : tooOld ? 'old' : null,
    nightlyAt,
  };
}
