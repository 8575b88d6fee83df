import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { rateLimits } from '../db/schema';
import { createTestDatabase } from '../../test/test-database';
import { visitor } from '../../test/browser-like';
import { createDatabaseLimitStore } from './database-limit-store';
import { createRedisLimitStore } from './redis-limit-store';
import type { LimitStore } from './limit-store';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** Redis outlives a test run, so every run counts from addresses of its own. */
const randomAddress = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** Two shop processes on one database, as behind a load balancer. */
function useTwoInstances(env: Record<string, string>) {
  const pair = {} as { one: FastifyInstance; two: FastifyInstance; database: DatabaseHandle; dataDir: string };
  beforeAll(async () => {
    pair.dataDir = await mkdtemp(join(tmpdir(), 'alankar-pair-'));
    pair.database = await createTestDatabase();
    const config = readConfig({ DATA_DIR: pair.dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
    pair.one = await buildApp({ config, database: pair.database, mailer: { send: async () => {} } });
    pair.two = await buildApp({ config, database: pair.database, mailer: { send: async () => {} } });
  });
  afterAll(async () => {
    await pair.one?.close();
    await pair.two?.close();
    await pair.database?.close();
    await rm(pair.dataDir, { recursive: true, force: true });
  });
  return pair;
}

describe.each([
  ['the database', {}],
  ['Redis', { REDIS_URL }],
])('limits kept in %s are shared by every shop process', (_where, env) => {
  const pair = useTwoInstances({ AUTH_IP_LIMIT_PER_MINUTE: '3', AUTH_FAILED_SIGN_INS_PER_EMAIL: '2', ...env });

  it('makes an address wait on one process after failures counted on the other', async () => {
    const email = `shared-${randomUUID()}@example.com`;
    await visitor(pair.one, { ip: randomAddress() }).signUp({ name: 'Shared', email, password: 'the-right-one' });
    const guesser = randomAddress();
    for (let i = 0; i < 2; i += 1) {
      // Each failure alternating between the two processes.
      const app = i % 2 === 0 ? pair.one : pair.two;
      expect((await visitor(app, { ip: guesser }).signIn(email, `wrong-${i}`)).statusCode).toBe(401);
    }
    const waits = await visitor(pair.two, { ip: guesser }).signIn(email, 'the-right-one');
    expect(waits.statusCode).toBe(429);
    expect(waits.json().error.message).toContain('Too many failed sign-ins from here');
    // The owner, elsewhere, is let in.
    expect((await visitor(pair.one, { ip: randomAddress() }).signIn(email, 'the-right-one')).statusCode).toBe(200);
  });

  it('counts one address across processes', async () => {
    const ip = randomAddress();
    const statuses = [];
    for (const app of [pair.one, pair.two, pair.one, pair.two]) {
      statuses.push((await visitor(app, { ip }).signIn(`nobody-${randomUUID()}@example.com`, 'password-123')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe.each([
  ['database', (database: DatabaseHandle) => createDatabaseLimitStore(database.db)],
  ['Redis', () => createRedisLimitStore(REDIS_URL, `alankar-test:${randomUUID()}:`)],
])('the %s limit store', (_kind, create) => {
  let database: DatabaseHandle;
  let store: LimitStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = create(database);
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  it('counts 50 simultaneous events exactly', async () => {
    const counters = await Promise.all(Array.from({ length: 50 }, () => store.hit('burst', 60_000)));
    expect(counters.map((counter) => counter.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect((await store.peek('burst'))?.count).toBe(50);
  });

  it('starts a new window once the old one has ended, and forgets ended ones', async () => {
    const start = Date.now();
    expect((await store.hit('window', 200, start)).count).toBe(1);
    expect((await store.hit('window', 200, start + 50)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await store.peek('window')).toBeNull();
    expect((await store.hit('window', 200)).count).toBe(1);
    await store.clear('window');
    expect(await store.peek('window')).toBeNull();
  });

  it('does not grow without bound', async () => {
    const now = Date.now();
    for (let i = 0; i < 20; i += 1) await store.hit(`one-off-${i}`, 100, now);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await store.sweep();
    if (_kind === 'database') {
      const [row] = await database.db.select({ value: count() }).from(rateLimits);
      // Only the still-open `burst` counter is left.
      expect(row?.value).toBe(1);
    } else {
      for (let i = 0; i < 20; i += 1) expect(await store.peek(`one-off-${i}`)).toBeNull();
    }
  });
});
