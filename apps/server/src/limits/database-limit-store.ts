import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Counter, LimitStore } from './limit-store';

const SWEEP_EVERY_MS = 5 * 60_000;

/** Counters in the `rate_limits` table: one upsert per event, so concurrent processes never lose a count. */
export function createDatabaseLimitStore(db: Database): LimitStore {
  const store: LimitStore = {
    async hit(key, windowMs, now = Date.now()) {
      // Raw SQL parameters are text to every driver; the cast makes the comparison a timestamp one.
      const at = sql`${new Date(now).toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: new Date(now + windowMs) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= ${at} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= ${at} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      if (!row) throw new Error('the limit upsert returned no row');
      return toCounter(row);
    },
    async peek(key, now = Date.now()) {
      const [row] = await db
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, new Date(now))));
      return row ? toCounter(row) : null;
    },
    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    async sweep(now = Date.now()) {
      await db.delete(rateLimits).where(lte(rateLimits.resetAt, new Date(now)));
    },
    async close() {
      clearInterval(sweeper);
    },
  };
  // Counters of one-off visitors would otherwise stay forever; the timer never keeps the process alive.
  const sweeper = setInterval(() => void store.sweep().catch(() => {}), SWEEP_EVERY_MS);
  sweeper.unref();
  return store;
}

function toCounter(row: { count: number; resetAt: Date }): Counter {
  return { count: row.count, resetAt: row.resetAt.getTime() };
}
