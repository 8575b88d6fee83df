import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { rowsOf } from './rows';

/** The committed migrations, in the order they are applied. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies the committed migrations in `apps/server/drizzle`; already-applied ones are skipped. */
export async function migrate({ db, kind }: DatabaseHandle): Promise<void> {
  if (kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/postgres-js/migrator');
    await run(db as Parameters<typeof run>[0], { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(db as Parameters<typeof run>[0], { migrationsFolder });
    // The embedded database has no autovacuum: without it the planner's statistics go stale and the title index's
    // list of pending entries only grows, until a search reads every product instead. Each start tidies both up.
    await db.execute(sql`VACUUM ANALYZE`);
  }
}

/** How many of the committed migrations the database has not applied yet (0: it is up to date). */
export async function pendingMigrations({ db }: DatabaseHandle): Promise<number> {
  const journal = JSON.parse(await readFile(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  const result = await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  const [applied] = rowsOf<{ count: number }>(result);
  return Math.max(0, journal.entries.length - Number(applied?.count ?? 0));
}
