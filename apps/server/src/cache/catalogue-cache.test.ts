import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { insertBlog, insertProduct } from '../db/factories';
import { createSharedTestDatabase } from '../../test/test-database';
import { visitor } from '../../test/browser-like';
import { signedUpShopper } from '../../test/shopper';

const STAFF = { email: 'owner@alankar.test', password: 'owner-password' };

// Two shops on one database, as two processes behind a proxy are: each keeps its own cache.
let dataDir: string;
let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
const handles: DatabaseHandle[] = [];
let first: FastifyInstance;
let second: FastifyInstance;
let database: DatabaseHandle;

async function shopOn(handle: DatabaseHandle) {
  const app = await buildApp({
    config: readConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      AUTH_IP_LIMIT_PER_MINUTE: '1000',
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
    }),
    database: handle,
    mailer: { send: async () => {} },
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'alankar-cache-'));
  shared = await createSharedTestDatabase(dataDir);
  database = await shared.open();
  handles.push(database);
  // PGlite belongs to one process, so there both shops share it; on PostgreSQL each has connections of its own.
  const secondHandle = database.kind === 'postgres' ? await shared.open() : database;
  if (secondHandle !== database) handles.push(secondHandle);
  first = await shopOn(database);
  second = await shopOn(secondHandle);
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  for (const handle of handles) await handle.close();
  await shared?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const stockOf = async (app: FastifyInstance, id: string) =>
  (await app.inject(`/api/products/${id}`)).json<{ stock: number }>().stock;

/**
 * Another process hears of a write when PostgreSQL delivers the commit's notification, a moment after the commit;
 * PGlite delivers it before the write returns, so there the very next read must see it.
 */
async function seenBy(read: () => Promise<unknown>, expected: unknown) {
  if (database.kind === 'pglite') expect(await read()).toEqual(expected);
  else await vi.waitFor(async () => expect(await read()).toEqual(expected), { timeout: 2000, interval: 5 });
}

describe('the read cache across processes', () => {
  let staff: ReturnType<typeof visitor>;

  beforeAll(async () => {
    staff = visitor(first, { ip: '203.0.113.60' });
    expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
  });

  it('answers a repeated read from memory', async () => {
    const piece = await insertProduct(database.db, { stock: 4 });
    // On PostgreSQL the insert's own notification may still arrive and drop the first answer; then read again.
    await vi.waitFor(
      async () => {
        expect(await stockOf(first, piece.id)).toBe(4);
        const hits = first.cache.stats.hits;
        expect(await stockOf(first, piece.id)).toBe(4);
        expect(first.cache.stats.hits).toBe(hits + 1);
      },
      { timeout: 2000, interval: 5 },
    );
  });

  it('shows a stock change made through one process on the next read of either', async () => {
    const piece = await insertProduct(database.db, { stock: 4 });
    expect([await stockOf(first, piece.id), await stockOf(second, piece.id)]).toEqual([4, 4]);

    expect((await staff.put(`/api/products/${piece.id}`, { stockChange: 3 })).statusCode).toBe(200);
    expect(await stockOf(first, piece.id)).toBe(7);
    await seenBy(() => stockOf(second, piece.id), 7);
  });

  it('shows the stock an order took in the other process’s listing', async () => {
    const piece = await insertProduct(database.db, { stock: 4, category: 'Bracelets', title: 'Cache Test Bangle' });
    const listing = `/api/products?q=${encodeURIComponent('Cache Test Bangle')}&page=0&size=5`;
    const stockListed = async (app: FastifyInstance) => (await app.inject(listing)).json().products[0]?.stock;
    expect(await stockListed(first)).toBe(4);

    const buyer = await signedUpShopper(second);
    const order = await buyer.post('/api/orders', {
      items: [{ _id: piece.id, quantity: 3 }],
      shippingAddress: {
        name: buyer.name,
        customerEmail: buyer.email,
        number: '01711223344',
        address: 'House 12, Road 5, Dhanmondi',
        city: 'Dhaka',
      },
      paymentMethod: 'cash-on-delivery',
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(await stockListed(second)).toBe(1);
    await seenBy(() => stockListed(first), 1);
  });

  it('shows what a tool wrote straight into the database, in every process', async () => {
    const count = async (app: FastifyInstance) => (await app.inject('/api/blogs?page=0&size=1')).json().count;
    const before = [await count(first), await count(second)];
    const tool = database.kind === 'postgres' ? await shared.open() : database;
    try {
      await insertBlog(tool.db);
    } finally {
      if (tool !== database) await tool.close();
    }
    await seenBy(
      async () => [await count(first), await count(second)],
      before.map((n) => n + 1),
    );
  });

  it('shows a post and the shop’s settings changed through one process in the other', async () => {
    const post = await insertBlog(database.db, { title: 'Caring for silver' });
    const titleOf = async (app: FastifyInstance) => (await app.inject(`/api/blogs/${post.id}`)).json().title;
    expect(await titleOf(second)).toBe('Caring for silver');
    expect((await staff.put(`/api/blogs/${post.id}`, { title: 'Caring for silver in the monsoon' })).statusCode).toBe(
      200,
    );
    await seenBy(() => titleOf(second), 'Caring for silver in the monsoon');

    const settings = (await second.inject('/api/settings')).json();
    const saved = await staff.put('/api/settings', { ...settings, freeShippingAbove: settings.freeShippingAbove + 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    await seenBy(
      async () => (await second.inject('/api/settings')).json().freeShippingAbove,
      settings.freeShippingAbove + 10,
    );
  });

  it('ends a session signed out through one process in the other, and sees a new role in both', async () => {
    const shopper = await signedUpShopper(first, 'Farhana Cache');
    // The shopper's cookies, as a copy kept after signing out would send them, to each process.
    const copy = (app: FastifyInstance) => {
      const browser = visitor(app, { ip: '203.0.113.61' });
      for (const [name, value] of shopper.cookies) browser.cookies.set(name, value);
      return browser;
    };
    const sameBrowserOnFirst = copy(first);
    const sameBrowserOnSecond = copy(second);
    const summary = async () => (await sameBrowserOnSecond.get('/api/dashboard/summary')).statusCode;
    const ownOrders = async () => (await sameBrowserOnSecond.get('/api/orders')).statusCode;

    expect([await ownOrders(), await ownOrders(), await summary()]).toEqual([200, 200, 403]);
    await first.services.users.setRole(shopper.email, 'admin');
    await seenBy(summary, 200);

    expect((await sameBrowserOnFirst.get('/api/orders')).statusCode).toBe(200);
    expect((await shopper.signOut()).statusCode).toBe(200);
    expect((await sameBrowserOnFirst.get('/api/orders')).statusCode).toBe(401);
    await seenBy(ownOrders, 401);
  });
});
