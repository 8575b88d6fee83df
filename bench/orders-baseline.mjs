// The database's own speed at taking orders: `buyers` loops, each placing one-piece orders for `seconds` with the
// SQL statements the shop issues for an order (apps/server/src/orders/place-order.ts), one transaction each, through
// the shop's driver: postgres.js on DATABASE_URL, or PGlite on DATA_DIR (with the shop stopped). Lock the shopper's
// account, phone and address; read their tallies with the order an idempotency key placed and the next number; read
// the piece and its sizes; take the size's stock with a conditional decrement and the piece's with it; insert the
// order, its line, its first event and its email and SMS jobs in one statement. No HTTP, no validation, no jobs run.
// Prints orders/s as JSON. Usage: node bench/orders-baseline.mjs <buyers> <seconds> <pieceId>...
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';

const [buyers = '20', seconds = '10', ...pieces] = process.argv.slice(2);

/** PGlite's Node filesystem with a real fsync, the way the shop's `DurableNodeFS` makes it. */
async function durableNodeFs(dir) {
  const { NodeFS } = await import('@electric-sql/pglite/nodefs');
  const { fsyncSync } = await import('node:fs');
  class DurableNodeFS extends NodeFS {
    async init(pg, options) {
      const { emscriptenOpts } = await super.init(pg, options);
      const flushToDisk = (module) => {
        module.NODEFS.stream_ops.fsync = (stream) => (stream.nfd === undefined ? 0 : (fsyncSync(stream.nfd), 0));
      };
      return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), flushToDisk] } };
    }
  }
  return new DurableNodeFS(dir);
}

async function connect() {
  if (process.env.DATABASE_URL) {
    const { default: postgres } = await import('postgres');
    const sql = postgres(process.env.DATABASE_URL, { max: 10, onnotice: () => {} });
    return {
      transaction: (work) => sql.begin((tx) => work((text, params) => tx.unsafe(text, params, { prepare: true }))),
      close: () => sql.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dataDir = resolve(process.env.DATA_DIR ?? './data', 'db');
  // As the shop opens it: each commit flushed to the disk (apps/server/src/db/durable-node-fs.ts), unless
  // BENCH_FSYNC=off asks for PGlite's own defaults, to measure what that costs.
  const durable = process.env.BENCH_FSYNC !== 'off';
  const db = durable
    ? await PGlite.create({
        fs: await durableNodeFs(dataDir),
        extensions: { pg_trgm },
        startParams: [
          ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
          ...['-c', 'fsync=on', '-c', 'wal_sync_method=fsync'],
        ],
      })
    : await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return {
    transaction: (work) => db.transaction((tx) => work(async (text, params) => (await tx.query(text, params)).rows)),
    close: () => db.close(),
  };
}

const db = await connect();
const run = Date.now().toString(36);
// Each with a phone and an address of their own, as the shop's bench buyers have.
const people = Array.from({ length: Number(buyers) }, (_, index) => ({
  id: `bench-bare-${randomUUID()}`,
  email: `bare.${run}.${index}@example.com`,
  phone: `018${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  address: `House ${randomUUID().slice(0, 8)}, Road 1`,
}));
for (const person of people) person.addressKey = person.address.toLowerCase();
for (const person of people) {
  await db.transaction((query) =>
    query('insert into users (id, name, email) values ($1, $2, $3)', [person.id, 'Bare Buyer', person.email]),
  );
}

// As `LOCK_THREE` and `HELD` in apps/server/src/orders/order-limits.ts.
const LOCK =
  'select pg_advisory_xact_lock(hashtext($1)), pg_advisory_xact_lock(hashtext($2)), ' +
  'pg_advisory_xact_lock(hashtext($3))';
const TODAY = 'hour >= floor(extract(epoch from now()) / 3600) - 24';
const HELD = `
  select coalesce(sum(orders) filter (where key = 'account:' || $1 and ${TODAY}), 0)::int as by_account,
         coalesce(sum(orders) filter (where key = 'phone:' || $2 and ${TODAY}), 0)::int as by_phone,
         coalesce(sum(orders) filter (where key = 'address:' || $3 and ${TODAY}), 0)::int as by_address,
         greatest(coalesce(sum(unpaid_pieces) filter (where key = 'account:' || $1), 0),
                  coalesce(sum(unpaid_pieces) filter (where key = 'phone:' || $2), 0))::int as unpaid_pieces,
         (select id from orders where coalesce(user_id, shipping_phone) = $4 and idempotency_key = $5) as earlier,
         exists (select 1 from orders where trx_id = $6) as trx_used,
         nextval('order_numbers')::int as number
  from order_tallies
  where key in ('account:' || $1, 'phone:' || $2, 'address:' || $3)`;
// As `PIECES_ON_SALE` in apps/server/src/orders/pieces-on-sale.ts.
const PIECES = `select p.id, p.title, p.title_bn, p.category, p.images, p.price, p.sale_price, p.sale_starts_at,
    p.sale_ends_at, p.options, p.stock, v.id as variant_id, v.product_id, v.sku, v.options as variant_options,
    v.combination, v.price as variant_price, v.sale_price as variant_sale_price, v.stock as variant_stock, v.position,
    v.created_at, v.updated_at
  from product_variants v inner join products p on p.id = v.product_id
  where v.product_id = any($1) and p.archived_at is null
  order by v.position, v.id`;
// As `takeStock` in apps/server/src/products/stock.ts.
const TAKE_VARIANT =
  'update product_variants set stock = stock - $1, updated_at = $2 where id = $3 and stock >= $1 returning id';
const TAKE_PIECE =
  'update products set stock = stock - $1, updated_at = $2 ' +
  'where id = $3 and archived_at is null and stock >= $1 returning id';
// As `writeOrder` in apps/server/src/orders/place-order.ts, for one line, one event and the email and SMS jobs.
const WRITE_ORDER = `with placed_order as (
    insert into orders (id, number, user_id, user_email, shipping_name, shipping_email, shipping_phone,
      shipping_address, shipping_address_key, shipping_city, shipping_district, shipping_area, shipping_zone,
      delivery_min_days, delivery_max_days, shipping_note, payment_method, trx_id, bkash_number, advance_due,
      advance_reason, advance_paid_at, received_back_at, order_status, payment_status, subtotal, shipping, total,
      discount, discount_code, discount_code_id, lang, pieces, idempotency_key, created_at, updated_at)
    values ($1, $2, $3, $4, 'Bare Buyer', $4, $5, $6, $7, 'Dhaka', 'dhaka', 'dhaka-dhanmondi', 'inside-dhaka', 1, 2, '',
      'cash-on-delivery', null, null, 0, null, null, null, 'pending', 'un-paid', $8, 60, $9, 0, null, null, 'en', 1,
      $10, $11, $11)
    returning id),
  placed_lines as (
    insert into order_lines (id, order_id, position, product_id, title, title_bn, category, image, price, quantity,
      variant_id, variant_title, variant_title_bn, sku)
    values ($12, $1, 0, $13, $14, $15, $16, $17, $8, 1, $18, '', '', $19)),
  placed_events as (
    insert into order_events (id, at, order_id, actor, by_email, from_status, to_status, kind, data)
    values ($20, $11, $1, 'customer', $4, null, 'pending', 'placed', '{"paymentMethod":"cash-on-delivery"}')),
  queued_news as (
    insert into jobs (kind, payload, key, run_at, max_attempts)
    values ('mail.send', $21, null, default, default), ('sms.send', $22, null, default, default)
    on conflict (key) where state in ('queued', 'running') do nothing)
  select id from placed_order`;

/** The email and the SMS an order's shopper is sent, about as long as the shop's. */
function news(person, number, total) {
  const link = `http://localhost:3000/o/${number}/${randomUUID().slice(0, 10)}`;
  const text = [
    'Hello Bare Buyer,',
    `Thank you for your order #${number}.`,
    `  1 × A piece — Tk ${total - 60}`,
    `  Subtotal: Tk ${total - 60}\n  Delivery: Tk 60\n  Total: Tk ${total}`,
    `Payment: Cash on delivery. Please keep Tk ${total} ready: you pay the courier in cash when your parcel arrives.`,
    `Delivery to: ${person.address}, Dhanmondi, Dhaka, within 1–2 days of confirmation.`,
    `See your order and where it is at any time: ${link}`,
    'Questions? Reply to this email or message us on WhatsApp.',
    'Alankar',
  ].join('\n\n');
  return [
    JSON.stringify({ to: person.email, subject: `We received your order #${number}`, text }),
    JSON.stringify({
      to: person.phone,
      text: `Alankar: Order #${number} received. Please pay Tk ${total} in cash on delivery. Track: ${link}`,
      id: randomUUID(),
    }),
  ];
}

let placed = 0;
const until = Date.now() + Number(seconds) * 1000;
await Promise.all(
  people.map(async (person, index) => {
    for (let turn = 0; Date.now() < until; turn += 1) {
      const pieceId = pieces[(index + turn) % pieces.length];
      const key = randomUUID();
      const ok = await db
        .transaction(async (query) => {
          // Two trips, as the shop sends them (pipelined on PostgreSQL): everything read, then everything written.
          const [, [held], [piece]] = await Promise.all([
            query(LOCK, [
              `orders:account:${person.id}`,
              `orders:phone:${person.phone}`,
              `orders:address:${person.addressKey}`,
            ]),
            query(HELD, [person.id, person.phone, person.addressKey, person.id, key, null]),
            query(PIECES, [[pieceId]]),
          ]);
          if (held.earlier || !piece || piece.variant_stock < 1) return false;
          const now = new Date();
          const price = piece.variant_price;
          const [mail, sms] = news(person, held.number, price + 60);
          const [takenVariant, takenPiece] = await Promise.all([
            query(TAKE_VARIANT, [1, now, piece.variant_id]),
            query(TAKE_PIECE, [1, now, piece.id]),
            query(WRITE_ORDER, [
              randomUUID(),
              held.number,
              person.id,
              person.email,
              person.phone,
              person.address,
              person.addressKey,
              price,
              price + 60,
              key,
              now,
              randomUUID(),
              piece.id,
              piece.title,
              piece.title_bn,
              piece.category,
              piece.images[0] ?? '',
              piece.variant_id,
              piece.sku,
              randomUUID(),
              mail,
              sms,
            ]),
          ]);
          if (takenVariant.length === 0 || takenPiece.length === 0) throw new Error('sold out meanwhile');
          return true;
        })
        .catch(() => false);
      if (ok) placed += 1;
    }
  }),
);
// Nobody is to be sent the loop's email and SMS should the shop start again on this database.
await db.transaction((query) =>
  query(`update jobs set state = 'done' where state = 'queued' and payload->>'to' = any($1)`, [
    people.flatMap((person) => [person.email, person.phone]),
  ]),
);
await db.close();
console.log(JSON.stringify({ ordersPerSecond: Math.round(placed / Number(seconds)), placed }));
