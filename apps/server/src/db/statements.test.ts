import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './client';
import { inOrder } from './in-order';
import { jobs } from './schema';
import { insertRows, statement } from './statements';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('statements written once', () => {
  it('insert rows numbering their parameters from the first given, a value left out taking its default', () => {
    const runAt = new Date('2026-11-27T06:00:00.000Z');
    const { text, params } = insertRows(
      jobs,
      [
        { kind: 'mail.send', payload: { to: 'a@example.com' }, runAt },
        { kind: 'sms.send', payload: { to: '01711223344' }, runAt: undefined },
      ],
      3,
    );
    expect(text).toBe('insert into "jobs" ("kind", "payload", "run_at") values ($3, $4, $5), ($6, $7, default)');
    // As drizzle sends them: JSON as text, a date as ISO text.
    expect(params).toEqual([
      'mail.send',
      '{"to":"a@example.com"}',
      runAt.toISOString(),
      'sms.send',
      '{"to":"01711223344"}',
    ]);
  });

  it('refuse to write nothing', () => {
    expect(() => insertRows(jobs, [])).toThrow('nothing to insert into jobs');
    expect(() => insertRows(jobs, [{ constructor: 'x' }])).toThrow('nothing to insert into jobs');
  });

  it('write what drizzle reads back the same, with the defaults of what was left out', async () => {
    const runAt = new Date('2026-11-27T06:00:00.000Z');
    const kinds = [`test.${crypto.randomUUID()}`, `test.${crypto.randomUUID()}`];
    const { text, params } = insertRows(jobs, [
      { kind: kinds[0], payload: { lines: [1, 2], note: 'ঢাকা' }, runAt },
      { kind: kinds[1], payload: {}, maxAttempts: 3 },
    ]);
    const inserted = await statement<{ id: string }>(database.db, `${text} returning "id"`, params);
    expect(inserted).toHaveLength(2);
    const found = await database.db.select().from(jobs).where(inArray(jobs.kind, kinds)).orderBy(jobs.maxAttempts);
    expect(
      found.map(({ kind, payload, runAt: at, maxAttempts, state }) => ({ kind, payload, at, maxAttempts, state })),
    ).toEqual([
      { kind: kinds[1], payload: {}, at: expect.any(Date), maxAttempts: 3, state: 'queued' },
      { kind: kinds[0], payload: { lines: [1, 2], note: 'ঢাকা' }, at: runAt, maxAttempts: 8, state: 'queued' },
    ]);
  });

  it('run on the transaction they are given, unstarted until awaited, in the order inOrder sends them', async () => {
    const kind = `test.${crypto.randomUUID()}`;
    const insert = insertRows(jobs, [{ kind, payload: {} }]);
    const failing = database.db.transaction(async (tx) => {
      const count = statement<{ count: number }>(tx, 'select count(*)::int as "count" from "jobs" where "kind" = $1', [
        kind,
      ]);
      const added = statement(tx, insert.text, insert.params);
      // Sent in the order given to inOrder, not the order made: the insert first, so the count sees it.
      const [, counted] = await inOrder([added, count]);
      expect(counted).toEqual([{ count: 1 }]);
      throw new Error('undo');
    });
    await expect(failing).rejects.toThrow('undo');
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, kind))).toEqual([]);
  });
});
