import { describe, expect, it } from 'vitest';
import { useTestShop } from '../test/test-app';
import { visitor } from '../test/browser-like';

const shop = useTestShop({ AUTH_IP_LIMIT_PER_MINUTE: '100000' });

/**
 * The routes a customer (or anyone) may call. Every other API route is for staff — so a route added
 * later without a staff guard fails here until it is guarded or deliberately listed.
 */
const OPEN_TO_CUSTOMERS = new Set([
  'GET /api/health',
  'GET /api/openapi.json',
  'GET /api/products',
  'GET /api/products/:id',
  'GET /api/blogs',
  'GET /api/blogs/:id',
  'POST /api/newsletter',
  'GET /api/settings',
  'GET /api/auth/*',
  'POST /api/auth/*',
  'GET /api/me',
  'GET /api/users/:email',
  'POST /api/users',
  'PUT /api/users',
  'POST /api/orders',
  'GET /api/orders',
  'GET /api/orders/:id',
  'POST /api/create-payment-intent',
  'POST /api/orders/:id/confirm-payment',
  'POST /api/stripe/webhook',
  'POST /api/orders/:id/payment',
  'PUT /api/orders/:id/payment-method',
  'GET /api/payments/bkash/callback',
  'POST /api/payments/sslcommerz/ipn',
  'POST /api/payments/sslcommerz/success',
  'POST /api/payments/sslcommerz/fail',
  'POST /api/payments/sslcommerz/cancel',
]);

const SAMPLE_ID = '3f1c2a9e-0000-4000-8000-000000000000';

describe('staff routes', () => {
  const staffRoutes = () =>
    shop.app.routeList.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !route.hidden &&
        route.method !== 'HEAD' &&
        !OPEN_TO_CUSTOMERS.has(`${route.method} ${route.url}`),
    );

  it('include the catalogue, blog and order writes', () => {
    const names = staffRoutes().map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/products',
        'PUT /api/products/:id',
        'DELETE /api/blogs/:id',
        'PUT /api/orders/:id',
        'POST /api/orders/:id/refunds',
        'GET /api/dashboard/summary',
      ]),
    );
  });

  it('refuse signed-out callers (401) and customers (403), whatever they send', async () => {
    const customer = visitor(shop.app, { ip: '198.51.100.120' });
    await customer.signUp({
      name: 'Curious Customer',
      email: `curious.${Date.now()}@example.com`,
      password: 'customer-password',
    });
    const cookie = [...customer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    for (const route of staffRoutes()) {
      const url = route.url.replace(/:\w+/g, SAMPLE_ID);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const payload = method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify({});
      const headers = { origin: 'http://localhost:3000', ...(payload ? { 'content-type': 'application/json' } : {}) };
      const signedOut = await shop.app.inject({ method, url, payload, headers });
      expect(signedOut.statusCode, `${route.method} ${route.url} signed out`).toBe(401);
      const asCustomer = await shop.app.inject({ method, url, payload, headers: { ...headers, cookie } });
      expect(asCustomer.statusCode, `${route.method} ${route.url} as a customer`).toBe(403);
      expect(asCustomer.json().error.code).toBe('forbidden');
    }
  });
});
