import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DashboardSummary } from '@alankar/shared/dashboard-schemas';
import type { Order } from '@alankar/shared/order-schemas';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { insertProduct } from '../db/factories';
import { orders } from '../db/schema';
import { createDashboardService } from './dashboard-service';

const STAFF = { email: 'overview-owner@alankar.test', password: 'overview-owner-password' };
const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
});

type Visitor = ReturnType<typeof visitor>;
const DAY_MS = 24 * 60 * 60 * 1000;

async function customer(name: string): Promise<Visitor & { name: string; email: string }> {
  const email = `${name.split(' ')[0]!.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
  const person = visitor(shop.app, { ip: '203.0.113.40' });
  expect((await person.signUp({ name, email, password: 'customer-password' })).statusCode).toBe(200);
  return Object.assign(person, { name, email });
}

async function staff(): Promise<Visitor> {
  const person = visitor(shop.app, { ip: '198.51.100.40' });
  expect((await person.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
  return person;
}

let trxSequence = 0;
const newTrxId = () => `DASH${String((trxSequence += 1)).padStart(6, '0')}`;

async function placeOrder(
  buyer: Visitor & { name: string; email: string },
  productId: string,
  { quantity = 1, bkash = false } = {},
): Promise<Order> {
  const response = await buyer.post('/api/orders', {
    items: [{ _id: productId, quantity }],
    shippingAddress: {
      name: buyer.name,
      customerEmail: buyer.email,
      number: '01711-223344',
      address: 'House 12, Road 5, Dhanmondi',
      city: 'Dhaka',
    },
    ...(bkash
      ? { paymentMethod: 'bkash', trxID: newTrxId(), bkashNumber: '01811-223344', agreed: true }
      : { paymentMethod: 'cash-on-delivery' }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ order: Order }>().order;
}

async function moveTo(by: Visitor, order: Order, ...statuses: string[]) {
  for (const status of statuses) expect((await by.put(`/api/orders/${order._id}`, { status })).statusCode).toBe(200);
}

/** Moves an order's placing time back, as if it had been placed then. */
async function placedAt(order: Order, when: Date) {
  await shop.database.db.update(orders).set({ createdAt: when }).where(eq(orders.id, order._id));
}

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const revenueOf = (...placed: Order[]) => placed.reduce((sum, order) => sum + order.total, 0);

function dhakaDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(instant);
}

describe('GET /api/dashboard/summary', () => {
  it('adds up orders and revenue by Dhaka day, counts statuses and lists what needs doing', async () => {
    const { db } = shop.database;
    const ring = await insertProduct(db, { title: 'Ruby Ring', price: 1250, stock: 10 });
    const chain = await insertProduct(db, { title: 'Silver Chain', price: 600, stock: 10 });
    const pearl = await insertProduct(db, { title: 'Pearl Drop Earrings', stock: 2 });
    const stud = await insertProduct(db, { title: 'Gold Stud', stock: 0 });
    await insertProduct(db, { title: 'Archived Bangle', stock: 1, archivedAt: new Date() });
    await insertProduct(db, { title: 'Plenty Left', stock: 4 });

    const nusrat = await customer('Nusrat Jahan');
    const tania = await customer('Tania Rahman');
    const owner = await staff();

    const cash = await placeOrder(nusrat, ring.id);
    const bkash = await placeOrder(tania, chain.id, { bkash: true });
    const cancelled = await placeOrder(nusrat, ring.id);
    await moveTo(owner, cancelled, 'cancelled');
    const cancelledBkash = await placeOrder(tania, chain.id, { bkash: true });
    await moveTo(owner, cancelledBkash, 'cancelled');
    const lastWeek = await placeOrder(nusrat, chain.id, { quantity: 2 });
    await moveTo(owner, lastWeek, 'confirmed');
    await placedAt(lastWeek, daysAgo(6));
    const lastMonth = await placeOrder(tania, ring.id);
    await moveTo(owner, lastMonth, 'confirmed', 'shipped', 'delivered');
    await placedAt(lastMonth, daysAgo(20));
    const longAgo = await placeOrder(nusrat, chain.id);
    await placedAt(longAgo, daysAgo(40));

    const response = await owner.get('/api/dashboard/summary');
    expect(response.statusCode).toBe(200);
    const summary = response.json<DashboardSummary>();

    expect(summary.sales).toEqual({
      today: { orders: 4, revenue: revenueOf(cash, bkash) },
      last7Days: { orders: 5, revenue: revenueOf(cash, bkash, lastWeek) },
      last30Days: { orders: 6, revenue: revenueOf(cash, bkash, lastWeek, lastMonth) },
    });
    expect(summary.ordersByStatus).toEqual({ pending: 3, confirmed: 1, shipped: 0, delivered: 1, returned: 0, cancelled: 2 });
    expect(summary.waitingPayments).toEqual({
      count: 1,
      orders: [
        {
          _id: bkash._id,
          number: bkash.number,
          customer: 'Tania Rahman',
          amount: bkash.total,
          trxID: bkash.trxID,
          paymentMethod: 'bkash',
          createdAt: bkash.createdAt,
        },
      ],
    });
    expect(summary.lowStock).toEqual({
      count: 2,
      products: [
        { _id: stud.id, title: 'Gold Stud', variantId: expect.any(String), variantTitle: '', stock: 0 },
        { _id: pearl.id, title: 'Pearl Drop Earrings', variantId: expect.any(String), variantTitle: '', stock: 2 },
      ],
    });
    expect(summary.latestOrders.map((order) => order.number)).toEqual(
      [cancelledBkash, cancelled, bkash, cash, lastWeek].map((order) => order.number),
    );
    expect(summary.latestOrders[2]).toEqual({
      _id: bkash._id,
      number: bkash.number,
      customer: 'Tania Rahman',
      total: bkash.total,
      order_status: 'pending',
      payment_status: 'verifying',
      createdAt: bkash.createdAt,
    });

    // Thirty days, oldest first, ending today in Dhaka, with the quiet days as zeros.
    expect(summary.daily).toHaveLength(30);
    expect(summary.daily.at(-1)?.date).toBe(dhakaDate(new Date(summary.asOf)));
    expect(summary.daily[0]?.date).toBe(dhakaDate(new Date(Date.parse(summary.asOf) - 29 * DAY_MS)));
    const busyDays = summary.daily.filter((day) => day.orders > 0);
    expect(busyDays).toEqual([
      { date: dhakaDate(daysAgo(20)), orders: 1, revenue: lastMonth.total },
      { date: dhakaDate(daysAgo(6)), orders: 1, revenue: lastWeek.total },
      { date: dhakaDate(new Date(summary.asOf)), orders: 4, revenue: revenueOf(cash, bkash) },
    ]);
    expect(summary.daily.filter((day) => day.orders === 0).every((day) => day.revenue === 0)).toBe(true);
  });

  it('is for staff only', async () => {
    const signedOut = await visitor(shop.app).get('/api/dashboard/summary');
    expect(signedOut.statusCode).toBe(401);
    const shopper = await customer('Curious Shopper');
    const response = await shopper.get('/api/dashboard/summary');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });
});

describe('the dashboard service', () => {
  it('starts each day at midnight in Dhaka (UTC+6), not UTC', async () => {
    const piece = await insertProduct(shop.database.db, { price: 700, stock: 5 });
    const buyer = await customer('Late Night Buyer');
    const justAfterMidnight = await placeOrder(buyer, piece.id);
    const justBeforeMidnight = await placeOrder(buyer, piece.id);
    // 00:30 and 23:30 in Dhaka, on either side of its midnight between 9 and 10 March 2020.
    await placedAt(justAfterMidnight, new Date('2020-03-09T18:30:00Z'));
    await placedAt(justBeforeMidnight, new Date('2020-03-09T17:30:00Z'));

    const noonInDhaka = createDashboardService(shop.database.db, {
      now: () => new Date('2020-03-10T06:00:00Z'),
      failedJobs: () => shop.app.services.jobs.failed(),
      backups: async () => ({ last: null, failure: null, warning: null, nightlyAt: null }),
    });
    const staffViewer = { id: 'staff', email: STAFF.email, name: 'Owner', image: null, role: 'admin' as const };
    const summary = await noonInDhaka.summary(staffViewer);
    expect(summary.sales.today).toEqual({ orders: 1, revenue: justAfterMidnight.total });
    expect(summary.sales.last7Days).toEqual({ orders: 2, revenue: revenueOf(justAfterMidnight, justBeforeMidnight) });
    // 2020 is a leap year: thirty days back from 10 March is 10 February.
    expect(summary.daily[0]?.date).toBe('2020-02-10');
    expect(summary.daily.slice(-2)).toEqual([
      { date: '2020-03-09', orders: 1, revenue: justBeforeMidnight.total },
      { date: '2020-03-10', orders: 1, revenue: justAfterMidnight.total },
    ]);

    await expect(noonInDhaka.summary({ ...staffViewer, role: 'user' })).rejects.toMatchObject({ code: 'forbidden' });
  });
});
