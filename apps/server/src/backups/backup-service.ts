import { readdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { DatabaseHandle } from '../db/client';
import { backupsOldestFirst } from './backup-format';
import { readBackupStatus, recordBackupTry } from './backup-status';
import { nightlyBackupDue } from './nightly-schedule';
import { writeBackup, type BackupConfig, type WrittenBackup } from './write-backup';

interface BackupServiceOptions {
  config: BackupConfig;
  database: DatabaseHandle;
  log: { info(details: object, message: string): void };
  now?: () => Date;
}

/** Deletes the backups in `folder` beyond the newest `keep`. */
async function keepNewest(folder: string, keep: number): Promise<void> {
  const backups = backupsOldestFirst(await readdir(folder));
  for (const name of backups.slice(0, Math.max(0, backups.length - keep)))
    await rm(join(folder, name), { force: true });
}

/** A backup is being written into `folder` by another process (its work folder is less than an hour old). */
async function anotherIsTaking(folder: string, at: Date): Promise<boolean> {
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((one) => one.startsWith('.taking-'))) {
    const started = await stat(join(folder, name)).then(
      (info) => info.mtimeMs,
      () => 0,
    );
    if (at.getTime() - started < 60 * 60_000) return true;
  }
  return false;
}

/**
 * Takes backups: into BACKUP_DIR (only the newest BACKUP_KEEP stay), copied to the bucket when S3 is configured, each
 * try recorded for the dashboard. One at a time: asked again while one is being taken, it answers that one.
 */
export function createBackupService({ config, database, log, now = () => new Date() }: BackupServiceOptions) {
  const folder = config.backups.dir;
  const since = now();
  let taking: Promise<WrittenBackup> | null = null;

  async function takeOne(): Promise<WrittenBackup> {
    const at = now();
    let written: WrittenBackup | undefined;
    try {
      written = await writeBackup(config, database, at);
      await keepNewest(folder, config.backups.keep);
      if (config.s3) {
        const { copyBackupToS3 } = await import('./s3-backups');
        await copyBackupToS3(config.s3, written.file, config.backups.keep);
      }
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      const error = written ? `Written to ${basename(written.file)}, but not copied to S3: ${message}` : message;
      await recordBackupTry(folder, at, {
        written: written && { file: basename(written.file), size: written.size },
        error,
      });
      throw new Error(error, { cause: caught });
    }
    await recordBackupTry(folder, at, { written: { file: basename(written.file), size: written.size } });
    log.info({ file: written.file, size: written.size }, 'backup written');
    return written;
  }

  /** Takes a backup now (or joins the one being taken). */
  function take(): Promise<WrittenBackup> {
    taking ??= takeOne().finally(() => {
      taking = null;
    });
    return taking;
  }

  return {
    take,
    /** The nightly job's look: takes the backup when its time has come (BACKUP_AT, Dhaka time). */
    async nightly(): Promise<void> {
      if (taking || (await anotherIsTaking(folder, now()))) return;
      if (nightlyBackupDue(now(), config.backups.at, await readBackupStatus(folder), since)) await take();
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
