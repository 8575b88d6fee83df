import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestShop } from '../../test/test-app';

const shop = useTestShop();

describe('title search', () => {
  it('can be served by the trigram index, on PGlite and PostgreSQL alike', async () => {
    const plan = await shop.database.db.transaction(async (tx) => {
      // On a small table the planner rightly prefers reading it all; this asks whether the index *can* serve the search.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return tx.execute(sql`EXPLAIN SELECT id FROM products WHERE title ILIKE '%pearl%'`);
    });
    const lines = (Array.isArray(plan) ? plan : (plan as { rows: unknown[] }).rows).map((row) =>
      Object.values(row as Record<string, string>).join(''),
    );
    expect(lines.join('\n')).toContain('products_title_trgm_idx');
  });
});
