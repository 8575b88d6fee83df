import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { AUTH_SECRET_FILE } from '../auth/auth-secret';
import type { Config } from '../config';
import { FolderInUseError, lockFolder } from '../db/folder-lock';
import { AppError } from '../errors';
import { readArchive } from './backup-archive';
import { AUTH_SECRET_ENTRY, DATABASE_ENTRY, UPLOADS_PREFIX, type BackupManifest } from './backup-format';
import { migrationsFor, replayMigrations, type ScriptRunner } from './backup-migrations';
import { backupSocketPath, someoneListens } from './backup-requests';

export type RestoreConfig = Pick<Config, 'database' | 'dataDir' | 'uploadsDir'>;

export interface RestoredBackup {
  manifest: BackupManifest;
  /** Images copied to DATA_DIR/uploads. */
  images: number;
  /** Where the embedded database that `--force` replaced was moved. */
  keptAside?: string;
}

/** Every table in `public`, one statement each, run by the database (so no names need to come back to us). */
const forEachTable = (statement: string) => `DO $$
DECLARE one record;
BEGIN
  FOR one IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('${statement}', one.tablename);
  END LOOP;
END $$`;

/**
 * Makes the tables with the backup's migrations and loads its data, in the caller's transaction. The tables' own
 * triggers are off meanwhile: they would add to the data (a piece's default variant, its summed stock) what the backup
 * already holds.
 */
async function loadBackup(run: ScriptRunner, manifest: BackupManifest, dump: string): Promise<void> {
  await replayMigrations(run, migrationsFor(manifest.database));
  await run(forEachTable('ALTER TABLE public.%I DISABLE TRIGGER USER'));
  await run(forEachTable('TRUNCATE public.%I CASCADE'));
  await run(dump);
  await run(forEachTable('ALTER TABLE public.%I ENABLE TRIGGER USER'));
}

/**
 * Into DATA_DIR/db, when it is empty or missing (or with `force`, when the shop is stopped): built in a folder beside
 * it and moved into place only when whole; a database it replaces is moved aside, not deleted.
 */
async function restoreEmbedded(
  config: RestoreConfig & { database: { kind: 'pglite' } },
  load: (run: ScriptRunner) => Promise<void>,
  force: boolean,
): Promise<string | undefined> {
  const target = config.database.dir;
  if (await someoneListens(backupSocketPath(config.dataDir))) {
    throw new AppError('conflict', `The shop is running on ${config.dataDir}: stop it first, then restore.`);
  }
  // And no command of the shop's has it open meanwhile.
  await mkdir(dirname(target), { recursive: true });
  const release = holdFolder(target);
  try {
    return await replaceEmbedded(target, load, force);
  } finally {
    release();
  }
}

async function replaceEmbedded(
  target: string,
  load: (run: ScriptRunner) => Promise<void>,
  force: boolean,
): Promise<string | undefined> {
  const occupied = existsSync(target) && (await readdir(target)).length > 0;
  if (occupied && !force) {
    throw new AppError(
      'conflict',
      `${target} already holds a database. Restore into an empty DATA_DIR, or add --force to replace it (the database there now is moved aside, not deleted).`,
    );
  }
  const fresh = await mkdtemp(`${target}.restoring-`);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGLITE_EXTENSIONS } = await import('../db/pglite-extensions');
    const client = await PGlite.create(fresh, { extensions: PGLITE_EXTENSIONS });
    try {
      await client.transaction((tx) => load((script) => tx.exec(script)));
    } finally {
      await client.close();
    }
    let keptAside: string | undefined;
    if (occupied) {
      keptAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(target, keptAside);
    } else {
      await rm(target, { recursive: true, force: true });
    }
    await rename(fresh, target);
    return keptAside;
  } catch (error) {
    await rm(fresh, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Into the PostgreSQL database of DATABASE_URL, when it has no tables (or with `force`, when nothing else is connected
 * to it: its schemas are dropped and made again). All in one transaction: it is restored whole, or left as it was.
 */
async function restorePostgres(url: string, load: (run: ScriptRunner) => Promise<void>, force: boolean): Promise<void> {
  const { default: postgres } = await import('postgres');
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [found] = await client<{ tables: number }[]>`
      select count(*)::int as tables from pg_tables where schemaname in ('public', 'drizzle')`;
    const occupied = (found?.tables ?? 0) > 0;
    if (occupied && !force) {
      throw new AppError(
        'conflict',
        'The database in DATABASE_URL already has tables. Restore into an empty database, or add --force to replace what is in it.',
      );
    }
    if (occupied) {
      const [others] = await client<{ count: number }[]>`
        select count(*)::int as count from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`;
      if ((others?.count ?? 0) > 0) {
        throw new AppError(
          'conflict',
          `${others?.count} other connections are open to the database in DATABASE_URL: stop the shop first, then restore.`,
        );
      }
    }
    await client.begin(async (tx) => {
      if (occupied)
        await tx.unsafe('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      await load((script) => tx.unsafe(script));
    });
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup file into the configured database (embedded or PostgreSQL, whichever kind took it) and
 * DATA_DIR/uploads. The file is checked whole first (format, version, every checksum, the migrations it needs) and
 * the target must be empty unless `force`: a refusal changes nothing and says why.
 */
export async function restoreBackup(
  file: string,
  config: RestoreConfig,
  { force = false } = {},
): Promise<RestoredBackup> {
  const staging = await mkdtemp(join(tmpdir(), 'alankar-restore-'));
  try {
    const manifest = await readArchive(file, staging);
    migrationsFor(manifest.database);
    const dump = await readFile(join(staging, DATABASE_ENTRY), 'utf8');
    const secretFile = join(config.dataDir, AUTH_SECRET_FILE);
    const secret = existsSync(join(staging, AUTH_SECRET_ENTRY))
      ? await readFile(join(staging, AUTH_SECRET_ENTRY), 'utf8')
      : undefined;
    if (secret !== undefined && existsSync(secretFile) && (await readFile(secretFile, 'utf8')) !== secret && !force) {
      throw new AppError(
        'conflict',
        `${secretFile} holds another secret than the backup's (sessions and order links are signed with it). Restore into an empty DATA_DIR, or add --force to replace it.`,
      );
    }

    const load = (run: ScriptRunner) => loadBackup(run, manifest, dump);
    const keptAside =
      config.database.kind === 'postgres'
        ? void (await restorePostgres(config.database.url, load, force))
        : await restoreEmbedded({ ...config, database: config.database }, load, force);

    const images = manifest.entries.filter((entry) => entry.path.startsWith(UPLOADS_PREFIX)).length;
    if (images > 0) await cp(join(staging, UPLOADS_PREFIX), config.uploadsDir, { recursive: true });
    if (secret !== undefined) {
      await mkdir(config.dataDir, { recursive: true });
      await writeFile(secretFile, secret, { mode: 0o600 });
    }
    return { manifest, images, ...(keptAside ? { keptAside } : {}) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** `lockFolder`, refusing as the restore refuses. */
function holdFolder(dir: string): () => void {
  try {
    return lockFolder(dir);
  } catch (error) {
    if (error instanceof FolderInUseError) throw new AppError('conflict', error.message);
    throw error;
  }
}
