import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { migrationsFolder } from '../db/migrate';
import { rowsOf } from '../db/rows';
import { AppError } from '../errors';
import type { BackupManifest } from './backup-format';

type MigrationsInBackup = BackupManifest['database'];

/** Runs an SQL script (several statements) in the restore's transaction. */
export type ScriptRunner = (script: string) => Promise<unknown>;

/** How many committed migrations the database has applied: a backup's data fits the tables they made. */
export async function appliedMigrations(db: Database): Promise<Omit<MigrationsInBackup, 'kind'>> {
  const [applied] = rowsOf<{ count: number; last: string | null }>(
    await db.execute(
      sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    ),
  );
  if (!applied?.count || applied.last === null) throw new Error('The database has no tables yet: nothing to back up.');
  return { migrations: Number(applied.count), lastMigrationAt: Number(applied.last) };
}

/**
 * The committed migrations that made the tables of the backup's data, or a clear refusal: a backup taken by a newer
 * shop, or by one with other migrations, does not fit this one's tables.
 */
export function migrationsFor({ migrations, lastMigrationAt }: MigrationsInBackup) {
  const committed = readMigrationFiles({ migrationsFolder });
  if (migrations > committed.length) {
    throw new AppError(
      'conflict',
      `This backup was taken by a newer version of the shop (${migrations} database migrations; this one has ${committed.length}). Update the shop, then restore it.`,
    );
  }
  if (committed[migrations - 1]?.folderMillis !== lastMigrationAt) {
    throw new AppError(
      'conflict',
      'This backup was taken by a different version of the shop: its tables do not match this one’s.',
    );
  }
  return committed.slice(0, migrations);
}

/**
 * Makes the tables the backup's data came from: the first migrations, applied and recorded exactly as drizzle's
 * migrator does (so the shop's start-up finds them applied and adds only newer ones), inside the restore's transaction.
 */
export async function replayMigrations(run: ScriptRunner, migrations: ReturnType<typeof migrationsFor>): Promise<void> {
  await run('CREATE SCHEMA IF NOT EXISTS drizzle');
  await run(
    'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await run(statement);
    await run(
      `INSERT INTO drizzle.__drizzle_migrations ("hash", "created_at") VALUES ('${migration.hash}', ${migration.folderMillis})`,
    );
  }
}
