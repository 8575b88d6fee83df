import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { pgliteHandle, postgresHandle, type DatabaseHandle } from './client';
import { migrate } from './migrate';
import { rowsOf } from './rows';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** An empty database (PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise) and a way to drop it. */
async function emptyDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    return { handle: await pgliteHandle(client), drop: () => client.close() };
  }
  const name = `alankar_migrations_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const client = postgres(url.toString(), { max: 2, onnotice: () => {} });
  return {
    handle: await postgresHandle(client),
    drop: async () => {
      await client.end();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The committed migrations up to and including `last`, in a folder of their own. */
async function migrationsUpTo(last: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'alankar-migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === last);
  journal.entries = journal.entries.slice(0, index + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

async function migrateWith(handle: DatabaseHandle, migrationsFolder: string) {
  if (handle.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/postgres-js/migrator');
    await run(handle.db as Parameters<typeof run>[0], { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as Parameters<typeof run>[0], { migrationsFolder });
  }
}

describe('moving order history to typed events', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let folder: string;
  const query = async <Row>(text: ReturnType<typeof sql>) => rowsOf<Row>(await database.handle.db.execute(text));

  beforeAll(async () => {
    database = await emptyDatabase();
    folder = await migrationsUpTo('0012_payment_attempts');
    await migrateWith(database.handle, folder);
    const { db } = database.handle;
    // A shop as it stood before: English notes in the history, providers' ids in orders.trx_id.
    await db.execute(sql`insert into users (id, name, email) values ('u1', 'Rima', 'rima@example.com')`);
    await db.execute(sql`insert into products (id, slug, title, category, price, stock, images)
      values ('00000000-0000-4000-8000-000000000001', 'ring', 'Ring', 'Finger Ring', 1200, 3, '{}')`);
    const order = (
      id: string,
      number: number,
      method: string,
      status: string,
      payment: string,
      trx: string | null,
      reference: string | null,
    ) =>
      db.execute(sql`insert into orders (id, number, user_id, user_email, shipping_name, shipping_email, shipping_phone,
        shipping_address, shipping_city, payment_method, trx_id, payment_reference, order_status, payment_status,
        subtotal, shipping, total)
        values (${id}, ${number}, 'u1', 'rima@example.com', 'Rima', 'rima@example.com', '01711223344', 'Road 1', 'Dhaka',
          ${method}, ${trx}, ${reference}, ${status}, ${payment}, 1200, 60, 1260)`);
    await order(
      '00000000-0000-4000-8000-00000000000a',
      100001,
      'bkash-checkout',
      'cancelled',
      'refunded',
      'BTRX123456',
      'TR0011PAID',
    );
    await order('00000000-0000-4000-8000-00000000000b', 100002, 'bkash', 'pending', 'verifying', 'MANUAL1234', null);
    await order('00000000-0000-4000-8000-00000000000c', 100003, 'sslcommerz', 'cancelled', 'un-paid', null, null);
    await db.execute(sql`insert into idempotency_keys (user_id, key, order_id)
      values ('u1', 'checkout-key-1', '00000000-0000-4000-8000-00000000000a')`);
    await db.execute(sql`update orders set shipping_address = ${'  House 5,\n ROAD   1 '} where number = 100003`);
    await db.execute(sql`insert into payment_attempts (reference, order_id, method, paid_at)
      values ('TR0011PAID', '00000000-0000-4000-8000-00000000000a', 'bkash-checkout', now()),
             ('TR0011OLD', '00000000-0000-4000-8000-00000000000a', 'bkash-checkout', null)`);
    await db.execute(sql`insert into refunds (order_id, amount, reason, by, state, reference)
      values ('00000000-0000-4000-8000-00000000000a', 1260, 'Order cancelled', 'owner@alankar.test', 'done', 'RTRX1')`);
    const note = (orderId: string, minutes: number, by: string, from: string | null, to: string, text: string | null) =>
      db.execute(sql`insert into order_status_changes (order_id, at, by, from_status, to_status, note)
        values (${orderId}, now() + make_interval(mins => ${minutes}), ${by}, ${from}, ${to}, ${text})`);
    const a = '00000000-0000-4000-8000-00000000000a';
    await note(a, 0, 'rima@example.com', null, 'pending', null);
    await note(
      a,
      1,
      'rima@example.com',
      'pending',
      'pending',
      'Payment changed from Card, Nagad, Rocket or bank to Pay with bKash',
    );
    await note(
      a,
      2,
      'system',
      'pending',
      'pending',
      'bKash payment of Tk 1,260 received, TrxID BTRX123456 (the order had been switched to Cash on delivery)',
    );
    await note(
      a,
      3,
      'system',
      'pending',
      'pending',
      'A second bKash payment of Tk 1,260 received, TrxID BTRX999999: give it back from bKash’s merchant panel',
    );
    await note(a, 4, 'owner@alankar.test', 'pending', 'cancelled', null);
    await note(
      a,
      5,
      'owner@alankar.test',
      'cancelled',
      'cancelled',
      'Tk 1,260 refunded through bKash (Order cancelled)',
    );
    const b = '00000000-0000-4000-8000-00000000000b';
    await note(b, 0, 'rima@example.com', null, 'pending', null);
    await note(
      b,
      1,
      'system',
      'pending',
      'pending',
      'SSLCommerz payment of Tk 1,260 received, bank transaction 2611RISKY. Held for a look before shipping: SSLCommerz marks it risky (Risky transaction) after the order was cancelled: refund it from the order’s page',
    );
    await note(b, 2, 'owner@alankar.test', 'pending', 'pending', 'Something staff once wrote by hand');
    const c = '00000000-0000-4000-8000-00000000000c';
    await note(c, 0, 'rima@example.com', null, 'pending', null);
    await note(c, 1, 'system', 'pending', 'cancelled', 'SSLCommerz payment not completed within 30 minutes');

    await migrate(database.handle);
  });
  afterAll(async () => {
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('keeps the checkout’s idempotency key on the order it placed', async () => {
    const keys = await query<{ number: number; idempotency_key: string | null }>(
      sql`select number, idempotency_key from orders order by number`,
    );
    expect(keys).toEqual([
      { number: 100001, idempotency_key: 'checkout-key-1' },
      { number: 100002, idempotency_key: null },
      { number: 100003, idempotency_key: null },
    ]);
  });

  it('keeps each shipping address as the order limits compare it', async () => {
    const keys = await query<{ number: number; shipping_address_key: string }>(
      sql`select number, shipping_address_key from orders order by number`,
    );
    expect(keys).toEqual([
      { number: 100001, shipping_address_key: 'road 1' },
      { number: 100002, shipping_address_key: 'road 1' },
      { number: 100003, shipping_address_key: 'house 5, road 1' },
    ]);
  });

  it('turns each English note into an event of its kind, with its facts as data', async () => {
    const events = await query<{
      order_id: string;
      actor: string;
      by_email: string | null;
      kind: string;
      data: unknown;
    }>(sql`select order_id, actor, by_email, kind, data from order_events order by order_id, at`);
    const of = (orderId: string) =>
      events.filter((event) => event.order_id === orderId).map(({ order_id: _id, ...rest }) => rest);
    expect(of('00000000-0000-4000-8000-00000000000a')).toEqual([
      { actor: 'customer', by_email: 'rima@example.com', kind: 'placed', data: { paymentMethod: 'sslcommerz' } },
      {
        actor: 'customer',
        by_email: 'rima@example.com',
        kind: 'payment_method_changed',
        data: { paymentFrom: 'sslcommerz', paymentTo: 'bkash-checkout' },
      },
      {
        actor: 'system',
        by_email: null,
        kind: 'payment_recorded',
        data: {
          method: 'bkash-checkout',
          amount: 1260,
          transactionId: 'BTRX123456',
          switchedFrom: 'cash-on-delivery',
          afterCancel: false,
          duplicate: false,
        },
      },
      {
        actor: 'system',
        by_email: null,
        kind: 'payment_recorded',
        data: {
          method: 'bkash-checkout',
          amount: 1260,
          transactionId: 'BTRX999999',
          switchedFrom: null,
          afterCancel: false,
          duplicate: true,
        },
      },
      { actor: 'staff', by_email: 'owner@alankar.test', kind: 'status_changed', data: {} },
      {
        actor: 'staff',
        by_email: 'owner@alankar.test',
        kind: 'refunded',
        data: { method: 'bkash-checkout', amount: 1260, reason: 'Order cancelled' },
      },
    ]);
    expect(of('00000000-0000-4000-8000-00000000000b').slice(1)).toEqual([
      {
        actor: 'system',
        by_email: null,
        kind: 'payment_review',
        data: {
          method: 'sslcommerz',
          amount: 1260,
          transactionId: '2611RISKY',
          switchedFrom: null,
          afterCancel: true,
          duplicate: false,
          reason: 'SSLCommerz marks it risky (Risky transaction)',
        },
      },
      {
        actor: 'staff',
        by_email: 'owner@alankar.test',
        kind: 'note',
        data: { text: 'Something staff once wrote by hand' },
      },
    ]);
    expect(of('00000000-0000-4000-8000-00000000000c')[1]).toEqual({
      actor: 'system',
      by_email: null,
      kind: 'expired',
      data: { method: 'sslcommerz', minutes: 30, providerGone: false },
    });
  });

  it('keeps each payment attempt as a payment, with the provider’s transaction id that orders.trx_id held', async () => {
    const payments = await query<{ reference: string; transaction_id: string | null; amount: number; paid: boolean }>(
      sql`select reference, transaction_id, amount, paid_at is not null as paid from payments order by reference`,
    );
    expect(payments).toEqual([
      { reference: 'TR0011OLD', transaction_id: null, amount: 1260, paid: false },
      { reference: 'TR0011PAID', transaction_id: 'BTRX123456', amount: 1260, paid: true },
    ]);
    const trx = await query<{ number: number; trx_id: string | null }>(
      sql`select number, trx_id from orders order by number`,
    );
    // The TrxID typed for bKash sent by hand stays; a provider's moved to its payment.
    expect(trx).toEqual([
      { number: 100001, trx_id: null },
      { number: 100002, trx_id: 'MANUAL1234' },
      { number: 100003, trx_id: null },
    ]);
    const [refund] = await query<{ reference: string }>(
      sql`select p.reference from refunds r join payments p on p.id = r.payment_id`,
    );
    expect(refund).toEqual({ reference: 'TR0011PAID' });
  });
});

describe('moving stock to variants', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let folder: string;
  const query = async <Row>(text: ReturnType<typeof sql>) => rowsOf<Row>(await database.handle.db.execute(text));
  const ring = '00000000-0000-4000-8000-000000000011';
  const chain = '00000000-0000-4000-8000-000000000012';

  beforeAll(async () => {
    database = await emptyDatabase();
    folder = await migrationsUpTo('0021_sale_prices');
    await migrateWith(database.handle, folder);
    const { db } = database.handle;
    // A shop as it stood before: stock on the pieces, an order's lines pointing at pieces.
    await db.execute(sql`insert into products (id, slug, title, category, price, stock, images)
      values (${ring}, 'ring', 'Ring', 'Finger Ring', 1200, 3, '{}'), (${chain}, 'chain', 'Chain', 'Necklaces', 900, 0, '{}')`);
    await db.execute(sql`insert into orders (id, number, user_email, shipping_name, shipping_email, shipping_phone,
        shipping_address, shipping_address_key, shipping_city, payment_method, order_status, payment_status, subtotal,
        shipping, total)
      values ('00000000-0000-4000-8000-0000000000aa', 100001, '', 'Rima', '', '01711223344', 'Road 1', 'road 1',
        'Dhaka', 'cash-on-delivery', 'pending', 'un-paid', 2100, 60, 2160)`);
    await db.execute(sql`insert into order_lines (order_id, position, product_id, title, category, image, price, quantity)
      values ('00000000-0000-4000-8000-0000000000aa', 0, ${ring}, 'Ring', 'Finger Ring', '', 1200, 1),
             ('00000000-0000-4000-8000-0000000000aa', 1, ${chain}, 'Chain', 'Necklaces', '', 900, 1)`);
    await migrate(database.handle);
  });
  afterAll(async () => {
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('gives every piece one variant with its price and stock, and points past orders’ lines at it', async () => {
    const variants = await query<{ product_id: string; options: string[]; price: number; stock: number }>(
      sql`select product_id, options, price, stock from product_variants order by price desc`,
    );
    expect(variants).toEqual([
      { product_id: ring, options: [], price: 1200, stock: 3 },
      { product_id: chain, options: [], price: 900, stock: 0 },
    ]);
    const lines = await query<{ title: string; matches: boolean; variant_title: string }>(
      sql`select l.title, l.variant_id = v.id as matches, l.variant_title from order_lines l
        join product_variants v on v.product_id = l.product_id order by l.position`,
    );
    expect(lines).toEqual([
      { title: 'Ring', matches: true, variant_title: '' },
      { title: 'Chain', matches: true, variant_title: '' },
    ]);
    const pieces = await query<{ price: number; max_price: number; stock: number }>(
      sql`select price, max_price, stock from products where id = ${ring}`,
    );
    expect(pieces).toEqual([{ price: 1200, max_price: 1200, stock: 3 }]);
  });

  it('sums a piece up from its variants whenever one is added, priced or removed', async () => {
    const { db } = database.handle;
    await db.execute(sql`insert into products (id, slug, title, category, price, stock, images, options)
      values ('00000000-0000-4000-8000-000000000013', 'band', 'Band', 'Finger Ring', 0, 0, '{}',
        '[{"name":"Ring size","nameBn":"","values":["6","7"]}]'::jsonb)`);
    const band = async () =>
      query<{ price: number; max_price: number; stock: number; variants: number }>(
        sql`select price, max_price, stock, (select count(*)::int from product_variants where product_id = products.id) as variants
          from products where slug = 'band'`,
      );
    // With options, no variant of its own.
    expect((await band())[0]?.variants).toBe(0);
    await db.execute(sql`insert into product_variants (product_id, options, combination, price, stock)
      values ('00000000-0000-4000-8000-000000000013', '{6}', '6', 1500, 2),
             ('00000000-0000-4000-8000-000000000013', '{7}', '7', 1650, 4)`);
    expect(await band()).toEqual([{ price: 1500, max_price: 1650, stock: 6, variants: 2 }]);
    await db.execute(sql`delete from product_variants where combination = '6'`);
    expect(await band()).toEqual([{ price: 1650, max_price: 1650, stock: 4, variants: 1 }]);
  });
});
