import { and, gt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import type { ReadCache } from './read-cache';

/** How often the clock looks for a sale that started or ended. */
const EVERY_MS = 60_000;

/**
 * Cached catalogue answers and pages are dropped when the catalogue is written; a sale starting or ending at its time
 * writes nothing. This clock looks once a minute for a sale that started or ended since it last looked, and then
 * drops what this process keeps of the products, so pages show today's price within a minute. (The price charged never
 * waits for it: the quote and the order price at request time.)
 */
export function followSales(db: Database, cache: ReadCache, { everyMs = EVERY_MS } = {}) {
  let since = new Date();

  /** Drops the products' answers when a sale started or ended between the last look and `now`. */
  async function look(now = new Date()): Promise<boolean> {
    const crossed = (column: typeof products.saleStartsAt | typeof products.saleEndsAt) =>
      and(gt(column, since), lte(column, now));
    const [found] = await db
      .select({ one: sql<number>`1` })
      .from(products)
      .where(or(crossed(products.saleStartsAt), crossed(products.saleEndsAt)))
      .limit(1);
    since = now;
    if (found) cache.invalidate('products');
    return Boolean(found);
  }

  const timer = setInterval(() => void look().catch(() => undefined), everyMs);
  timer.unref();
  return { look, stop: () => clearInterval(timer) };
}
