import { existsSync } from 'node:fs';
import { formatFileSize } from '@alankar/shared/dashboard';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { askRunningShop, backupSocketPath, type BackupAnswer } from './backup-requests';
import { createBackupService } from './backup-service';
import { S3_BACKUPS_PREFIX } from './s3-backups';

/** What `npm run backup` did, in a sentence. */
function described(config: Config, backup: BackupAnswer, { byShop = false } = {}): string {
  const what = config.database.kind === 'postgres' ? 'the PostgreSQL database' : 'the embedded database';
  const images = config.s3 ? 'the images stay in S3' : `${backup.images} images`;
  const copied = config.s3 ? `, and copied it to s3://${config.s3.bucket}/${S3_BACKUPS_PREFIX}` : '';
  return `${byShop ? 'The running shop backed' : 'Backed'} up ${what} (${images}) to ${backup.file} (${formatFileSize(backup.size)})${copied}.`;
}

/**
 * `npm run backup`: one backup to BACKUP_DIR. PostgreSQL is dumped with `pg_dump`; the embedded database, which one
 * process at a time may open, is backed up by the shop when it is running (asked through its socket), otherwise opened
 * here. Answers what was done, in words.
 */
export async function backUp(config: Config): Promise<string> {
  if (config.database.kind === 'pglite') {
    const takenByShop = await askRunningShop(backupSocketPath(config.dataDir));
    if (takenByShop) return described(config, takenByShop, { byShop: true });
    if (!existsSync(config.database.dir)) {
      throw new Error(`There is no embedded database in ${config.database.dir} to back up: start the shop once first.`);
    }
  }
  const database = await openDatabase(config.database);
  try {
    const backup = await createBackupService({ config, database, log: { info: () => {} } }).take();
    return described(config, { ...backup, at: backup.at.toISOString() });
  } finally {
    await database.close();
  }
}
