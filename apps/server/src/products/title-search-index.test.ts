import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { useTestShop } from '../../test/test-app';

const shop = useTestShop();

/** The plan of `query` when the planner may not read the whole table. */
async function planOf(query: SQL): Promise<string> {
  const plan = await shop.database.db.transaction(async (tx) => {
    // On a small table the planner rightly prefers reading it all; this asks whether the index *can* serve the search.
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return tx.execute(sql`EXPLAIN ${query}`);
  });
  const lines = (Array.isArray(plan) ? plan : (plan as { rows: unknown[] }).rows).map((row) =>
    Object.values(row as Record<string, string>).join(''),
  );
  return lines.join('\n');
}

describe('title search', () => {
  it('can be served by the trigram index, on PGlite and PostgreSQL alike', async () => {
    expect(await planOf(sql`SELECT id FROM products WHERE title ILIKE '%pearl%'`)).toContain('products_title_trgm_idx');
  });

  it('searches the English and the Bangla title each with its own index', async () => {
    const plan = await planOf(sql`SELECT id FROM products WHERE title ILIKE '%ঝুমকা%' OR title_bn ILIKE '%ঝুমকা%'`);
    expect(plan).toContain('products_title_trgm_idx');
    expect(plan).toContain('products_title_bn_trgm_idx');
  });
});
