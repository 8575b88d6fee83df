import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { signedUpShopper, type Shopper } from '../../test/shopper';
import { insertBlog, insertDiscountCode, insertProduct } from '../db/factories';
import { registerErrorHandler } from '../errors';
import { registerRouteAccess } from './route-access';

const STAFF = { email: 'access-owner@alankar.test', password: 'access-owner-password' };
const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
});

const WHO = ['signedOut', 'customer', 'otherCustomer', 'staff'] as const;
type Who = (typeof WHO)[number];
type Visitor = ReturnType<typeof visitor>;

let people: Record<Who, Visitor>;
let customer: Shopper;
/** An order of `customer`'s, paid in cash on delivery. */
let order: { _id: string };

/** A fresh order of the customer's, for calls that change it. */
async function freshOrder(): Promise<string> {
  const piece = await insertProduct(shop.database.db, { stock: 5 });
  const placed = await customer.post('/api/orders', {
    items: [{ _id: piece.id, quantity: 1 }],
    shippingAddress: {
      name: customer.name,
      customerEmail: customer.email,
      number: '01711223344',
      address: 'Road 2',
      city: 'Dhaka',
    },
    paymentMethod: 'cash-on-delivery',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ insertedId: string }>().insertedId;
}

const productBody = () => ({
  title: `Access Piece ${randomUUID().slice(0, 6)}`,
  category: 'Earrings',
  price: 900,
  stock: 3,
  images: ['/images/hero-earrings.webp'],
});
const blogBody = () => ({ title: 'Access post', summary: 'A short summary.', excerpt: 'The body of the post.' });

/** One call of a route: where, and with what; built fresh for each caller (some calls change what they touch). */
interface Call {
  url: string;
  body?: unknown;
  form?: Record<string, string>;
}

/**
 * Every API route, as OpenAPI lists it, with the status each kind of caller gets. A route missing here fails the test
 * below: a new route must say who may call it.
 */
const EXPECTED: Record<string, { call: () => Promise<Call> | Call; answers: Record<Who, number> }> = {
  'GET /api/health': { call: () => ({ url: '/api/health' }), answers: all(200) },
  'GET /api/ready': { call: () => ({ url: '/api/ready' }), answers: all(200) },
  'GET /api/openapi.json': { call: () => ({ url: '/api/openapi.json' }), answers: all(200) },
  'GET /api/products': { call: () => ({ url: '/api/products' }), answers: all(200) },
  'GET /api/products/{id}': {
    call: async () => ({ url: `/api/products/${(await insertProduct(shop.database.db)).id}` }),
    answers: all(200),
  },
  'POST /api/products': { call: () => ({ url: '/api/products', body: productBody() }), answers: staffOnly(201) },
  'PUT /api/products/{id}': {
    call: async () => ({ url: `/api/products/${(await insertProduct(shop.database.db)).id}`, body: { price: 950 } }),
    answers: staffOnly(200),
  },
  'DELETE /api/products/{id}': {
    call: async () => ({ url: `/api/products/${(await insertProduct(shop.database.db)).id}` }),
    answers: staffOnly(200),
  },
  'GET /api/blogs': { call: () => ({ url: '/api/blogs' }), answers: all(200) },
  'GET /api/blogs/{id}': {
    call: async () => ({ url: `/api/blogs/${(await insertBlog(shop.database.db)).id}` }),
    answers: all(200),
  },
  'POST /api/blogs': { call: () => ({ url: '/api/blogs', body: blogBody() }), answers: staffOnly(201) },
  'PUT /api/blogs/{id}': {
    call: async () => ({ url: `/api/blogs/${(await insertBlog(shop.database.db)).id}`, body: { title: 'Renamed' } }),
    answers: staffOnly(200),
  },
  'DELETE /api/blogs/{id}': {
    call: async () => ({ url: `/api/blogs/${(await insertBlog(shop.database.db)).id}` }),
    answers: staffOnly(200),
  },
  'GET /api/discount-codes': { call: () => ({ url: '/api/discount-codes' }), answers: staffOnly(200) },
  'POST /api/discount-codes': {
    call: () => ({
      url: '/api/discount-codes',
      body: { code: `ACCESS${randomUUID().slice(0, 8)}`, kind: 'fixed', amount: 50 },
    }),
    answers: staffOnly(201),
  },
  'PUT /api/discount-codes/{id}': {
    call: async () => {
      const { id, code } = await insertDiscountCode(shop.database.db);
      return { url: `/api/discount-codes/${id}`, body: { code, kind: 'percent', amount: 10 } };
    },
    answers: staffOnly(200),
  },
  'DELETE /api/discount-codes/{id}': {
    call: async () => ({ url: `/api/discount-codes/${(await insertDiscountCode(shop.database.db)).id}` }),
    answers: staffOnly(200),
  },
  'POST /api/newsletter': {
    call: () => ({ url: '/api/newsletter', body: { email: `news.${randomUUID().slice(0, 8)}@example.com` } }),
    answers: all(201),
  },
  'GET /api/settings': { call: () => ({ url: '/api/settings' }), answers: all(200) },
  'PUT /api/settings': {
    call: async () => ({ url: '/api/settings', body: (await shop.app.inject('/api/settings')).json() }),
    answers: staffOnly(200),
  },
  'GET /api/auth/{*}': { call: () => ({ url: '/api/auth/get-session' }), answers: all(200) },
  'POST /api/auth/{*}': {
    call: () => ({
      url: '/api/auth/request-password-reset',
      body: { email: `nobody.${randomUUID().slice(0, 8)}@example.com`, redirectTo: '/reset-password' },
    }),
    answers: all(200),
  },
  'GET /api/me': {
    call: () => ({ url: '/api/me' }),
    answers: { signedOut: 401, customer: 200, otherCustomer: 200, staff: 200 },
  },
  'GET /api/users/{email}': {
    call: () => ({ url: `/api/users/${encodeURIComponent(customer.email)}` }),
    answers: { signedOut: 401, customer: 200, otherCustomer: 403, staff: 200 },
  },
  'POST /api/users': {
    call: () => ({ url: '/api/users', body: { email: customer.email, displayName: customer.name } }),
    answers: { signedOut: 401, customer: 200, otherCustomer: 403, staff: 403 },
  },
  'PUT /api/users': {
    call: () => ({ url: '/api/users', body: { email: customer.email, displayName: customer.name } }),
    answers: { signedOut: 401, customer: 200, otherCustomer: 403, staff: 403 },
  },
  'POST /api/cart/quote': {
    call: async () => ({
      url: '/api/cart/quote',
      body: { items: [{ _id: (await insertProduct(shop.database.db)).id, quantity: 1 }] },
    }),
    answers: all(200),
  },
  'POST /api/orders': {
    call: async () => ({
      url: '/api/orders',
      body: {
        items: [{ _id: (await insertProduct(shop.database.db, { stock: 3 })).id, quantity: 1 }],
        shippingAddress: {
          name: 'Any Buyer',
          customerEmail: 'buyer@example.com',
          number: '01711223355',
          address: 'Road 3',
          city: 'Dhaka',
        },
        paymentMethod: 'cash-on-delivery',
      },
    }),
    // Guests order too.
    answers: all(201),
  },
  'POST /api/orders/track': {
    call: () => ({ url: '/api/orders/track', body: { number: 1, phone: '01711223355' } }),
    answers: all(404),
  },
  'GET /api/locations': { call: () => ({ url: '/api/locations' }), answers: all(200) },
  // Anyone may prove a phone; each caller here asks for a number of their own (another would wait a minute).
  'POST /api/phone-verifications': {
    call: () => ({
      url: '/api/phone-verifications',
      body: { phone: `0151${String(Date.now() % 1e7).padStart(7, '0')}` },
    }),
    answers: all(202),
  },
  'POST /api/phone-verifications/confirm': {
    call: () => ({ url: '/api/phone-verifications/confirm', body: { phone: '01511000000', code: '123456' } }),
    answers: all(400),
  },
  'GET /api/phone-verifications/{phone}': {
    call: () => ({ url: '/api/phone-verifications/01511000000' }),
    answers: all(200),
  },
  'GET /api/locations/{districtId}/areas': { call: () => ({ url: '/api/locations/dhaka/areas' }), answers: all(200) },
  'GET /api/orders': {
    call: () => ({ url: '/api/orders' }),
    answers: { signedOut: 401, customer: 200, otherCustomer: 200, staff: 200 },
  },
  'GET /api/orders/export': { call: () => ({ url: '/api/orders/export' }), answers: staffOnly(200) },
  'POST /api/orders/cancellations': {
    call: async () => ({ url: '/api/orders/cancellations', body: { ids: [await freshOrder()] } }),
    answers: staffOnly(200),
  },
  'GET /api/orders/{id}': {
    call: () => ({ url: `/api/orders/${order._id}` }),
    // Someone else's order is "not found", never "forbidden" (signed out, only its signed link opens it).
    answers: { signedOut: 404, customer: 200, otherCustomer: 404, staff: 200 },
  },
  'PUT /api/orders/{id}': {
    call: async () => ({ url: `/api/orders/${await freshOrder()}`, body: { status: 'confirmed' } }),
    answers: staffOnly(200),
  },
  // Only the customer pays their own order (a guest by its signed link); this one is cash on delivery, so there is
  // nothing to start.
  'POST /api/create-payment-intent': {
    call: () => ({ url: '/api/create-payment-intent', body: { orderId: order._id } }),
    answers: { signedOut: 404, customer: 409, otherCustomer: 404, staff: 404 },
  },
  'POST /api/orders/{id}/payment': {
    call: () => ({ url: `/api/orders/${order._id}/payment` }),
    answers: { signedOut: 404, customer: 409, otherCustomer: 404, staff: 404 },
  },
  'POST /api/orders/{id}/advance': {
    call: () => ({
      url: `/api/orders/${order._id}/advance`,
      body: { trxID: 'ACC3SS7EST', bkashNumber: '01711223344' },
    }),
    answers: { signedOut: 404, customer: 409, otherCustomer: 404, staff: 404 },
  },
  // Pay with bKash is not set up in this shop: the customer is told so.
  'POST /api/orders/{id}/advance/payment': {
    call: () => ({ url: `/api/orders/${order._id}/advance/payment` }),
    answers: { signedOut: 404, customer: 400, otherCustomer: 404, staff: 404 },
  },
  'PUT /api/orders/{id}/payment-method': {
    call: () => ({ url: `/api/orders/${order._id}/payment-method`, body: { paymentMethod: 'cash-on-delivery' } }),
    answers: { signedOut: 404, customer: 409, otherCustomer: 404, staff: 404 },
  },
  'POST /api/orders/{id}/confirm-payment': {
    call: () => ({ url: `/api/orders/${order._id}/confirm-payment` }),
    answers: { signedOut: 404, customer: 200, otherCustomer: 404, staff: 404 },
  },
  // Staff only; a cash order's money goes back by hand.
  'POST /api/orders/{id}/refunds': {
    call: () => ({ url: `/api/orders/${order._id}/refunds`, body: { amount: 100, reason: 'Access check' } }),
    answers: { signedOut: 401, customer: 403, otherCustomer: 403, staff: 409 },
  },
  // Staff only; this shop has no courier set up, so staff are told so, and a returned order is needed to take one back.
  'POST /api/orders/{id}/shipments': {
    call: () => ({ url: `/api/orders/${order._id}/shipments`, body: { courier: 'steadfast' } }),
    answers: staffOnly(400),
  },
  'POST /api/shipments': {
    call: () => ({ url: '/api/shipments', body: { orderIds: [order._id], courier: 'steadfast' } }),
    answers: staffOnly(200),
  },
  'POST /api/orders/{id}/received-back': {
    call: () => ({ url: `/api/orders/${order._id}/received-back` }),
    answers: staffOnly(409),
  },
  'POST /api/orders/{id}/phone-history': {
    call: () => ({ url: `/api/orders/${order._id}/phone-history` }),
    answers: staffOnly(200),
  },
  'GET /api/couriers': { call: () => ({ url: '/api/couriers' }), answers: staffOnly(200) },
  // Couriers prove themselves by their secret; none is set up here.
  'POST /api/couriers/{courier}/webhook': {
    call: () => ({ url: '/api/couriers/steadfast/webhook', body: {} }),
    answers: all(404),
  },
  // What providers call carries no session: anyone may, and nothing is believed without the provider's word. This shop
  // has no provider set up.
  'POST /api/payments/{provider}/webhook': {
    call: () => ({ url: '/api/payments/stripe/webhook', body: {} }),
    answers: all(400),
  },
  'GET /api/payments/{provider}/return': {
    call: () => ({ url: '/api/payments/bkash/return?paymentID=x' }),
    answers: all(400),
  },
  'POST /api/payments/{provider}/return': {
    call: () => ({ url: '/api/payments/sslcommerz/return?outcome=success', form: { tran_id: 'x' } }),
    answers: all(400),
  },
  'POST /api/stripe/webhook': { call: () => ({ url: '/api/stripe/webhook', body: {} }), answers: all(400) },
  'GET /api/payments/bkash/callback': {
    call: () => ({ url: '/api/payments/bkash/callback?paymentID=x' }),
    answers: all(400),
  },
  'POST /api/payments/sslcommerz/ipn': {
    call: () => ({ url: '/api/payments/sslcommerz/ipn', form: { tran_id: 'x' } }),
    answers: all(400),
  },
  'POST /api/payments/sslcommerz/success': {
    call: () => ({ url: '/api/payments/sslcommerz/success', form: { tran_id: 'x' } }),
    answers: all(400),
  },
  'POST /api/payments/sslcommerz/fail': {
    call: () => ({ url: '/api/payments/sslcommerz/fail', form: { tran_id: 'x' } }),
    answers: all(400),
  },
  'POST /api/payments/sslcommerz/cancel': {
    call: () => ({ url: '/api/payments/sslcommerz/cancel', form: { tran_id: 'x' } }),
    answers: all(400),
  },
  // Staff only; this call sends no photo, so staff are told what to send.
  'POST /api/uploads': { call: () => ({ url: '/api/uploads', body: {} }), answers: staffOnly(400) },
  'GET /api/dashboard/summary': { call: () => ({ url: '/api/dashboard/summary' }), answers: staffOnly(200) },
  'GET /api/audit': { call: () => ({ url: '/api/audit?action=product' }), answers: staffOnly(200) },
  'POST /api/jobs/{id}/retry': { call: () => ({ url: `/api/jobs/${randomUUID()}/retry` }), answers: staffOnly(404) },
};

function all(status: number): Record<Who, number> {
  return { signedOut: status, customer: status, otherCustomer: status, staff: status };
}

function staffOnly(status: number): Record<Who, number> {
  return { signedOut: 401, customer: 403, otherCustomer: 403, staff: status };
}

async function openApiRoutes(): Promise<string[]> {
  const document = (await shop.app.inject('/api/openapi.json')).json<{ paths: Record<string, object> }>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

beforeAll(async () => {
  customer = await signedUpShopper(shop.app, 'Access Customer');
  const other = await signedUpShopper(shop.app, 'Other Customer');
  const staff = visitor(shop.app, { ip: '198.51.100.199' });
  expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
  people = { signedOut: visitor(shop.app, { ip: '198.51.100.198' }), customer, otherCustomer: other, staff };
  order = { _id: await freshOrder() };
});

describe('who may call what', () => {
  it('has an expectation for every route the API publishes', async () => {
    const published = await openApiRoutes();
    expect(published.length).toBeGreaterThan(40);
    const missing = published.filter((route) => !(route in EXPECTED));
    expect(missing, 'routes without a declared expectation').toEqual([]);
    const gone = Object.keys(EXPECTED).filter((route) => !published.includes(route));
    expect(gone, 'expectations for routes that no longer exist').toEqual([]);
  });

  it('answers each caller as the policy says, on every route', async () => {
    const seen: string[] = [];
    for (const route of await openApiRoutes()) {
      const expected = EXPECTED[route];
      if (!expected) continue;
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      for (const who of WHO) {
        const call = await expected.call();
        const person = people[who];
        const response =
          call.form !== undefined
            ? await person.postForm(call.url, call.form)
            : method === 'GET'
              ? await person.get(call.url)
              : method === 'DELETE'
                ? await person.delete(call.url)
                : method === 'PUT'
                  ? await person.put(call.url, call.body ?? {})
                  : await person.post(call.url, call.body ?? {});
        seen.push(`${route} as ${who}: ${response.statusCode}`);
        expect(response.statusCode, `${route} as ${who}: ${response.body.slice(0, 200)}`).toBe(expected.answers[who]);
        if (response.statusCode >= 400) expect(response.json().error.message).toEqual(expect.any(String));
      }
    }
    expect(seen.length).toBe(Object.keys(EXPECTED).length * WHO.length);
  });

  it('marks every answer for a signed-in caller as personal: never kept by a browser or a proxy', async () => {
    for (const url of ['/api/me', '/api/orders', `/api/orders/${order._id}`]) {
      const response = await customer.get(url);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    expect((await people.staff.get('/api/dashboard/summary')).headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a route that declares no access to everyone, staff included (fail closed)', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    registerRouteAccess(app, async () => ({
      id: 'staff',
      email: 'staff@example.com',
      name: 'Staff',
      image: null,
      role: 'admin',
    }));
    app.get('/forgotten', async () => ({ secret: true }));
    app.get('/declared', { config: { access: 'dashboard.view' } }, async () => ({ ok: true }));
    const forgotten = await app.inject('/forgotten');
    expect(forgotten.statusCode).toBe(403);
    expect(forgotten.json()).toEqual({
      error: { code: 'forbidden', message: 'This call is not open to anyone.', requestId: expect.any(String) },
    });
    expect((await app.inject('/declared')).statusCode).toBe(200);
    await app.close();
  });
});
