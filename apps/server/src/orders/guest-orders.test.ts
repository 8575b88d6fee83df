import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Order, TrackedOrder } from '@alankar/shared/order-schemas';
import type { CartQuote } from '@alankar/shared/cart-schemas';
import { startSmsStandIn } from '../../../../e2e/support/sms-server.mjs';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { insertProduct } from '../db/factories';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { TRACK_LIMITS } from './tracking-limits';

const STAFF = { email: 'guest-orders-owner@alankar.test', password: 'guest-orders-owner-password' };
const sms = await startSmsStandIn({ apiToken: 'guest-orders-sms' });
afterAll(() => sms.close());
const env = {
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
  PUBLIC_URL: 'http://localhost:3000',
  SMS_PROVIDER: 'sslwireless',
  SMS_API_TOKEN: 'guest-orders-sms',
  SMS_SENDER_ID: 'ALANKAR',
  SMS_BASE_URL: sms.url,
};
const shop = useTestShop(env);

let phoneCounter = 0;
/** A phone number no other test in this file uses. */
const freshPhone = () => `0181${String(10_000_000 + (phoneCounter += 1)).slice(1)}`;

const guestAddress = (phone: string, place = { district: 'dhaka', area: 'dhaka-dhanmondi' }) => ({
  name: 'Shirin Akter',
  number: phone,
  address: 'House 7, Road 3',
  note: 'Call before coming',
  ...place,
});

async function guestOrder(phone = freshPhone(), place?: { district: string; area: string }, price = 1250) {
  const piece = await insertProduct(shop.database.db, { price, stock: 5 });
  const guest = visitor(shop.app, { ip: `198.51.100.${(phoneCounter % 200) + 1}` });
  const response = await guest.post('/api/orders', {
    items: [{ _id: piece.id, quantity: 1 }],
    shippingAddress: guestAddress(phone, place),
    paymentMethod: 'cash-on-delivery',
  });
  expect(response.statusCode, response.body).toBe(201);
  const { order, trackingUrl } = response.json<{ order: Order; trackingUrl: string }>();
  return { order, trackingUrl, token: new URL(trackingUrl, 'http://x').searchParams.get('t')!, phone, guest };
}

describe('a guest’s order', () => {
  it('is placed without an account, and opens by its signed link only', async () => {
    const { order, trackingUrl, token } = await guestOrder('+880 1811-000777');
    expect(order).toMatchObject({
      guest: true,
      user: '',
      shippingAddress: { number: '01811000777', customerEmail: '', district: 'dhaka', area: 'dhaka-dhanmondi', city: 'Dhaka' },
      delivery: {
        zone: 'inside-dhaka',
        minDays: 1,
        maxDays: 2,
        district: { name: 'Dhaka', bnName: 'ঢাকা' },
        area: { name: 'Dhanmondi', bnName: 'ধানমন্ডি' },
      },
      shipping: 60,
      total: 1310,
    });
    expect(trackingUrl).toMatch(new RegExp(`^/order-details/${order._id}\\?t=[\\w-]{32}$`));

    const stranger = visitor(shop.app, { ip: '198.51.100.250' });
    const opened = await stranger.get(`/api/orders/${order._id}?t=${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<Order>().number).toBe(order.number);
    expect((await stranger.get(`/api/orders/${order._id}`)).statusCode).toBe(404);
    // A link one character off (never the same character, or it would be the same link).
    const forged = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    expect((await stranger.get(`/api/orders/${order._id}?t=${forged}`)).statusCode).toBe(404);
    // One order's link opens no other.
    const other = await guestOrder();
    expect((await stranger.get(`/api/orders/${other.order._id}?t=${token}`)).statusCode).toBe(404);
  });

  it('gives back the same order for the same idempotency key from the same phone', async () => {
    const piece = await insertProduct(shop.database.db, { stock: 5 });
    const phone = freshPhone();
    const body = { items: [{ _id: piece.id, quantity: 1 }], shippingAddress: guestAddress(phone), paymentMethod: 'cash-on-delivery' };
    const place = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: body,
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'idempotency-key': `guest-${phone}` },
      });
    const first = await place();
    const again = await place();
    expect(first.statusCode).toBe(201);
    expect(again.json<{ order: Order }>().order._id).toBe(first.json<{ order: Order }>().order._id);
    // Another phone with the same key is another shopper's order.
    const other = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...body, shippingAddress: guestAddress(freshPhone()) },
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'idempotency-key': `guest-${phone}` },
    });
    expect(other.json<{ order: Order }>().order._id).not.toBe(first.json<{ order: Order }>().order._id);
  });
});

describe('a guest who later proves the email they ordered with', () => {
  it('finds those orders in My Orders, and no one else’s', async () => {
    const email = `later.${Date.now()}@example.com`;
    const piece = await insertProduct(shop.database.db, { stock: 5 });
    const guest = visitor(shop.app, { ip: '198.51.100.220' });
    const placed = await guest.post('/api/orders', {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: { ...guestAddress(freshPhone()), customerEmail: email },
      paymentMethod: 'cash-on-delivery',
    });
    const { order } = placed.json<{ order: Order }>();
    const someoneElses = await guestOrder();

    // An account with that email proves nothing by itself (anyone can type any email)…
    const owner = visitor(shop.app, { ip: '198.51.100.221' });
    expect((await owner.signUp({ name: 'Shirin Akter', email, password: 'shirin-password' })).statusCode).toBe(200);
    expect((await owner.get('/api/orders')).json<{ orders: Order[] }>().orders).toEqual([]);
    // …signing in with the link emailed to it does.
    expect((await owner.post('/api/auth/sign-in/magic-link', { email })).statusCode).toBe(200);
    const mail = shop.mail.findLast((message) => message.to === email)!;
    const link = new URL(/(http\S+)/.exec(mail.text)![1]!);
    expect((await owner.get(`${link.pathname}${link.search}`)).statusCode).toBe(302);
    const mine = (await owner.get('/api/orders')).json<{ orders: Order[] }>().orders;
    expect(mine.map((one) => one._id)).toEqual([order._id]);
    expect(mine.map((one) => one._id)).not.toContain(someoneElses.order._id);
    expect((await owner.get(`/api/orders/${order._id}`)).statusCode).toBe(200);
  });
});

describe('delivery zones', () => {
  it.each([
    ['Dhanmondi, Dhaka', { district: 'dhaka', area: 'dhaka-dhanmondi' }, 'inside-dhaka', 60, [1, 2]],
    ['Savar, Dhaka', { district: 'dhaka', area: 'dhaka-savar' }, 'dhaka-suburbs', 100, [2, 3]],
    ['Tongi, Gazipur', { district: 'gazipur', area: 'gazipur-tongi' }, 'dhaka-suburbs', 100, [2, 3]],
    ['Patiya, Chattogram', { district: 'chattogram', area: 'chattogram-patiya' }, 'outside-dhaka', 120, [3, 5]],
  ] as const)('prices %s as %s', async (_, place, zone, fee, [minDays, maxDays]) => {
    const piece = await insertProduct(shop.database.db, { price: 900, stock: 5 });
    const items = [{ _id: piece.id, quantity: 1 }];
    const quote = (await visitor(shop.app).post('/api/cart/quote', { items, ...place })).json<CartQuote>();
    expect(quote).toMatchObject({ shipping: fee, total: 900 + fee, delivery: { zone, minDays, maxDays } });
    const { order } = await guestOrder(freshPhone(), place, 900);
    expect(order).toMatchObject({ shipping: fee, total: 900 + fee, delivery: { zone, minDays, maxDays } });
  });

  it('quotes the lowest fee until the area is known, and refuses a place not on the list', async () => {
    const piece = await insertProduct(shop.database.db, { price: 900, stock: 5 });
    const items = [{ _id: piece.id, quantity: 1 }];
    const before = (await visitor(shop.app).post('/api/cart/quote', { items })).json<CartQuote>();
    expect(before).toMatchObject({ shipping: 60, delivery: null });
    const nowhere = await visitor(shop.app).post('/api/cart/quote', { items, district: 'dhaka', area: 'gazipur-tongi' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().error.fields).toEqual({ area: 'Choose your area from the list' });
  });

  it('lists the 64 districts and each one’s areas, with their zones', async () => {
    const districts = (await visitor(shop.app).get('/api/locations')).json<{ id: string; zone: string }[]>();
    expect(districts).toHaveLength(64);
    expect(districts).toContainEqual({ id: 'dhaka', name: 'Dhaka', bnName: 'ঢাকা', zone: 'inside-dhaka' });
    expect(districts).toContainEqual(expect.objectContaining({ id: 'gazipur', zone: 'dhaka-suburbs' }));
    const dhaka = (await visitor(shop.app).get('/api/locations/dhaka/areas')).json<{ id: string; zone: string }[]>();
    expect(dhaka).toContainEqual({ id: 'dhaka-gulshan', name: 'Gulshan', bnName: 'গুলশান', zone: 'inside-dhaka' });
    expect(dhaka).toContainEqual(expect.objectContaining({ id: 'dhaka-keraniganj', zone: 'dhaka-suburbs' }));
    expect((await visitor(shop.app).get('/api/locations/atlantis/areas')).statusCode).toBe(404);
  });
});

describe('tracking an order by number and phone', () => {
  it('finds it with the phone written any way, and says the same for a wrong phone as for an unknown number', async () => {
    const { order } = await guestOrder('01811-222333');
    const asker = visitor(shop.app, { ip: '203.0.113.90' });
    const found = await asker.post('/api/orders/track', { number: `#${order.number}`, phone: '০১৮১১২২২৩৩৩' });
    expect(found.statusCode).toBe(200);
    const tracked = found.json<TrackedOrder>();
    expect(tracked.order).toMatchObject({ _id: order._id, order_status: 'pending', delivery: { zone: 'inside-dhaka' } });
    expect(tracked.trackingUrl).toMatch(`/order-details/${order._id}?t=`);

    const wrongPhone = await asker.post('/api/orders/track', { number: order.number, phone: '01811222334' });
    const unknownNumber = await asker.post('/api/orders/track', { number: 999_999_999, phone: '01811222333' });
    expect(wrongPhone.statusCode).toBe(404);
    expect(unknownNumber.statusCode).toBe(404);
    // The same words: nothing tells a wrong phone from an unknown number (each answer has its own request id).
    const { requestId: _wrong, ...wrongSaid } = wrongPhone.json<{ error: Record<string, unknown> }>().error;
    const { requestId: _unknown, ...unknownSaid } = unknownNumber.json<{ error: Record<string, unknown> }>().error;
    expect(wrongSaid).toEqual(unknownSaid);
    expect((await asker.post('/api/orders/track', { number: 'abc', phone: 'x' })).statusCode).toBe(400);
  });

  it('waits after too many tries for one order number, and from one address', async () => {
    const { order, phone } = await guestOrder();
    // Many addresses guessing phones for one order.
    for (let attempt = 1; attempt <= TRACK_LIMITS.perOrder.count; attempt += 1) {
      const guess = visitor(shop.app, { ip: `192.0.2.${attempt}` });
      expect((await guess.post('/api/orders/track', { number: order.number, phone: freshPhone() })).statusCode).toBe(404);
    }
    const stopped = await visitor(shop.app, { ip: '192.0.2.200' }).post('/api/orders/track', { number: order.number, phone });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().error.message).toMatch(/^Too many tries to find an order\. Please wait \d+ minutes?/);

    // One address guessing many orders.
    const scanner = visitor(shop.app, { ip: '192.0.2.201' });
    for (let attempt = 1; attempt <= TRACK_LIMITS.perAddress.count; attempt += 1) {
      await scanner.post('/api/orders/track', { number: 500_000 + attempt, phone: '01811000000' });
    }
    expect((await scanner.post('/api/orders/track', { number: 600_000, phone: '01811000000' })).statusCode).toBe(429);
  });
});

describe('SMS to the shopper', () => {
  let staff: ReturnType<typeof visitor>;
  beforeAll(async () => {
    staff = visitor(shop.app, { ip: '198.51.100.99' });
    expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
  });
  const sentTo = (phone: string) => sms.sent().filter((message) => message.to === phone);

  it('goes out once for each piece of news, in the order’s language, with the order’s short link', async () => {
    const { order, phone } = await guestOrder();
    await shop.runJobs();
    const [received] = sentTo(phone);
    expect(received?.text).toMatch(
      new RegExp(`^Alankar: Order #${order.number} received\\. Please pay Tk 1,310 in cash on delivery\\. Track: http://localhost:3000/o/${order.number}/[\\w-]{10}$`),
    );
    // The short link leads to the order's page, which it opens.
    const link = new URL(received!.text.split('Track: ')[1]!);
    const followed = await visitor(shop.app).get(link.pathname);
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toMatch(`/order-details/${order._id}?t=`);
    const forged = await visitor(shop.app).get(`/o/${order.number}/AAAAAAAAAA`);
    expect(forged.headers.location).toBe('/track-order');

    for (const status of ['confirmed', 'shipped', 'delivered']) {
      expect((await staff.put(`/api/orders/${order._id}`, { status })).statusCode).toBe(200);
    }
    await shop.runJobs();
    await shop.runJobs();
    const texts = sentTo(phone).map((message) => message.text.replace(/ (Track|দেখুন): \S+$/, ''));
    expect(texts).toEqual([
      `Alankar: Order #${order.number} received. Please pay Tk 1,310 in cash on delivery.`,
      `Alankar: Order #${order.number} is confirmed and being packed.`,
      `Alankar: Order #${order.number} is on its way. Keep Tk 1,310 ready for the courier.`,
    ]);
  });

  it('is written in Bangla for an order placed in Bangla, and says when it is cancelled', async () => {
    const piece = await insertProduct(shop.database.db, { price: 2500, stock: 5 });
    const phone = freshPhone();
    const guest = visitor(shop.app, { ip: '198.51.100.210', lang: 'bn' });
    const placed = await guest.post('/api/orders', {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: guestAddress(phone, { district: 'dhaka', area: 'dhaka-savar' }),
      paymentMethod: 'cash-on-delivery',
    });
    const { order } = placed.json<{ order: Order }>();
    expect((await staff.put(`/api/orders/${order._id}`, { status: 'cancelled' })).statusCode).toBe(200);
    await shop.runJobs();
    const number = String(order.number).replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);
    expect(sentTo(phone).map((message) => message.text.replace(/ দেখুন: \S+$/, ''))).toEqual([
      `Alankar: অর্ডার #${number} পেয়েছি। ডেলিভারিতে ৳২,৫০০ ক্যাশে দিন।`,
      `Alankar: অর্ডার #${number} বাতিল হয়েছে।`,
    ]);
  });

  it('is still sent, once, when the process died between the commit and the send', async () => {
    // This process's runner never looks: the order is placed and the process stops.
    const { phone } = await guestOrder();
    expect(sentTo(phone)).toEqual([]);
    // Another process on the same database sends it by itself.
    const restarted = await buildApp({
      config: readConfig({ DATA_DIR: shop.dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env }),
      database: shop.database,
      mailer: { send: async () => {} },
      jobs: 'manual',
    });
    await restarted.ready();
    await restarted.jobs.drain();
    await restarted.close();
    expect(sentTo(phone)).toHaveLength(1);
    // And the first one, when it comes back, finds nothing left to send.
    await shop.runJobs();
    expect(sentTo(phone)).toHaveLength(1);
  });

  it('is tried again when the gateway fails, and then sent once', async () => {
    sms.failNext(1);
    const { phone } = await guestOrder();
    await shop.runJobs();
    expect(sentTo(phone)).toEqual([]);
    await shop.database.db.execute(sql`update jobs set run_at = now() where kind = 'sms.send' and state = 'queued'`);
    await shop.runJobs();
    expect(sentTo(phone)).toHaveLength(1);
  });
});
