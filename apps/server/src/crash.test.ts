import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedTestDatabase } from '../test/test-database';
import { freePort, startShop, type RunningShop } from '../test/running-shop';
import { insertProduct } from './db/factories';
import { jobs, orderEvents, orderLines, orders, products, productVariants } from './db/schema';

/**
 * Pulling the plug mid-load: 20 buyers place cash orders as fast as the shop takes them, the process is killed with
 * SIGKILL, and started again, five times. What it acknowledged must all be there, the stock must add up, and every
 * order's email must go out once.
 */
const ROUNDS = 5;
const BUYERS = 20;
const PIECES = 8;
const INITIAL_STOCK = 10_000;

let dataDir: string;
let database: Awaited<ReturnType<typeof createSharedTestDatabase>>;
const pieceIds: string[] = [];

/** What the mail stand-in received: each message's recipient and Message-ID. */
const delivered: { to: string; messageId: string }[] = [];
let smtp: SMTPServer;
let smtpPort: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'alankar-crash-'));
  database = await createSharedTestDatabase(dataDir);
  const handle = await database.open();
  for (let index = 0; index < PIECES; index += 1) {
    pieceIds.push((await insertProduct(handle.db, { stock: INITIAL_STOCK, price: 900 + index })).id);
  }
  await handle.close();

  smtpPort = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, done) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const messageId = raw.match(/^Message-ID:\s*(\S+)/im)?.[1] ?? '';
        for (const rcpt of session.envelope.rcptTo) delivered.push({ to: rcpt.address.toLowerCase(), messageId });
        done();
      });
    },
  });
  // A shop killed mid-send leaves its connection reset: that is the point, not a failure of the stand-in.
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const shopEnv = () => ({
  ...database.env,
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  ORDERS_PER_DAY: '1000',
  UNPAID_PIECES_PER_SHOPPER: '10000',
  // A job cut off by the kill is taken up again soon after the restart.
  JOB_LEASE_SECONDS: '3',
});

interface Acknowledged {
  id: string;
  email: string;
  quantities: Map<string, number>;
}

let sequence = 0;

/** One buyer placing orders one after another until the shop stops answering. */
async function buyer(shop: RunningShop, acknowledged: Acknowledged[]): Promise<void> {
  for (;;) {
    sequence += 1;
    const email = `crash-${sequence}@example.com`;
    const items = [0, 1].map((offset) => ({
      _id: pieceIds[(sequence + offset * 3) % PIECES]!,
      quantity: 1 + ((sequence + offset) % 3),
    }));
    let response: Response;
    try {
      response = await fetch(`${shop.origin}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: shop.origin },
        body: JSON.stringify({
          items,
          shippingAddress: {
            name: 'Crash Test',
            customerEmail: email,
            number: `017${String(10_000_000 + sequence).slice(-8)}`,
            address: `House ${sequence}, Road 4`,
            district: 'dhaka',
            area: 'dhaka-dhanmondi',
          },
          paymentMethod: 'cash-on-delivery',
        }),
      });
    } catch {
      return; // Killed: no answer.
    }
    const text = await response.text().catch(() => null);
    if (text === null) return;
    expect(response.status, text).toBe(201);
    const { order } = JSON.parse(text) as { order: { _id: string } };
    acknowledged.push({ id: order._id, email, quantities: new Map(items.map((item) => [item._id, item.quantity])) });
  }
}

describe('pulling the plug while orders come in', () => {
  it(
    `loses no acknowledged order, keeps stock whole and sends each email once, over ${ROUNDS} kills`,
    async () => {
      const acknowledged: Acknowledged[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const shop = await startShop(shopEnv());
        const before = acknowledged.length;
        const buyers = Array.from({ length: BUYERS }, () => buyer(shop, acknowledged));
        // Mid-load: once some orders of this round are in.
        await expect.poll(() => acknowledged.length - before, { timeout: 60_000, interval: 20 }).toBeGreaterThan(10);
        shop.process.kill('SIGKILL');
        expect(await shop.exited).toBe('SIGKILL');
        await Promise.all(buyers);
      }

      // Started once more, it sends what it still owed, then stops cleanly.
      const last = await startShop(shopEnv());
      // The embedded database is one process's at a time: the mailbox is watched while the shop runs.
      const emails = new Set(acknowledged.map((order) => order.email));
      await expect
        .poll(() => new Set(delivered.map((mail) => mail.to).filter((to) => emails.has(to))).size, {
          timeout: 60_000,
          interval: 200,
        })
        .toBe(emails.size);
      last.process.kill('SIGTERM');
      expect(await last.exited).toBe(0);

      const { db, close } = await database.open().then((handle) => ({ db: handle.db, close: () => handle.close() }));
      try {
        // Every acknowledged order, with its lines and its "placed" event.
        const ids = acknowledged.map((order) => order.id);
        const found = await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids));
        expect(found).toHaveLength(ids.length);
        const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids));
        for (const order of acknowledged) {
          const own = lines.filter((line) => line.orderId === order.id);
          expect(new Map(own.map((line) => [line.productId, line.quantity]))).toEqual(order.quantities);
        }
        const placed = await db
          .select({ orderId: orderEvents.orderId })
          .from(orderEvents)
          .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.kind, 'placed')));
        expect(new Set(placed.map((event) => event.orderId)).size).toBe(ids.length);

        // No order without lines, acknowledged or not (one whose answer the kill cut off).
        const bare = await db.execute(
          sql`select count(*)::int as bare from ${orders} where not exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
        );
        expect(JSON.stringify(bare)).toContain('"bare":0');

        // Stock is what it was, less every line of every order there is.
        const sold = await db
          .select({ productId: orderLines.productId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
          .from(orderLines)
          .groupBy(orderLines.productId);
        for (const id of pieceIds) {
          const taken = sold.find((row) => row.productId === id)?.quantity ?? 0;
          const [piece] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
          const [variant] = await db
            .select({ stock: productVariants.stock })
            .from(productVariants)
            .where(eq(productVariants.productId, id));
          expect({ piece: piece?.stock, variant: variant?.stock }).toEqual({
            piece: INITIAL_STOCK - taken,
            variant: INITIAL_STOCK - taken,
          });
        }

        // Each acknowledged order's email went out once: one message (retries keep its Message-ID) per order.
        for (const order of acknowledged) {
          const own = delivered.filter((mail) => mail.to === order.email);
          expect(new Set(own.map((mail) => mail.messageId)).size, order.email).toBe(1);
        }
        const [{ waiting } = { waiting: -1 }] = await db
          .select({ waiting: sql<number>`count(*)::int` })
          .from(jobs)
          .where(sql`${jobs.kind} = 'mail.send' and ${jobs.state} <> 'done'`);
        expect(waiting).toBe(0);
        expect(acknowledged.length).toBeGreaterThan(ROUNDS * 10);
      } finally {
        await close();
      }
    },
    10 * 60_000,
  );
});
