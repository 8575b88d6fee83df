import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order } from '@alankar/shared/order-schemas';
import type { PaymentMethod } from '@alankar/shared/order';
import { startBkashStandIn } from '../../../../e2e/support/bkash-server.mjs';
import { startSslcommerzStandIn } from '../../../../e2e/support/sslcommerz-server.mjs';
import { startStripeStandIn } from '../../../../e2e/support/stripe-server.mjs';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { placeOrderFor, signedUpShopper, type Shopper } from '../../test/shopper';
import { orders, refunds } from '../db/schema';

const [bkash, sslcommerz, stripe] = await Promise.all([
  startBkashStandIn(),
  startSslcommerzStandIn(),
  startStripeStandIn(),
]);
afterAll(() => Promise.all([bkash.close(), sslcommerz.close(), stripe.close()]));

const STAFF = { email: 'refunds-owner@alankar.test', password: 'refunds-owner-password' };
const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
  PUBLIC_URL: 'http://localhost:3000',
  BKASH_APP_KEY: bkash.credentials.appKey,
  BKASH_APP_SECRET: bkash.credentials.appSecret,
  BKASH_USERNAME: bkash.credentials.username,
  BKASH_PASSWORD: bkash.credentials.password,
  BKASH_BASE_URL: bkash.url,
  SSLCOMMERZ_STORE_ID: sslcommerz.store.id,
  SSLCOMMERZ_STORE_PASSWORD: sslcommerz.store.password,
  SSLCOMMERZ_BASE_URL: sslcommerz.url,
  STRIPE_SECRET_KEY: 'sk_test_refunds',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_refunds',
  STRIPE_API_URL: stripe.url,
});
sslcommerz.setIpn('hold');

type Visitor = ReturnType<typeof visitor>;
let buyer: Shopper;
let staff: Visitor;

beforeAll(async () => {
  buyer = await signedUpShopper(shop.app, 'Farhana Akter');
  staff = visitor(shop.app, { ip: '192.0.2.78' });
  expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
});

const placeOrder = async (paymentMethod: PaymentMethod, price = 3000): Promise<Order> =>
  (await placeOrderFor(buyer, shop.database.db, paymentMethod, { price, stock: 3 })).order;

/** An order paid through each provider's stand-in, the way its shopper would. */
const paidOrder: Record<'card' | 'bkash-checkout' | 'sslcommerz', () => Promise<Order>> = {
  async card() {
    const order = await placeOrder('card');
    const { clientSecret } = (await buyer.post('/api/create-payment-intent', { orderId: order._id })).json<{
      clientSecret: string;
    }>();
    const intent = clientSecret.split('_secret_')[0]!;
    await fetch(`${stripe.url}/v1/payment_intents/${intent}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: 'pk_test_refunds',
        client_secret: clientSecret,
        payment_method: 'pm_card_visa',
      }),
    });
    return (await buyer.post(`/api/orders/${order._id}/confirm-payment`)).json<{ order: Order }>().order;
  },
  async 'bkash-checkout'() {
    const order = await placeOrder('bkash-checkout');
    const { redirectUrl } = (await buyer.post(`/api/orders/${order._id}/payment`)).json<{ redirectUrl: string }>();
    const paymentID = redirectUrl.split('/pay/')[1]!;
    bkash.payments.get(paymentID)!.approved = true;
    await buyer.get(`/api/payments/bkash/callback?paymentID=${paymentID}&status=success`);
    return (await buyer.get(`/api/orders/${order._id}`)).json<Order>();
  },
  async sslcommerz() {
    const order = await placeOrder('sslcommerz');
    const { redirectUrl } = (await buyer.post(`/api/orders/${order._id}/payment`)).json<{ redirectUrl: string }>();
    await fetch(`${redirectUrl}?choice=success`);
    const tranId = sslcommerz.sessions.get(redirectUrl.split('/pay/')[1]!)!.tran_id;
    await buyer.postForm('/api/payments/sslcommerz/success', sslcommerz.postedFields(tranId)!);
    return (await buyer.get(`/api/orders/${order._id}`)).json<Order>();
  },
};

const refund = (order: Order, amount: number, reason = 'Customer changed her mind', who = staff) =>
  who.post(`/api/orders/${order._id}/refunds`, { amount, reason });

describe('refunds', () => {
  it.each(['card', 'bkash-checkout', 'sslcommerz'] as const)(
    'gives part, then the rest, of a %s payment back through its provider',
    async (method) => {
      const order = await paidOrder[method]();
      expect(order.payment_status).toBe('paid');

      const part = await refund(order, 1000, 'One earring was missing');
      expect(part.statusCode, part.body).toBe(200);
      expect(part.json<{ order: Order }>().order).toMatchObject({
        payment_status: 'paid',
        refunds: [{ amount: 1000, reason: 'One earring was missing', by: STAFF.email }],
      });
      const rest = await refund(order, order.total - 1000);
      expect(rest.statusCode, rest.body).toBe(200);
      const refunded = rest.json<{ order: Order }>().order;
      expect(refunded.payment_status).toBe('refunded');
      expect(refunded.refunds.map((one) => one.amount)).toEqual([1000, order.total - 1000]);
      expect(refunded.history.at(-1)?.note).toMatch(/^Tk 2,0\d0 refunded through (Stripe|bKash|SSLCommerz) \(/);

      // The provider gave back exactly that much.
      const given = {
        card: () => [...new Set(stripe.refunds.values())].map((one) => one.amount),
        'bkash-checkout': () =>
          [...bkash.payments.values()]
            .flatMap((payment) => payment.refunds ?? [])
            .map((one) => Number(one.amount) * 100),
        sslcommerz: () =>
          [...sslcommerz.sessions.values()]
            .flatMap((session) => session.refunds ?? [])
            .map((one) => Number(one.amount) * 100),
      }[method]();
      expect(given).toEqual(expect.arrayContaining([100_000, (order.total - 1000) * 100]));

      const more = await refund(order, 1);
      expect(more.statusCode).toBe(409);
      expect(more.json().error.message).toBe(`Order #${order.number} has no payment to refund.`);
    },
  );

  it('never gives back more than was paid, even when two refunds are asked at once', async () => {
    const order = await paidOrder.sslcommerz();
    const tooMuch = await refund(order, order.total + 1);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields).toEqual({ amount: `At most Tk ${order.total.toLocaleString('en-US')}` });

    const both = await Promise.all([refund(order, 2000), refund(order, 2000)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const rows = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows.map((row) => [row.amount, row.state])).toEqual([[2000, 'done']]);
  });

  it('records nothing when the provider refuses, and says why', async () => {
    const order = await paidOrder['bkash-checkout']();
    bkash.closeRefundWindow();
    try {
      const refused = await refund(order, 500);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe('bKash refused the refund: Refund period is over');
    } finally {
      bkash.closeRefundWindow(false);
    }
    expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toEqual([]);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.paymentStatus).toBe('paid');
  });

  it('is for staff only, and only for payments a provider took', async () => {
    const order = await paidOrder.sslcommerz();
    expect((await refund(order, 100, 'Because', buyer)).statusCode).toBe(403);
    expect((await refund(order, 100, 'Because', visitor(shop.app))).statusCode).toBe(401);
    const invalid = await refund(order, 10.5, '');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({
      amount: 'Amount must be whole taka',
      reason: 'Say why the money goes back',
    });

    const cash = await placeOrder('cash-on-delivery');
    const byHand = await refund(cash, 100);
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().error.message).toBe(
      `Order #${cash.number} was not paid through a payment provider: give money back by hand.`,
    );
    const unpaid = await placeOrder('sslcommerz');
    expect((await refund(unpaid, 100)).json().error.message).toBe(`Order #${unpaid.number} has no payment to refund.`);
  });
});
