import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { openDatabase } from './client';
import { diskFlushes } from './durable-node-fs';
import { rowsOf } from './rows';

describe('the embedded database on disk', () => {
  it('flushes unless PGLITE_FSYNC=off says the data is throwaway', () => {
    expect(readConfig({ DATA_DIR: '/srv/shop' }).database).toMatchObject({ kind: 'pglite', durable: true });
    expect(readConfig({ DATA_DIR: '/srv/shop', PGLITE_FSYNC: 'off' }).database).toMatchObject({ durable: false });
    expect(() => readConfig({ PGLITE_FSYNC: 'maybe' })).toThrow(/PGLITE_FSYNC is on or off/);
  });

  it('runs with fsync on, and flushes each commit to the disk before it answers', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'alankar-durable-'));
    const database = await openDatabase({ kind: 'pglite', dir: join(dataDir, 'db'), durable: true });
    const { db } = database;
    try {
      const setting = async (name: string) =>
        rowsOf<Record<string, string>>(await db.execute(sql.raw(`show ${name}`)))[0]?.[name];
      expect(await setting('fsync')).toBe('on');
      expect(await setting('wal_sync_method')).toBe('fsync');

      await db.execute(sql`create table notes (id serial primary key, body text not null)`);
      for (const body of ['one', 'two', 'three']) {
        const before = diskFlushes();
        await db.transaction(async (tx) => {
          await tx.execute(sql`insert into notes (body) values (${body})`);
        });
        expect(diskFlushes(), `commit of ${body}`).toBeGreaterThan(before);
      }
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
