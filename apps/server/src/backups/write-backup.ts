import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { AUTH_SECRET_FILE } from '../auth/auth-secret';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { digestOf, writeArchive } from './backup-archive';
import {
  AUTH_SECRET_ENTRY,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_ENTRY,
  UPLOADS_PREFIX,
  backupFileName,
  type BackupManifest,
} from './backup-format';
import { appliedMigrations } from './backup-migrations';
import { writePgDump } from './pg-dump';
import { writeSqlDump } from './sql-dump';

export type BackupConfig = Pick<Config, 'backups' | 'dataDir' | 'uploadsDir' | 'authSecret' | 's3' | 'database'>;

/** A backup file just written. */
export interface WrittenBackup {
  /** Its path. */
  file: string;
  size: number;
  /** When it was taken: its data is the database as it was then. */
  at: Date;
  /** Uploaded images in it (none when they live in S3). */
  images: number;
}

/** Every file under `folder`, as paths relative to it with `/` between folders. */
async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The name for a backup taken at `at` that no file in `folder` has yet. */
function freshName(folder: string, at: Date): string {
  for (let copy = 1; ; copy += 1) {
    const name = backupFileName(at, copy);
    if (!existsSync(join(folder, name))) return name;
  }
}

/**
 * Writes one backup file to BACKUP_DIR: the database's data (from the embedded database itself, or `pg_dump` for
 * PostgreSQL), then the uploaded images on disk (listed after the data was taken, so every image it names is there),
 * and the generated auth secret. Built in a folder of its own and renamed into place only when whole.
 */
export async function writeBackup(
  config: BackupConfig,
  database: DatabaseHandle,
  at = new Date(),
): Promise<WrittenBackup> {
  const folder = config.backups.dir;
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const work = await mkdtemp(join(folder, '.taking-'));
  try {
    const migrations = await appliedMigrations(database.db);
    const dump = join(work, DATABASE_ENTRY);
    if (config.database.kind === 'postgres') await writePgDump(config.database.url, dump);
    else await writeSqlDump(database.db, dump);

    const sources = new Map([[DATABASE_ENTRY, dump]]);
    const secret = join(config.dataDir, AUTH_SECRET_FILE);
    if (!config.authSecret && existsSync(secret)) sources.set(AUTH_SECRET_ENTRY, secret);
    // Images in S3 stay there: the bucket keeps them.
    const images = config.s3 ? [] : await filesUnder(config.uploadsDir);
    for (const image of images) sources.set(`${UPLOADS_PREFIX}${image}`, join(config.uploadsDir, image));

    const entries: BackupManifest['entries'] = [];
    for (const [path, source] of sources) entries.push({ path, ...(await digestOf(source)) });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: at.toISOString(),
      database: { kind: config.database.kind, ...migrations },
      entries,
    };
    const archive = join(work, 'backup.tar.gz');
    await writeArchive(archive, manifest, sources);
    const file = join(folder, freshName(folder, at));
    await rename(archive, file);
    return { file, size: (await stat(file)).size, at, images: images.length };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
