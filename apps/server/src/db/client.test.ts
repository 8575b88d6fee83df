import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle, type DatabaseHandle } from './client';
import { rowsOf } from './rows';
import { createTestDatabase } from '../../test/test-database';

const moments = pgTable('moments', {
  id: text('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  plain: timestamp('plain').notNull(),
  day: date('day').notNull(),
});

describe('the embedded database, told its parsers once', () => {
  let client: PGlite;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    client = await PGlite.create();
    handle = await pgliteHandle(client);
    await handle.db.execute(
      sql`create table moments (id text primary key, at timestamptz not null, plain timestamp not null, day date not null)`,
    );
  });
  afterAll(() => client.close());

  const written = {
    id: 'one',
    at: new Date('2026-11-27T18:30:00.123Z'),
    plain: new Date('2026-11-27T06:05:04.000Z'),
    day: '2026-11-28',
  };

  it('reads back the times and dates it wrote, in a transaction and out of one', async () => {
    await handle.db.transaction((tx) => tx.insert(moments).values(written));
    expect(await handle.db.select().from(moments)).toEqual([written]);
    expect(await handle.db.transaction((tx) => tx.select().from(moments))).toEqual([written]);
  });

  it('answers raw statements with times as the database wrote them', async () => {
    const rows = rowsOf<{ plain: string; day: string }>(
      await handle.db.execute(sql`select plain, day from moments where id = 'one'`),
    );
    expect(rows).toEqual([{ plain: '2026-11-27 06:05:04', day: '2026-11-28' }]);
  });
});

describe('the connections searches run on', () => {
  it('plan each search for its words on PostgreSQL, and are the database itself on PGlite', async () => {
    const handle = await createTestDatabase();
    try {
      const planMode = async (db: DatabaseHandle['db']) =>
        rowsOf<{ plan_cache_mode: string }>(await db.execute(sql`show plan_cache_mode`))[0]?.plan_cache_mode;
      if (handle.kind === 'postgres') {
        expect(await planMode(handle.searchDb)).toBe('force_custom_plan');
        // Everything else keeps its prepared statements' plans.
        expect(await planMode(handle.db)).toBe('auto');
      } else {
        expect(handle.searchDb).toBe(handle.db);
      }
    } finally {
      await handle.close();
    }
  });
});
