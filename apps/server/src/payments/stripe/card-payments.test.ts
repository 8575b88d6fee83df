import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Order } from '@alankar/shared/order-schemas';
import { signPayload, startStripeStandIn } from '../../../../../e2e/support/stripe-server.mjs';
import { useTestShop } from '../../../test/test-app';
import { visitor } from '../../../test/browser-like';
import { insertProduct } from '../../db/factories';
import { orders, products } from '../../db/schema';

const WEBHOOK_SECRET = 'whsec_test_card_payments';
const standIn = await startStripeStandIn();
afterAll(() => standIn.close());

const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  STRIPE_SECRET_KEY: 'sk_test_alankar',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_alankar',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: standIn.url,
});

type Visitor = ReturnType<typeof visitor>;
let sequence = 0;

async function shopper(): Promise<Visitor & { email: string }> {
  sequence += 1;
  const email = `card.${randomUUID().slice(0, 8)}@example.com`;
  const person = visitor(shop.app, { ip: `192.0.2.${sequence}` });
  await person.signUp({ name: 'Card Shopper', email, password: 'card-password' });
  return Object.assign(person, { email });
}

async function cardOrder(buyer: Visitor & { email: string }, price = 1500, quantity = 1) {
  const piece = await insertProduct(shop.database.db, { price, stock: 5 });
  const response = await buyer.post('/api/orders', {
    items: [{ _id: piece.id, quantity }],
    shippingAddress: {
      name: 'Card Shopper',
      customerEmail: buyer.email,
      number: '01711223344',
      address: 'Road 1',
      district: 'dhaka',
      area: 'dhaka-gulshan',
    },
    paymentMethod: 'card',
  });
  expect(response.statusCode).toBe(201);
  return { order: response.json<{ order: Order }>().order, productId: piece.id };
}

/** What Stripe.js does in the browser: confirm the PaymentIntent with a test payment method. */
async function payAtStripe(clientSecret: string, paymentMethod: 'pm_card_visa' | 'pm_card_chargeDeclined') {
  const id = clientSecret.split('_secret_')[0];
  return fetch(`${standIn.url}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key: 'pk_test_alankar', client_secret: clientSecret, payment_method: paymentMethod }),
  });
}

async function webhook(payload: object, signature: (body: string) => string) {
  const body = JSON.stringify(payload);
  return shop.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature(body) },
  });
}

const succeededEvent = (intent: unknown) => ({
  id: `evt_${randomUUID()}`,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: intent },
});

describe('card payments', () => {
  let buyer: Visitor & { email: string };
  beforeAll(async () => {
    buyer = await shopper();
  });

  it('puts the server’s total, in poisha, on one PaymentIntent per order, whatever the client says', async () => {
    const { order } = await cardOrder(buyer, 1250, 2);
    expect(order).toMatchObject({
      paymentMethod: 'card',
      payment_status: 'un-paid',
      order_status: 'pending',
      total: 2500,
    });

    const first = await buyer.post('/api/create-payment-intent', { orderId: order._id, price: 1 });
    expect(first.statusCode).toBe(200);
    const { clientSecret } = first.json<{ clientSecret: string }>();
    const intent = standIn.intents.get(clientSecret.split('_secret_')[0]!);
    expect(intent).toMatchObject({ amount: 250000, currency: 'bdt', metadata: { orderId: order._id } });

    const again = await buyer.post('/api/create-payment-intent', { orderId: order._id });
    expect(again.json()).toEqual({ clientSecret });
  });

  it('answers 404 for someone else’s order, signed out or with a link that is not its own', async () => {
    const { order } = await cardOrder(buyer);
    const stranger = await shopper();
    expect((await stranger.post('/api/create-payment-intent', { orderId: order._id })).statusCode).toBe(404);
    expect((await stranger.post(`/api/orders/${order._id}/confirm-payment`)).statusCode).toBe(404);
    expect((await visitor(shop.app).post('/api/create-payment-intent', { orderId: order._id })).statusCode).toBe(404);
    const forged = await visitor(shop.app).post('/api/create-payment-intent?t=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {
      orderId: order._id,
    });
    expect(forged.statusCode).toBe(404);
  });

  it('lets a guest pay their own order by its signed link, and nobody without it', async () => {
    const piece = await insertProduct(shop.database.db, { price: 1500, stock: 5 });
    const guest = visitor(shop.app, { ip: '192.0.2.200' });
    const placed = await guest.post('/api/orders', {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: { name: 'Guest Payer', number: '01911223344', address: 'Road 1', district: 'dhaka', area: 'dhaka-uttara-east' },
      paymentMethod: 'card',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, trackingUrl } = placed.json<{ order: Order; trackingUrl: string }>();
    const token = new URL(trackingUrl, 'http://x').searchParams.get('t')!;
    expect((await guest.post('/api/create-payment-intent', { orderId: order._id })).statusCode).toBe(404);
    const intent = await guest.post(`/api/create-payment-intent?t=${token}`, { orderId: order._id });
    expect(intent.statusCode, intent.body).toBe(200);
    await payAtStripe(intent.json<{ clientSecret: string }>().clientSecret, 'pm_card_visa');
    const paid = await guest.post(`/api/orders/${order._id}/confirm-payment?t=${token}`);
    expect(paid.json<{ order: Order }>().order.payment_status).toBe('paid');
    // Someone else's link opens nothing.
    const other = await guest.post(`/api/orders/${order._id}/confirm-payment?t=${token.split('').reverse().join('')}`);
    expect(other.statusCode).toBe(404);
  });

  it('stays unpaid after a declined card, and is paid only once the server has seen the PaymentIntent succeed', async () => {
    const { order } = await cardOrder(buyer);
    const { clientSecret } = (await buyer.post('/api/create-payment-intent', { orderId: order._id })).json<{
      clientSecret: string;
    }>();

    const declined = await payAtStripe(clientSecret, 'pm_card_chargeDeclined');
    expect(declined.status).toBe(402);
    const afterDecline = await buyer.post(`/api/orders/${order._id}/confirm-payment`);
    expect(afterDecline.json<{ order: Order }>().order.payment_status).toBe('un-paid');

    expect((await payAtStripe(clientSecret, 'pm_card_visa')).status).toBe(200);
    const paid = (await buyer.post(`/api/orders/${order._id}/confirm-payment`)).json<{ order: Order }>().order;
    expect(paid).toMatchObject({ payment_status: 'paid', order_status: 'pending' });
    expect(paid.history.at(-1)).toMatchObject({ actor: 'system', by: null, kind: 'payment_recorded', method: 'card', amount: 1560 });
  });

  it('takes Stripe’s signed webhook, once, and refuses bad and stale signatures', async () => {
    const { order } = await cardOrder(buyer);
    const { clientSecret } = (await buyer.post('/api/create-payment-intent', { orderId: order._id })).json<{
      clientSecret: string;
    }>();
    const intent = await (await payAtStripe(clientSecret, 'pm_card_visa')).json();
    const event = succeededEvent(intent);

    const forged = await webhook(event, (body) => signPayload(body, 'whsec_not_the_secret'));
    expect(forged.statusCode).toBe(400);
    const stale = await webhook(event, (body) =>
      signPayload(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600),
    );
    expect(stale.statusCode).toBe(400);
    const unsigned = await shop.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await buyer.get(`/api/orders/${order._id}`)).json<Order>().payment_status).toBe('un-paid');

    // Signed the way the official SDK signs test payloads.
    const sign = (body: string) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    const responses = await Promise.all(Array.from({ length: 5 }, () => webhook(event, sign)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const paid = (await buyer.get(`/api/orders/${order._id}`)).json<Order>();
    expect(paid.payment_status).toBe('paid');
    expect(paid.history.filter((entry) => entry.kind === 'payment_recorded')).toHaveLength(1);
  });

  it('does not take a signed event whose amount or order does not match', async () => {
    const { order } = await cardOrder(buyer);
    const { clientSecret } = (await buyer.post('/api/create-payment-intent', { orderId: order._id })).json<{
      clientSecret: string;
    }>();
    const intent = (await (await payAtStripe(clientSecret, 'pm_card_visa')).json()) as Record<string, unknown>;
    const sign = (body: string) => signPayload(body, WEBHOOK_SECRET);
    expect((await webhook(succeededEvent({ ...intent, amount: 100 }), sign)).statusCode).toBe(200);
    expect((await webhook(succeededEvent({ ...intent, currency: 'usd' }), sign)).statusCode).toBe(200);
    const { order: other } = await cardOrder(buyer);
    expect((await webhook(succeededEvent({ ...intent, metadata: { orderId: other._id } }), sign)).statusCode).toBe(200);
    expect((await buyer.get(`/api/orders/${order._id}`)).json<Order>().payment_status).toBe('un-paid');
    expect((await buyer.get(`/api/orders/${other._id}`)).json<Order>().payment_status).toBe('un-paid');
  });

  it('cancels card orders left unpaid for 30 minutes and gives their stock back', async () => {
    const { order, productId } = await cardOrder(buyer, 900, 2);
    const { order: paidOrder } = await cardOrder(buyer, 900, 1);
    const { clientSecret } = (await buyer.post('/api/create-payment-intent', { orderId: paidOrder._id })).json<{
      clientSecret: string;
    }>();
    await payAtStripe(clientSecret, 'pm_card_visa');
    const longAgo = new Date(Date.now() - 31 * 60_000);
    for (const id of [order._id, paidOrder._id])
      await shop.database.db.update(orders).set({ createdAt: longAgo }).where(eq(orders.id, id));

    expect(await shop.app.services.payments.expireUnpaid()).toBe(1);
    const expired = (await buyer.get(`/api/orders/${order._id}`)).json<Order>();
    expect(expired).toMatchObject({ order_status: 'cancelled', payment_status: 'un-paid' });
    expect(expired.history.at(-1)).toMatchObject({
      actor: 'system',
      by: null,
      to: 'cancelled',
      kind: 'expired',
      method: 'card',
      minutes: 30,
      providerGone: false,
    });
    const [piece] = await shop.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    expect(piece?.stock).toBe(5);
    // The one whose webhook never came was paid after all: Stripe is asked before anything is cancelled.
    expect((await buyer.get(`/api/orders/${paidOrder._id}`)).json<Order>()).toMatchObject({
      order_status: 'pending',
      payment_status: 'paid',
    });

    const retry = await buyer.post('/api/create-payment-intent', { orderId: order._id });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error.message).toContain('was cancelled because it was not paid within 30 minutes');
  });
});

describe('without Stripe or bKash merchant keys', () => {
  const plain = useTestShop({ AUTH_IP_LIMIT_PER_MINUTE: '100000' });

  it('refuses bKash checkout orders and payments, saying why', async () => {
    const email = `nobkash.${randomUUID().slice(0, 6)}@example.com`;
    const person = visitor(plain.app, { ip: '203.0.113.230' });
    await person.signUp({ name: 'No bKash', email, password: 'password-123' });
    const piece = await insertProduct(plain.database.db, { stock: 2 });
    const refused = await person.post('/api/orders', {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: {
        name: 'No bKash',
        customerEmail: email,
        number: '01711223344',
        address: 'Road 1',
        city: 'Dhaka',
      },
      paymentMethod: 'bkash-checkout',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      paymentMethod: '“Pay with bKash” is not available right now',
    });
  });

  it('says card payments are not available', async () => {
    const person = visitor(plain.app);
    await person.signUp({
      name: 'No Card',
      email: `nocard.${randomUUID().slice(0, 6)}@example.com`,
      password: 'password-123',
    });
    const response = await person.post('/api/create-payment-intent', { orderId: randomUUID() });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('We could not find this order.');
  });
});
