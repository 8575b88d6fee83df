/**
 * The database's own speed at taking orders: `buyers` loops, each placing one-piece orders for `seconds` with the
 * shop's own statements for an order (apps/server/src/orders/place-order.ts), one transaction each, through the
 * driver the shop opens as the shop opens it (`openClient`, `handleFor`): postgres.js on DATABASE_URL, or PGlite on
 * DATA_DIR (with the shop stopped). Lock the shopper's account, phone and address; read their tallies with the order
 * an idempotency key placed and the next number; read the piece and its sizes; take the size's stock with a
 * conditional decrement and the piece's with it; insert the order, its line, its first event and its email and SMS
 * jobs in one statement. No HTTP, no validation, no jobs run. Prints orders/s as JSON.
 * Usage: tsx bench/orders-baseline.ts <buyers> <seconds> <pieceId>...
 */
import { randomUUID } from 'node:crypto';
import type { Category } from '@alankar/shared/catalogue';
import { readConfig } from '../apps/server/src/config';
import { handleFor, openClient } from '../apps/server/src/db/client';
import { productVariants } from '../apps/server/src/db/schema';
import { encode } from '../apps/server/src/db/statements';
import type { NewJob } from '../apps/server/src/jobs/job-queue';
import { eventValues } from '../apps/server/src/orders/order-events';
import { HELD, LOCK_THREE } from '../apps/server/src/orders/order-limits';
import { PIECES_ON_SALE } from '../apps/server/src/orders/pieces-on-sale';
import { orderWrite } from '../apps/server/src/orders/place-order';
import { TAKE_FROM_PIECE, TAKE_FROM_VARIANT } from '../apps/server/src/products/stock';

type Row = Record<string, unknown>;
type Query = (text: string, params: unknown[]) => Promise<Row[]>;

const [buyers = '20', seconds = '10', ...pieces] = process.argv.slice(2);
if (pieces.length === 0) throw new Error('Usage: tsx bench/orders-baseline.ts <buyers> <seconds> <pieceId>...');

/**
 * One transaction on the driver's own client, set up as the shop's handle sets it up, its statements run as the shop's
 * are (prepared, on PostgreSQL).
 */
async function connect() {
  const opened = await openClient(readConfig().database);
  const handle = await handleFor(opened);
  if (opened.kind === 'postgres') {
    const { client } = opened;
    return {
      transaction: <T>(work: (query: Query) => Promise<T>) =>
        client.begin((tx) =>
          work((text, params) => tx.unsafe(text, params as never[], { prepare: true })),
        ) as Promise<T>,
      close: () => handle.close(),
    };
  }
  const { client } = opened;
  return {
    transaction: <T>(work: (query: Query) => Promise<T>) =>
      client.transaction((tx) => work(async (text, params) => (await tx.query<Row>(text, params)).rows)),
    close: () => handle.close(),
  };
}

const db = await connect();
const run = Date.now().toString(36);
// Each with a phone and an address of their own, as the shop's bench buyers have.
const people = Array.from({ length: Number(buyers) }, (_, index) => {
  const address = `House ${randomUUID().slice(0, 8)}, Road 1`;
  return {
    id: `bench-bare-${randomUUID()}`,
    email: `bare.${run}.${index}@example.com`,
    phone: `018${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    address,
    addressKey: address.toLowerCase(),
  };
});
type Person = (typeof people)[number];
for (const person of people) {
  await db.transaction((query) =>
    query('insert into users (id, name, email) values ($1, $2, $3)', [person.id, 'Bare Buyer', person.email]),
  );
}

/** The email and the SMS an order's shopper is sent, about as long as the shop's. */
function news(person: Person, number: number, total: number): NewJob[] {
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
    { kind: 'mail.send', payload: { to: person.email, subject: `We received your order #${number}`, text } },
    {
      kind: 'sms.send',
      payload: {
        to: person.phone,
        text: `Alankar: Order #${number} received. Please pay Tk ${total} in cash on delivery. Track: ${link}`,
        id: randomUUID(),
      },
    },
  ];
}

/** The order, its line and its first event, as the shop writes a one-piece cash order to Dhanmondi. */
function orderOf(person: Person, number: number, key: string, piece: Row, now: Date) {
  const price = piece['variant.price'] as number;
  const id = randomUUID();
  const order = {
    id,
    number,
    userId: person.id,
    userEmail: person.email,
    shippingName: 'Bare Buyer',
    shippingEmail: person.email,
    shippingPhone: person.phone,
    shippingAddress: person.address,
    shippingAddressKey: person.addressKey,
    shippingCity: 'Dhaka',
    shippingDistrict: 'dhaka',
    shippingArea: 'dhaka-dhanmondi',
    shippingZone: 'inside-dhaka',
    deliveryMinDays: 1,
    deliveryMaxDays: 2,
    shippingNote: '',
    paymentMethod: 'cash-on-delivery',
    trxId: null,
    bkashNumber: null,
    advanceDue: 0,
    advanceReason: null,
    advancePaidAt: null,
    receivedBackAt: null,
    orderStatus: 'pending',
    paymentStatus: 'un-paid',
    subtotal: price,
    shipping: 60,
    total: price + 60,
    discount: 0,
    discountCode: null,
    discountCodeId: null,
    lang: 'en',
    pieces: 1,
    idempotencyKey: key,
    createdAt: now,
    updatedAt: now,
  } as const;
  const line = {
    id: randomUUID(),
    orderId: id,
    position: 0,
    productId: piece['piece.id'] as string,
    title: piece['piece.title'] as string,
    titleBn: piece['piece.titleBn'] as string,
    category: piece['piece.category'] as Category,
    image: (piece['piece.images'] as string[])[0] ?? '',
    price,
    quantity: 1,
    variantId: piece['variant.id'] as string,
    variantTitle: '',
    variantTitleBn: '',
    sku: piece['variant.sku'] as string,
  };
  const placed = {
    id: randomUUID(),
    at: now,
    ...eventValues(
      id,
      { actor: 'customer', email: person.email },
      { from: null, to: 'pending' },
      { kind: 'placed', paymentMethod: 'cash-on-delivery' },
    ),
  };
  return orderWrite(order, [line], [placed], news(person, number, order.total));
}

let placed = 0;
let firstError: unknown;
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
            query(LOCK_THREE, [
              `orders:account:${person.id}`,
              `orders:phone:${person.phone}`,
              `orders:address:${person.addressKey}`,
            ]),
            query(HELD, [person.id, person.phone, person.addressKey, person.id, key, null]),
            query(PIECES_ON_SALE, [[pieceId]]),
          ]);
          if (!held || held.earlier || !piece || (piece['variant.stock'] as number) < 1) return false;
          const now = new Date();
          const at = encode(productVariants.updatedAt, now);
          const write = orderOf(person, held.number as number, key, piece, now);
          const [takenVariant, takenPiece] = await Promise.all([
            query(TAKE_FROM_VARIANT, [1, at, piece['variant.id']]),
            query(TAKE_FROM_PIECE, [1, at, piece['piece.id']]),
            query(write.text, write.params),
          ]);
          if (takenVariant.length === 0 || takenPiece.length === 0) throw new Error('sold out meanwhile');
          return true;
        })
        .catch((error: unknown) => {
          firstError ??= error;
          return false;
        });
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
// Stock running out is not the loop's failing; nothing placed at all is.
if (placed === 0) throw new Error(`the bare order loop placed no order: ${String(firstError)}`);
console.log(JSON.stringify({ ordersPerSecond: Math.round(placed / Number(seconds)), placed }));
