import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Order } from '@alankar/shared/order-schemas';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { insertProduct } from '../db/factories';
import { orderEvents, orderLines, orders, products } from '../db/schema';

const STAFF = { email: 'orders-owner@alankar.test', password: 'orders-owner-password' };
const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
});

type Visitor = ReturnType<typeof visitor>;
let addressSequence = 0;

async function customer(name = 'Nusrat Jahan'): Promise<Visitor & { email: string }> {
  addressSequence += 1;
  const email = `${name.split(' ')[0]!.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
  const person = visitor(shop.app, { ip: `203.0.113.${addressSequence % 250}` });
  expect((await person.signUp({ name, email, password: 'customer-password' })).statusCode).toBe(200);
  return Object.assign(person, { email });
}

async function staff(): Promise<Visitor> {
  const person = visitor(shop.app, { ip: '198.51.100.77' });
  expect((await person.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
  return person;
}

const address = (email: string) => ({
  name: 'Nusrat Jahan',
  customerEmail: email,
  number: '+880 1711-223344',
  address: 'House 12, Road 5',
  district: 'dhaka',
  area: 'dhaka-dhanmondi',
});

async function stockOf(id: string) {
  const [row] = await shop.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row?.stock;
}

async function rowCounts() {
  const { db } = shop.database;
  const [[o], [l], [h]] = await Promise.all([
    db.select({ value: count() }).from(orders),
    db.select({ value: count() }).from(orderLines),
    db.select({ value: count() }).from(orderEvents),
  ]);
  return { orders: o?.value, lines: l?.value, history: h?.value };
}

let trxSequence = 0;
const newTrxId = () =>
  `TX${Date.now().toString(36).toUpperCase().slice(-5)}${String((trxSequence += 1)).padStart(3, '0')}`.slice(0, 10);

describe('placing an order', () => {
  it('prices it on the server, takes the stock and ignores what the client says about prices and status', async () => {
    const ring = await insertProduct(shop.database.db, {
      title: 'Ruby Ring',
      titleBn: 'রুবি পাথরের আংটি',
      price: 1250,
      stock: 4,
    });
    const chain = await insertProduct(shop.database.db, { title: 'Silver Chain', price: 600, stock: 2 });
    const nusrat = await customer();
    const response = await nusrat.post('/api/orders', {
      items: [
        { _id: ring.id, quantity: 1, price: 1, title: 'Free ring' },
        { _id: chain.id, quantity: 2, price: 1 },
      ],
      shippingAddress: address(nusrat.email),
      paymentMethod: 'cash-on-delivery',
      user: 'someone-else@example.com',
      order_status: 'delivered',
      payment_status: 'paid',
      total: 2,
    });
    expect(response.statusCode).toBe(201);
    const { insertedId, order } = response.json<{ insertedId: string; order: Order }>();
    expect(order._id).toBe(insertedId);
    expect(order).toMatchObject({
      user: nusrat.email,
      order_status: 'pending',
      payment_status: 'un-paid',
      paymentMethod: 'cash-on-delivery',
      subtotal: 2450,
      shipping: 0,
      discount: 0,
      total: 2450,
      trxID: null,
      shippingAddress: { number: '01711223344', city: 'Dhaka' },
    });
    expect(order.number).toBeGreaterThanOrEqual(100001);
    expect(order.items).toEqual([
      {
        _id: ring.id,
        title: 'Ruby Ring',
        titleBn: 'রুবি পাথরের আংটি',
        category: 'Earrings',
        image: ring.images[0],
        price: 1250,
        quantity: 1,
        // Sold one way: its one variant, with no title or SKU.
        variantId: expect.any(String),
        variantTitle: '',
        variantTitleBn: '',
        sku: null,
      },
      {
        _id: chain.id,
        title: 'Silver Chain',
        titleBn: '',
        category: 'Earrings',
        image: chain.images[0],
        price: 600,
        quantity: 2,
        variantId: expect.any(String),
        variantTitle: '',
        variantTitleBn: '',
        sku: null,
      },
    ]);
    expect(order.history).toEqual([
      {
        at: expect.any(String),
        actor: 'customer',
        by: nusrat.email,
        from: null,
        to: 'pending',
        kind: 'placed',
        paymentMethod: 'cash-on-delivery',
      },
    ]);
    expect(await stockOf(ring.id)).toBe(3);
    expect(await stockOf(chain.id)).toBe(0);

    // The email is queued with the order and goes out from the jobs, after the commit.
    expect(shop.mail.some((message) => message.to === nusrat.email)).toBe(false);
    await shop.runJobs();
    const mail = shop.mail.findLast((message) => message.to === nusrat.email);
    expect(mail?.subject).toBe(`We received your order #${order.number}`);
    expect(mail?.text).toContain('Tk 2,450');
    expect(mail?.text).toContain('you pay the courier in cash');
  });

  it('charges delivery below the free-delivery threshold', async () => {
    const stud = await insertProduct(shop.database.db, { price: 450, stock: 3 });
    const buyer = await customer();
    const { order } = (
      await buyer.post('/api/orders', {
        items: [{ _id: stud.id, quantity: 1 }],
        shippingAddress: address(buyer.email),
        paymentMethod: 'cash-on-delivery',
      })
    ).json<{ order: Order }>();
    expect(order).toMatchObject({ subtotal: 450, shipping: 60, total: 510 });
  });

  it('keeps a bKash TrxID for staff to verify, and refuses the same TrxID on another order', async () => {
    const piece = await insertProduct(shop.database.db, { price: 2500, stock: 5 });
    const buyer = await customer();
    const trxID = newTrxId().toLowerCase();
    const body = {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: address(buyer.email),
      paymentMethod: 'bkash',
      trxID,
      bkashNumber: '01811-223344',
      agreed: true,
    };
    const first = await buyer.post('/api/orders', body);
    expect(first.statusCode).toBe(201);
    expect(first.json<{ order: Order }>().order).toMatchObject({
      payment_status: 'verifying',
      trxID: trxID.toUpperCase(),
      bkashNumber: '01811223344',
    });

    const before = await rowCounts();
    const again = await (await customer('Other Buyer')).post('/api/orders', { ...body, trxID: trxID.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'conflict',
      message: 'This TrxID was already used for another order. Check the SMS from bKash and try again.',
      fields: { trxID: expect.any(String) },
    });
    expect(await rowCounts()).toEqual(before);
    expect(await stockOf(piece.id)).toBe(4);
  });

  it('names the piece and how many are left when there are too few, and writes nothing', async () => {
    const jhumka = await insertProduct(shop.database.db, { title: 'Rose Gold Jhumka', stock: 1 });
    const other = await insertProduct(shop.database.db, { stock: 5 });
    const buyer = await customer();
    const before = await rowCounts();
    const response = await buyer.post('/api/orders', {
      items: [
        { _id: other.id, quantity: 1 },
        { _id: jhumka.id, quantity: 2 },
      ],
      shippingAddress: address(buyer.email),
      paymentMethod: 'cash-on-delivery',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'conflict',
      message: 'Only 1 left of Rose Gold Jhumka. Lower the quantity and try again.',
      fields: { 'items.1.quantity': 'Only 1 left of Rose Gold Jhumka. Lower the quantity and try again.' },
      requestId: expect.any(String),
    });
    expect(await rowCounts()).toEqual(before);
    expect(await stockOf(other.id)).toBe(5);
    expect(await stockOf(jhumka.id)).toBe(1);
  });

  it('refuses an order above Tk 1 crore with a clear 400, before its total could overflow', async () => {
    const buyer = await customer();
    // Eleven pieces at the highest price, twenty of each: more than a 32-bit total could hold.
    const dear = await Promise.all(
      Array.from({ length: 11 }, () => insertProduct(shop.database.db, { price: 10_000_000, stock: 20 })),
    );
    const before = await rowCounts();
    const response = await buyer.post('/api/orders', {
      items: dear.map((piece) => ({ _id: piece.id, quantity: 20 })),
      shippingAddress: address(buyer.email),
      paymentMethod: 'cash-on-delivery',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'An order can come to at most Tk 1,00,00,000. For a larger order, please message us on WhatsApp.',
    );
    expect(await rowCounts()).toEqual(before);
  });

  describe('refuses bad orders with a 4xx and writes nothing', () => {
    let buyer: Visitor & { email: string };
    let piece: { id: string };
    beforeAll(async () => {
      buyer = await customer();
      piece = await insertProduct(shop.database.db, { stock: 50 });
    });
    const good = () => ({
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: address(buyer.email),
      paymentMethod: 'cash-on-delivery',
    });

    it.each<[string, (body: ReturnType<typeof good>) => unknown, number]>([
      ['an empty cart', (body) => ({ ...body, items: [] }), 400],
      ['an unknown product', (body) => ({ ...body, items: [{ _id: randomUUID(), quantity: 1 }] }), 409],
      ['a malformed product id', (body) => ({ ...body, items: [{ _id: 'not-an-id', quantity: 1 }] }), 400],
      ['quantity 0', (body) => ({ ...body, items: [{ _id: piece.id, quantity: 0 }] }), 400],
      ['a negative quantity', (body) => ({ ...body, items: [{ _id: piece.id, quantity: -3 }] }), 400],
      ['a huge quantity', (body) => ({ ...body, items: [{ _id: piece.id, quantity: 1e9 }] }), 400],
      ['a fractional quantity', (body) => ({ ...body, items: [{ _id: piece.id, quantity: 1.5 }] }), 400],
      ['a missing address', (body) => ({ ...body, shippingAddress: undefined }), 400],
      ['a missing area', (body) => ({ ...body, shippingAddress: { ...body.shippingAddress, area: '' } }), 400],
      [
        'a district that is not on the list',
        (body) => ({ ...body, shippingAddress: { ...body.shippingAddress, district: 'atlantis' } }),
        400,
      ],
      [
        'an area of another district',
        (body) => ({ ...body, shippingAddress: { ...body.shippingAddress, area: 'gazipur-tongi' } }),
        400,
      ],
      [
        'neither a district nor a city',
        (body) => ({ ...body, shippingAddress: { ...body.shippingAddress, district: undefined, area: undefined } }),
        400,
      ],
      [
        'a bad phone number',
        (body) => ({ ...body, shippingAddress: { ...body.shippingAddress, number: '12345' } }),
        400,
      ],
      [
        'a bad email',
        (body) => ({ ...body, shippingAddress: { ...body.shippingAddress, customerEmail: 'nope' } }),
        400,
      ],
      [
        'a NUL byte in the address',
        (body) => ({ ...body, shippingAddress: { ...body.shippingAddress, address: 'Road\u00005' } }),
        400,
      ],
      ['an unknown payment method', (body) => ({ ...body, paymentMethod: 'gold-coins' }), 400],
      ['bKash without a TrxID', (body) => ({ ...body, paymentMethod: 'bkash', bkashNumber: '01711223344' }), 400],
      [
        'bKash with a malformed TrxID',
        (body) => ({ ...body, paymentMethod: 'bkash', trxID: 'abc', bkashNumber: '01711223344' }),
        400,
      ],
      [
        'bKash sent by hand without saying the money was sent',
        (body) => ({ ...body, paymentMethod: 'bkash', trxID: 'NOTAGREED1', bkashNumber: '01711223344' }),
        400,
      ],
      ['card while card payments are off', (body) => ({ ...body, paymentMethod: 'card' }), 400],
      // 30 lines of one piece × 20 would be 600 of it: the lines are added up first, then held to the limit per piece.
      [
        'the same piece on many lines, past the limit per piece',
        (body) => ({ ...body, items: Array.from({ length: 30 }, () => ({ ...body.items[0]!, quantity: 20 })) }),
        400,
      ],
    ])('%s', async (_case, change, status) => {
      const before = await rowCounts();
      const response = await buyer.post('/api/orders', change(good()));
      expect(response.statusCode).toBe(status);
      expect(response.json().error.message).toEqual(expect.any(String));
      expect(await rowCounts()).toEqual(before);
      expect(await stockOf(piece.id)).toBe(50);
    });
  });
});

describe('under load', () => {
  it(
    'sells the last piece once when 50 shoppers try at the same moment (20 rounds)',
    { timeout: 120_000 },
    async () => {
      const buyers = await Promise.all(Array.from({ length: 5 }, () => customer()));
      for (let round = 0; round < 20; round += 1) {
        const last = await insertProduct(shop.database.db, { title: `Last Piece ${round}`, stock: 1 });
        const responses = await Promise.all(
          Array.from({ length: 50 }, (_, i) => {
            const buyer = buyers[i % buyers.length]!;
            return buyer.post('/api/orders', {
              items: [{ _id: last.id, quantity: 1 }],
              shippingAddress: address(buyer.email),
              paymentMethod: 'cash-on-delivery',
            });
          }),
        );
        const statuses = responses.map((response) => response.statusCode);
        expect(statuses.filter((status) => status === 201)).toHaveLength(1);
        expect(statuses.filter((status) => status === 409)).toHaveLength(49);
        expect(await stockOf(last.id)).toBe(0);
        const [sold] = await shop.database.db
          .select({ value: count() })
          .from(orderLines)
          .where(eq(orderLines.productId, last.id));
        expect(sold?.value).toBe(1);
      }
    },
  );

  it('places one order for 10 parallel retries with one Idempotency-Key', async () => {
    const piece = await insertProduct(shop.database.db, { stock: 20 });
    const buyer = await customer();
    const key = randomUUID();
    const body = JSON.stringify({
      items: [{ _id: piece.id, quantity: 2 }],
      shippingAddress: address(buyer.email),
      paymentMethod: 'cash-on-delivery',
    });
    const cookie = [...buyer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        shop.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: body,
          headers: {
            'content-type': 'application/json',
            origin: 'http://localhost:3000',
            cookie,
            'idempotency-key': key,
          },
        }),
      ),
    );
    const ids = new Set(
      responses
        .filter((response) => response.statusCode === 201)
        .map((response) => response.json<{ insertedId: string }>().insertedId),
    );
    expect(responses.every((response) => response.statusCode === 201 || response.statusCode === 409)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await stockOf(piece.id)).toBe(18);
    const [placed] = await shop.database.db
      .select({ value: count() })
      .from(orderLines)
      .where(eq(orderLines.productId, piece.id));
    expect(placed?.value).toBe(1);
    // A later retry answers the same order.
    const retry = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: body,
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
    });
    expect(retry.json<{ insertedId: string }>().insertedId).toBe([...ids][0]);
  });

  it('keeps a key to its account across phone numbers, and never answers a guest’s order to an account', async () => {
    const piece = await insertProduct(shop.database.db, { stock: 20 });
    const buyer = await customer();
    const key = randomUUID();
    const place = (cookie: string | null, number: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          items: [{ _id: piece.id, quantity: 1 }],
          shippingAddress: { ...address(buyer.email), number },
          paymentMethod: 'cash-on-delivery',
        },
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
          'idempotency-key': key,
          ...(cookie ? { cookie } : {}),
        },
      });
    const guestOrder = await place(null, '01711-990011');
    expect(guestOrder.statusCode, guestOrder.body).toBe(201);
    const cookie = [...buyer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const first = await place(cookie, '01711-990011');
    expect(first.statusCode, first.body).toBe(201);
    const idOf = (response: { json: <T>() => T }) => response.json<{ insertedId: string }>().insertedId;
    expect(idOf(first)).not.toBe(idOf(guestOrder));
    // The shopper corrects the number and sends again: still the order the key placed.
    const retry = await place(cookie, '01811-990022');
    expect(idOf(retry)).toBe(idOf(first));
    expect(await stockOf(piece.id)).toBe(18);
  });
});

describe('who may see and change an order', () => {
  let owner: Visitor & { email: string };
  let stranger: Visitor & { email: string };
  let shopStaff: Visitor;
  let orderId: string;
  beforeAll(async () => {
    owner = await customer('Owner Person');
    stranger = await customer('Other Person');
    shopStaff = await staff();
    const piece = await insertProduct(shop.database.db, { stock: 10 });
    const placed = await owner.post('/api/orders', {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: address(owner.email),
      paymentMethod: 'cash-on-delivery',
    });
    orderId = placed.json<{ insertedId: string }>().insertedId;
  });

  type Who = 'signed out' | 'owner' | 'other user' | 'staff';
  const as = (who: Who): Visitor =>
    ({ 'signed out': visitor(shop.app), owner, 'other user': stranger, staff: shopStaff })[who];

  it.each<[Who, string, string, number, (() => unknown) | null]>([
    ['signed out', 'GET', '/api/orders', 401, null],
    ['owner', 'GET', '/api/orders', 200, null],
    ['other user', 'GET', '/api/orders', 200, null],
    ['staff', 'GET', '/api/orders', 200, null],
    // Without an account an order opens only by its signed link: anyone else's is "not found".
    ['signed out', 'GET', '/api/orders/:id', 404, null],
    ['owner', 'GET', '/api/orders/:id', 200, null],
    ['other user', 'GET', '/api/orders/:id', 404, null],
    ['staff', 'GET', '/api/orders/:id', 200, null],
    ['signed out', 'PUT', '/api/orders/:id', 401, () => ({ status: 'cancelled' })],
    ['owner', 'PUT', '/api/orders/:id', 403, () => ({ status: 'cancelled' })],
    ['other user', 'PUT', '/api/orders/:id', 403, () => ({ status: 'cancelled' })],
    // Guests order too: an empty body is only a mistake.
    ['signed out', 'POST', '/api/orders', 400, () => ({})],
  ])('%s: %s %s → %i', async (who, method, path, status, body) => {
    const url = path.replace(':id', orderId);
    const caller = as(who);
    const response =
      method === 'GET'
        ? await caller.get(url)
        : method === 'PUT'
          ? await caller.put(url, body?.())
          : await caller.post(url, body?.());
    expect(response.statusCode).toBe(status);
  });

  it('lists only your own orders, and all of them for staff', async () => {
    const mine = (await owner.get('/api/orders')).json<{ orders: Order[] }>().orders;
    expect(mine.map((order) => order._id)).toEqual([orderId]);
    expect((await stranger.get('/api/orders')).json<{ orders: Order[]; count: number }>()).toEqual({
      orders: [],
      count: 0,
    });
    const all = (await shopStaff.get('/api/orders?page=0&size=100')).json<{ orders: Order[]; count: number }>();
    expect(all.orders.some((order) => order._id === orderId)).toBe(true);
    expect(all.orders.every((order, i) => i === 0 || all.orders[i - 1]!.createdAt >= order.createdAt)).toBe(true);
  });

  it('lets staff find orders by number, email and phone, and filter them', async () => {
    const { number } = (await owner.get(`/api/orders/${orderId}`)).json<Order>();
    for (const q of [`%23${number}`, String(number), owner.email.toUpperCase(), '01711223344']) {
      const found = (
        await shopStaff.get(`/api/orders?q=${encodeURIComponent(decodeURIComponent(q))}&page=0&size=100`)
      ).json<{ orders: Order[] }>();
      expect(
        found.orders.map((order) => order._id),
        q,
      ).toContain(orderId);
    }
    const cards = (await shopStaff.get('/api/orders?paymentMethod=card&page=0&size=100')).json<{ orders: Order[] }>();
    expect(cards.orders.every((order) => order.paymentMethod === 'card')).toBe(true);
  });
});

describe('the order state machine over the API', () => {
  it('confirms a bKash order (marking it paid), ships and delivers it, recording every change', async () => {
    const piece = await insertProduct(shop.database.db, { stock: 3 });
    const buyer = await customer();
    const { insertedId } = (
      await buyer.post('/api/orders', {
        items: [{ _id: piece.id, quantity: 1 }],
        shippingAddress: address(buyer.email),
        paymentMethod: 'bkash',
        trxID: newTrxId(),
        bkashNumber: '01711223344',
        agreed: true,
      })
    ).json<{ insertedId: string }>();
    const owner = await staff();
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const response = await owner.put(`/api/orders/${insertedId}`, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ modifiedCount: 1 });
    }
    const order = (await buyer.get(`/api/orders/${insertedId}`)).json<Order>();
    expect(order).toMatchObject({ order_status: 'delivered', payment_status: 'paid' });
    // The customer sees that the shop moved it, never which staff member.
    expect(order.history.map(({ actor, by, from, to, kind }) => [actor, by, from, to, kind])).toEqual([
      ['customer', buyer.email, null, 'pending', 'placed'],
      ['staff', null, 'pending', 'confirmed', 'status_changed'],
      ['staff', null, 'confirmed', 'shipped', 'status_changed'],
      ['staff', null, 'shipped', 'delivered', 'status_changed'],
    ]);
    expect(JSON.stringify(order)).not.toContain(STAFF.email);
    const asStaff = (await owner.get(`/api/orders/${insertedId}`)).json<Order>();
    expect(asStaff.history.map(({ by }) => by)).toEqual([buyer.email, STAFF.email, STAFF.email, STAFF.email]);
    await shop.runJobs();
    const subjects = shop.mail.filter((message) => message.to === buyer.email).map((message) => message.subject);
    expect(subjects).toEqual([
      `We received your order #${order.number}`,
      `Your order #${order.number} is confirmed`,
      `Your order #${order.number} is on its way`,
    ]);
  });

  it('gives the stock back when an order is cancelled, and refuses changes the machine does not allow', async () => {
    const piece = await insertProduct(shop.database.db, { stock: 2 });
    const buyer = await customer();
    const { insertedId, order } = (
      await buyer.post('/api/orders', {
        items: [{ _id: piece.id, quantity: 2 }],
        shippingAddress: address(buyer.email),
        paymentMethod: 'cash-on-delivery',
      })
    ).json<{ insertedId: string; order: Order }>();
    expect(await stockOf(piece.id)).toBe(0);
    const owner = await staff();

    const shipEarly = await owner.put(`/api/orders/${insertedId}`, { status: 'delivered' });
    expect(shipEarly.statusCode).toBe(409);
    expect(shipEarly.json().error.message).toBe(
      `Order #${order.number} is waiting for confirmation, so it can't be marked delivered.`,
    );

    expect((await owner.put(`/api/orders/${insertedId}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await stockOf(piece.id)).toBe(2);
    const again = await owner.put(`/api/orders/${insertedId}`, { status: 'cancelled' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`Order #${order.number} is already cancelled.`);
    expect(await stockOf(piece.id)).toBe(2);
    await shop.runJobs();
    expect(shop.mail.findLast((message) => message.to === buyer.email)?.subject).toBe(
      `Your order #${order.number} is cancelled`,
    );
  });

  it('lets only one of two simultaneous changes win', async () => {
    const piece = await insertProduct(shop.database.db, { stock: 1 });
    const buyer = await customer();
    const { insertedId } = (
      await buyer.post('/api/orders', {
        items: [{ _id: piece.id, quantity: 1 }],
        shippingAddress: address(buyer.email),
        paymentMethod: 'cash-on-delivery',
      })
    ).json<{ insertedId: string }>();
    const owner = await staff();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => owner.put(`/api/orders/${insertedId}`, { status: 'cancelled' })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await stockOf(piece.id)).toBe(1);
  });

  it('answers 404 for an order that does not exist and 400 for a bad status', async () => {
    const owner = await staff();
    expect((await owner.put(`/api/orders/${randomUUID()}`, { status: 'confirmed' })).statusCode).toBe(404);
    expect((await owner.put(`/api/orders/${randomUUID()}`, { status: 'lost' })).statusCode).toBe(400);
    expect((await owner.get('/api/orders/not-an-id')).statusCode).toBe(400);
  });
});
