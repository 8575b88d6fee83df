import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

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
