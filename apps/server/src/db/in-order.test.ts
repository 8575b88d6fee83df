import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './client';
import { buildProduct } from './factories';
import { inOrder } from './in-order';
import { rowsOf } from './rows';
import { products } from './schema';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('statements sent together', () => {
  it('run in the order given, each seeing what the ones before it wrote', async () => {
    const piece = buildProduct({ stock: 5 });
    const [, , , seen, stock] = await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table steps (n serial, word text) on commit drop`);
      return inOrder([
        tx.insert(products).values(piece),
        tx.execute(sql`insert into steps (word) values ('first')`),
        tx.update(products).set({ stock: 4 }).where(eq(products.slug, piece.slug)),
        tx.execute(
          sql`insert into steps (word) values ('second') returning (select string_agg(word, ',' order by n) from steps) as seen`,
        ),
        tx.select({ stock: products.stock }).from(products).where(eq(products.slug, piece.slug)),
      ]);
    });
    // An insert sees only what was there when it began: the first word, not itself.
    expect(rowsOf<{ seen: string }>(seen)).toEqual([{ seen: 'first' }]);
    expect(stock).toEqual([{ stock: 4 }]);
  });

  it('throw the first failure, the cause, and the transaction writes nothing', async () => {
    const piece = buildProduct();
    const placing = database.db.transaction((tx) =>
      inOrder([tx.insert(products).values(piece), tx.execute(sql`select 1 / 0`), tx.execute(sql`select 1`)]),
    );
    const failure = (await placing.catch((error: unknown) => error)) as { query: string; cause: unknown };
    expect(failure.query).toBe('select 1 / 0');
    expect(String(failure.cause)).toMatch(/division by zero/);
    const found = await database.db.select().from(products).where(eq(products.slug, piece.slug));
    expect(found).toEqual([]);
  });
});
