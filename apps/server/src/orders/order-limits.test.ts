import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DashboardSummary } from '@alankar/shared/dashboard-schemas';
import type { Order } from '@alankar/shared/order-schemas';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { signedUpShopper, type Shopper } from '../../test/shopper';
import { insertProduct } from '../db/factories';
import { orders, products } from '../db/schema';
import { rowsOf } from '../db/rows';
import { addressKey, forgetOldTallies } from './order-limits';

const STAFF = { email: 'limits-owner@alankar.test', password: 'limits-owner-password' };
const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
  ORDERS_PER_DAY: '3',
  UNPAID_PIECES_PER_SHOPPER: '5',
});

let staff: ReturnType<typeof visitor>;
beforeAll(async () => {
  staff = visitor(shop.app, { ip: '198.51.100.41' });
  expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
});

let phones = 0;
/** A phone number no other test uses. */
const freshPhone = () => `0171${String(1_000_000 + (phones += 1) + Math.floor(Math.random() * 1000) * 100).slice(-7)}`;

async function order(
  buyer: Shopper,
  { phone = freshPhone(), address = `House ${randomUUID().slice(0, 6)}, Road 3`, quantity = 1 } = {},
) {
  const piece = await insertProduct(shop.database.db, { stock: 50 });
  return buyer.post('/api/orders', {
    items: [{ _id: piece.id, quantity }],
    shippingAddress: { name: buyer.name, customerEmail: buyer.email, number: phone, address, city: 'Dhaka' },
    paymentMethod: 'cash-on-delivery',
  });
}

const TOO_MANY =
  'This account, phone number or address has placed 3 orders today, the most one shopper can in a day. Please message us on WhatsApp and we will take your order.';

describe('order limits', () => {
  it('stop a fourth order in a day from one account, one phone number or one address', async () => {
    const buyer = await signedUpShopper(shop.app);
    for (let i = 0; i < 3; i += 1) expect((await order(buyer)).statusCode).toBe(201);
    const fourth = await order(buyer);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(TOO_MANY);

    // Other accounts, one phone number.
    const phone = freshPhone();
    for (let i = 0; i < 3; i += 1)
      expect((await order(await signedUpShopper(shop.app), { phone })).statusCode).toBe(201);
    expect((await order(await signedUpShopper(shop.app), { phone })).statusCode).toBe(429);

    // Other accounts and phones, one address however it is typed.
    for (const address of ['Flat 4B, Road 12, Banani', 'flat 4b,  road 12, banani', 'FLAT 4B, ROAD 12, BANANI'])
      expect((await order(await signedUpShopper(shop.app), { address })).statusCode).toBe(201);
    expect((await order(await signedUpShopper(shop.app), { address: 'Flat 4B, Road 12,   Banani' })).statusCode).toBe(
      429,
    );
  });

  it('cap the pieces one shopper’s unpaid orders hold, and free them when an order is cancelled', async () => {
    const buyer = await signedUpShopper(shop.app);
    const first = await order(buyer, { quantity: 4 });
    expect(first.statusCode).toBe(201);
    const more = await order(buyer, { quantity: 2 });
    expect(more.statusCode).toBe(409);
    expect(more.json().error.message).toBe(
      'Your unpaid orders already hold 4 pieces; one shopper can hold at most 5 at a time. Pay for or cancel an order first, or message us on WhatsApp.',
    );
    expect(
      (await staff.put(`/api/orders/${first.json<{ insertedId: string }>().insertedId}`, { status: 'cancelled' }))
        .statusCode,
    ).toBe(200);
    expect((await order(buyer, { quantity: 2 })).statusCode).toBe(201);
  });

  it('count a guest by phone and address, with the accounts that order to the same phone', async () => {
    const guest = (number: string, address: string, quantity = 1) =>
      insertProduct(shop.database.db, { stock: 50 }).then((piece) =>
        visitor(shop.app, { ip: '198.51.100.42' }).post('/api/orders', {
          items: [{ _id: piece.id, quantity }],
          shippingAddress: { name: 'Guest Shopper', number, address, city: 'Dhaka' },
          paymentMethod: 'cash-on-delivery',
        }),
      );
    const phone = freshPhone();
    expect((await guest(phone, 'House 1, Road 9')).statusCode).toBe(201);
    expect((await order(await signedUpShopper(shop.app), { phone })).statusCode).toBe(201);
    expect((await guest(phone, 'House 2, Road 9')).statusCode).toBe(201);
    const fourth = await guest(phone, 'House 3, Road 9');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(TOO_MANY);

    const address = `House ${randomUUID().slice(0, 6)}, Road 10`;
    for (let i = 0; i < 3; i += 1) expect((await guest(freshPhone(), address)).statusCode).toBe(201);
    expect((await guest(freshPhone(), address)).statusCode).toBe(429);

    // Unpaid pieces on one phone count together, a guest's and an account's.
    const shared = freshPhone();
    expect((await guest(shared, `House ${randomUUID().slice(0, 6)}`, 3)).statusCode).toBe(201);
    const more = await order(await signedUpShopper(shop.app), { phone: shared, quantity: 3 });
    expect(more.statusCode).toBe(409);
    expect(more.json().error.message).toMatch(/^Your unpaid orders already hold 3 pieces/);
  });

  it('forget a day’s orders after a day, but not the pieces unpaid orders still hold', async () => {
    const buyer = await signedUpShopper(shop.app);
    const placed = [];
    for (let i = 0; i < 3; i += 1) placed.push(await order(buyer));
    expect((await order(buyer)).statusCode).toBe(429);
    await shop.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(
        inArray(
          orders.id,
          placed.map((answer) => answer.json<{ insertedId: string }>().insertedId),
        ),
      );
    expect((await order(buyer)).statusCode).toBe(201);
    const over = await order(buyer, { quantity: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toMatch(/^Your unpaid orders already hold 4 pieces/);
  });

  it('keep each shopper’s tallies equal to a count of their orders, whatever changes them', async () => {
    const buyer = await signedUpShopper(shop.app);
    const phone = freshPhone();
    const address = `House ${randomUUID().slice(0, 6)}, Road 11`;
    const placed = [];
    for (const quantity of [2, 1, 1]) {
      const answer = await order(buyer, { phone, address, quantity });
      expect(answer.statusCode, answer.body).toBe(201);
      placed.push(answer.json<{ insertedId: string }>().insertedId);
    }
    const [cancelled, paid, old] = placed as [string, string, string];
    // All in one hour, then one moved three days back, so the hours counted don't depend on when the test runs.
    const now = new Date();
    await shop.database.db.update(orders).set({ createdAt: now }).where(inArray(orders.id, placed));
    expect((await staff.put(`/api/orders/${cancelled}`, { status: 'cancelled' })).statusCode).toBe(200);
    await shop.database.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, paid));
    await shop.database.db
      .update(orders)
      .set({ createdAt: new Date(now.getTime() - 3 * 86_400_000) })
      .where(eq(orders.id, old));
    const [{ userId }] = (await shop.database.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, old))) as [{ userId: string }];
    const keys = [`account:${userId}`, `phone:${phone}`, `address:${addressKey(address)}`];

    // What the orders themselves say, counted as the trigger counts them.
    type Tally = { key: string; hour: number; orders: number; unpaid: number };
    const recount = async () =>
      rowsOf<Tally>(
        await shop.database.db.execute(sql`
          select shopper.key, floor(extract(epoch from placed.created_at) / 3600)::int as hour,
                 count(*)::int as orders, sum(shopper.unpaid)::int as unpaid
          from orders placed, lateral (values
            ('account:' || placed.user_id, case when placed.order_status = 'pending'
              and placed.payment_status in ('un-paid', 'verifying') then placed.pieces else 0 end),
            ('phone:' || placed.shipping_phone, case when placed.order_status = 'pending'
              and placed.payment_status in ('un-paid', 'verifying') then placed.pieces else 0 end),
            ('address:' || placed.shipping_address_key, 0)) as shopper (key, unpaid)
          where shopper.key in (${keys[0]}, ${keys[1]}, ${keys[2]})
          group by 1, 2 order by 1, 2`),
      );
    const tallies = async () =>
      rowsOf<Tally>(
        await shop.database.db.execute(sql`
          select key, hour, orders, unpaid_pieces as unpaid from order_tallies
          where key in (${keys[0]}, ${keys[1]}, ${keys[2]}) and (orders <> 0 or unpaid_pieces <> 0)
          order by 1, 2`),
      );
    const counted = await recount();
    // Two hours for each shopper key: today's (two orders, two unpaid pieces) and three days ago (one, one).
    expect(counted).toHaveLength(6);
    expect(counted.filter((row) => row.key === `phone:${phone}`).map(({ orders, unpaid }) => [orders, unpaid])).toEqual(
      [
        [1, 1],
        [2, 0],
      ],
    );
    expect(await tallies()).toEqual(counted);

    // An order made a guest's, then claimed by the account again, as a shopper proving their email does.
    await shop.database.db.update(orders).set({ userId: null }).where(eq(orders.id, paid));
    expect(await tallies()).toEqual(await recount());
    expect((await tallies()).find((row) => row.key === keys[0] && row.hour !== counted[0]!.hour)?.orders).toBe(1);
    await shop.database.db.update(orders).set({ userId }).where(eq(orders.id, paid));
    expect(await tallies()).toEqual(counted);

    // Tidying forgets the old hour's count but keeps the unpaid piece it holds, which the limits still read.
    const threeDaysAgo = counted[0]!.hour;
    await forgetOldTallies(shop.database.db);
    expect(await tallies()).toEqual(
      counted.filter((row) => !(row.key.startsWith('address:') && row.hour === threeDaysAgo)),
    );
    const over = await order(buyer, { phone, address, quantity: 5 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toMatch(/^Your unpaid orders already hold 1 piece;/);

    // Once that order is cancelled, its hour holds nothing and goes at the next tidy.
    await shop.database.db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, old));
    await forgetOldTallies(shop.database.db);
    expect(await tallies()).toEqual(counted.filter((row) => row.hour !== threeDaysAgo));
    expect((await order(buyer, { phone, address, quantity: 5 })).statusCode).toBe(201);
  });

  it('hold when one account sends ten orders at the same moment', async () => {
    const buyer = await signedUpShopper(shop.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(buyer)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 201, 201, 429, 429, 429, 429, 429, 429, 429,
    ]);
  });
});

describe('cash-on-delivery orders nobody confirmed', () => {
  it('show on the overview after a day, and staff cancel them at once, their pieces back in stock', async () => {
    const buyer = await signedUpShopper(shop.app);
    const placed = await Promise.all([order(buyer), order(buyer)]);
    const ids = placed.map((answer) => answer.json<{ insertedId: string }>().insertedId);
    const [kept, prepaid] = await Promise.all([
      order(await signedUpShopper(shop.app)),
      order(await signedUpShopper(shop.app)),
    ]);
    const shipped = kept.json<{ insertedId: string }>().insertedId;
    const paid = prepaid.json<{ insertedId: string }>().insertedId;
    await shop.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(inArray(orders.id, [...ids, shipped, paid]));
    await shop.database.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, paid));
    for (const status of ['confirmed', 'shipped']) await staff.put(`/api/orders/${shipped}`, { status });

    const summary = (await staff.get('/api/dashboard/summary')).json<DashboardSummary>();
    expect(summary.unconfirmedOrders.orders.map((one) => one._id)).toEqual(expect.arrayContaining(ids));
    expect(summary.unconfirmedOrders.orders.map((one) => one._id)).not.toContain(shipped);
    const listed = (await staff.get('/api/orders?status=pending&paymentMethod=cash-on-delivery&olderThanDays=1')).json<{
      orders: Order[];
    }>();
    expect(listed.orders.map((one) => one._id)).toEqual(expect.arrayContaining(ids));

    const stockBefore = await stockOf(ids);
    const cancelled = await staff.post('/api/orders/cancellations', { ids: [...ids, shipped, paid] });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const numberOf = async (id: string) => (await staff.get(`/api/orders/${id}`)).json<Order>().number;
    expect(cancelled.json()).toEqual({
      cancelled: ids,
      refused: [
        { _id: shipped, reason: `Order #${await numberOf(shipped)} is shipped, so it can't be cancelled.` },
        {
          _id: paid,
          reason: `Order #${await numberOf(paid)} has a payment on it: cancel it on its own, where the money can be given back.`,
        },
      ],
    });
    expect((await staff.get(`/api/orders/${paid}`)).json<Order>().order_status).toBe('pending');
    expect(await stockOf(ids)).toEqual(stockBefore.map((stock) => stock + 1));
    expect((await buyer.post('/api/orders/cancellations', { ids })).statusCode).toBe(403);
  });
});

async function stockOf(orderIds: string[]): Promise<number[]> {
  const stocks = [];
  for (const id of orderIds) {
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
    const [line] = (
      await shop.app.inject({ url: `/api/orders/${row!.id}`, headers: { cookie: cookieOf(staff) } })
    ).json<Order>().items;
    const [piece] = await shop.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, line!._id));
    stocks.push(piece!.stock);
  }
  return stocks;
}

const cookieOf = (who: ReturnType<typeof visitor>) =>
  [...who.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
