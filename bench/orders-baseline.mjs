// The database's own speed at taking orders: `buyers` loops, each placing one-piece orders for `seconds` with the same
// SQL statements the shop issues for an order (look for an order with the same idempotency key, read the piece, insert
// the order, its line and its first event, take the size's stock with a conditional decrement and the piece's with it), one transaction each, through the
// shop's driver: postgres.js on DATABASE_URL, or PGlite on DATA_DIR (with the shop stopped). No HTTP, no validation,
// no limits, no jobs. Prints orders/s as JSON.
// Usage: node bench/orders-baseline.mjs <buyers> <seconds> <pieceId>...
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
for (const person of people) {
  await db.transaction((query) =>
    query('insert into users (id, name, email) values ($1, $2, $3)', [person.id, 'Bare Buyer', person.email]),
  );
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
          const [earlier] = await query('select id from orders where user_id = $1 and idempotency_key = $2', [
            person.id,
            key,
          ]);
          if (earlier) return false;
          const [piece] = await query(
            `select p.id, p.title, p.category, p.images, v.price, v.stock, v.id as variant_id
             from products p join product_variants v on v.product_id = p.id
             where p.id = $1 and p.archived_at is null order by v.position limit 1`,
            [pieceId],
          );
          if (!piece || piece.stock < 1) return false;
          const [order] = await query(
            `insert into orders (user_id, user_email, shipping_name, shipping_email, shipping_phone, shipping_address,
             shipping_address_key, shipping_city, payment_method, order_status, payment_status, subtotal, shipping, discount, total,
             idempotency_key)
           values ($1, $2, 'Bare Buyer', $2, $5, $6, lower($6), 'Dhaka', 'cash-on-delivery', 'pending',
             'un-paid', $3, 0, 0, $3, $4) returning id, number`,
            [person.id, person.email, piece.price, key, person.phone, person.address],
          );
          await query(
            `insert into order_lines (order_id, position, product_id, title, category, image, price, quantity, variant_id)
           values ($1, 0, $2, $3, $4, $5, $6, 1, $7)`,
            [order.id, piece.id, piece.title, piece.category, piece.images[0] ?? '', piece.price, piece.variant_id],
          );
          await query(
            `insert into order_events (order_id, actor, by_email, from_status, to_status, kind, data)
           values ($1, 'customer', $2, null, 'pending', 'placed', '{"paymentMethod":"cash-on-delivery"}')`,
            [order.id, person.email],
          );
          // As the shop takes stock: the size's, by a conditional decrement, then its piece's, which sums its sizes'.
          const taken = await query(
            'update product_variants set stock = stock - 1, updated_at = now() where id = $1 and stock >= 1 returning stock',
            [piece.variant_id],
          );
          if (taken.length === 0) throw new Error('sold out meanwhile');
          await query('update products set stock = stock - 1, updated_at = now() where id = $1 and archived_at is null', [
            piece.id,
          ]);
          return true;
        })
        .catch(() => false);
      if (ok) placed += 1;
    }
  }),
);
await db.close();
console.log(JSON.stringify({ ordersPerSecond: Math.round(placed / Number(seconds)), placed }));
