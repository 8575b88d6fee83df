import { createServer } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@alankar/shared/order-schemas';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { insertProduct } from '../db/factories';

/** A port that was free a moment ago and has nothing listening on it now. */
const closedPort = await new Promise<number>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => resolve(port));
  });
});

const STAFF = { email: 'courier-down@alankar.test', password: 'courier-down-password' };
// No connection can be made to Steadfast's address.
const shop = useTestShop({
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
  STEADFAST_API_KEY: 'key',
  STEADFAST_SECRET_KEY: 'secret',
  STEADFAST_BASE_URL: `http://127.0.0.1:${closedPort}/api/v1`,
});

let staff: ReturnType<typeof visitor>;
beforeAll(async () => {
  staff = visitor(shop.app, { ip: '192.0.2.93' });
  expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
});

describe('a courier that cannot be reached', () => {
  it('leaves the order as it was, with a clear message', async () => {
    const piece = await insertProduct(shop.database.db, { price: 1500, stock: 2 });
    const placed = await visitor(shop.app, { ip: '198.18.41.1' }).post('/api/orders', {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: {
        name: 'Tania Rahman',
        number: '01811000222',
        address: 'House 1',
        district: 'dhaka',
        area: 'dhaka-dhanmondi',
      },
      paymentMethod: 'cash-on-delivery',
    });
    const order = placed.json<{ order: Order }>().order;
    expect((await staff.put(`/api/orders/${order._id}`, { status: 'confirmed' })).statusCode).toBe(200);

    const down = await staff.post(`/api/orders/${order._id}/shipments`, { courier: 'steadfast' });
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe(
      `Steadfast did not answer, so order #${order.number} was not booked. Try again in a minute.`,
    );
    const after = (await staff.get(`/api/orders/${order._id}`)).json<Order>();
    expect(after).toMatchObject({ order_status: 'confirmed', shipment: null });
    expect(after.history).toHaveLength(order.history.length + 1);
  });
});
