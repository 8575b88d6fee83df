import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Order } from '@alankar/shared/order-schemas';
import type { PaymentMethod } from '@alankar/shared/order';
import { startBkashStandIn } from '../../../../e2e/support/bkash-server.mjs';
import { startSslcommerzStandIn } from '../../../../e2e/support/sslcommerz-server.mjs';
import { startStripeStandIn } from '../../../../e2e/support/stripe-server.mjs';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { placeOrderFor, signedUpShopper, type Shopper } from '../../test/shopper';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { jobs, orderEvents, orders, products, refunds } from '../db/schema';
import { formatTk } from '@alankar/shared/money';

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
  // Long enough for a busy test machine, short enough to play a provider whose answer is lost.
  BKASH_TIMEOUT_MS: '1500',
  SSLCOMMERZ_TIMEOUT_MS: '1500',
});
sslcommerz.setIpn('hold');
beforeEach(() => {
  bkash.setDelay(0);
  sslcommerz.setDelay(0);
});

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
    await buyer.get(`/api/payments/bkash/return?paymentID=${paymentID}&status=success`);
    return (await buyer.get(`/api/orders/${order._id}`)).json<Order>();
  },
  async sslcommerz() {
    const order = await placeOrder('sslcommerz');
    const { redirectUrl } = (await buyer.post(`/api/orders/${order._id}/payment`)).json<{ redirectUrl: string }>();
    await fetch(`${redirectUrl}?choice=success`);
    const tranId = sslcommerz.sessions.get(redirectUrl.split('/pay/')[1]!)!.tran_id;
    await buyer.postForm('/api/payments/sslcommerz/return?outcome=success', sslcommerz.postedFields(tranId)!);
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
        refunds: [{ amount: 1000, reason: 'One earring was missing', by: STAFF.email, state: 'done' }],
        payments: [{ method, amount: order.total, refundable: order.total - 1000 }],
      });
      const rest = await refund(order, order.total - 1000);
      expect(rest.statusCode, rest.body).toBe(200);
      const refunded = rest.json<{ order: Order }>().order;
      expect(refunded.payment_status).toBe('refunded');
      expect(refunded.refunds.map((one) => one.amount)).toEqual([1000, order.total - 1000]);
      expect(refunded.history.at(-1)).toMatchObject({
        kind: 'refunded',
        actor: 'staff',
        method,
        amount: order.total - 1000,
        reason: 'Customer changed her mind',
      });

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

      // The customer hears of each refund, once.
      await shop.runJobs();
      const told = shop.mail.filter((mail) => mail.subject === `We have sent you a refund for order #${order.number}`);
      expect(told.map((mail) => mail.text)).toEqual([
        expect.stringContaining(`We have sent Tk 1,000 back for your order #${order.number}`),
        expect.stringContaining(`We have sent ${formatTk(order.total - 1000)} back for your order #${order.number}`),
      ]);
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
      expect(refused.json().error.message).toBe('bKash refused the refund: Refund period is over.');
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

/** The refunds a provider's stand-in has made for one of the order's payments, in whole taka. */
function givenBack(method: 'bkash-checkout' | 'sslcommerz', order: Order): number[] {
  const transactionId = order.payments[0]!.transactionId;
  if (method === 'bkash-checkout') {
    const payment = [...bkash.payments.values()].find((one) => one.trxID === transactionId);
    return (payment?.refunds ?? []).map((one) => Number(one.amount));
  }
  const session = [...sslcommerz.sessions.values()].find((one) => one.transaction?.bank_tran_id === transactionId);
  return (session?.refunds ?? []).map((one) => Number(one.amount));
}

const refundRows = (order: Order) => shop.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
const slow = (method: 'bkash-checkout' | 'sslcommerz', ms: number) =>
  method === 'bkash-checkout' ? bkash.setDelay(ms) : sslcommerz.setDelay(ms);
/** Long enough for a delayed stand-in to have done what it was asked. */
const afterTheDelay = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** The same shop without any provider's credentials: as if the owner removed them. */
async function shopWithoutProviders(): Promise<FastifyInstance> {
  const app = await buildApp({
    config: readConfig({
      DATA_DIR: shop.dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      ORDERS_PER_DAY: '1000',
      UNPAID_PIECES_PER_SHOPPER: '10000',
      AUTH_IP_LIMIT_PER_MINUTE: '100000',
      PUBLIC_URL: 'http://localhost:3000',
    }),
    database: shop.database,
    mailer: { send: async () => {} },
    jobs: 'manual',
  });
  await app.ready();
  return app;
}

describe('a refund whose answer is lost', () => {
  it.each(['bkash-checkout', 'sslcommerz'] as const)(
    'stays set aside when %s does not answer, and a retry gives the money back once',
    async (method) => {
      const order = await paidOrder[method]();
      slow(method, 2500);
      const lost = await refund(order, order.total);
      expect(lost.statusCode).toBe(503);
      expect(lost.json().error.message).toMatch(/did not answer, so we can’t tell yet|did not answer, so we can't tell yet/);
      // The provider did give it back, after the shop stopped waiting.
      await afterTheDelay();
      slow(method, 0);
      expect(givenBack(method, order)).toEqual([order.total]);
      expect((await refundRows(order)).map((row) => row.state)).toEqual(['unknown']);

      // Staff try again: the shop asks about the lost refund first, finds it done, and gives nothing more.
      const retry = await refund(order, order.total);
      expect(retry.statusCode).toBe(409);
      expect(retry.json().error.message).toBe(`Order #${order.number} has no payment to refund.`);
      expect(givenBack(method, order)).toEqual([order.total]);
      const settled = (await staff.get(`/api/orders/${order._id}`)).json<Order>();
      expect(settled).toMatchObject({ payment_status: 'refunded', refunds: [{ amount: order.total, state: 'done' }] });
    },
  );

  it('is settled by the shop’s own job when nobody retries', async () => {
    const order = await paidOrder['bkash-checkout']();
    bkash.setDelay(2500);
    expect((await refund(order, 700)).statusCode).toBe(503);
    await afterTheDelay();
    bkash.setDelay(0);
    // The job waits a little before asking; here it is due now.
    await shop.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, 'refunds.settle'));
    await shop.runJobs();
    expect((await refundRows(order)).map((row) => [row.amount, row.state])).toEqual([[700, 'done']]);
    expect(givenBack('bkash-checkout', order)).toEqual([700]);
  });

  it('is released when the provider says it never gave the money back', async () => {
    const order = await paidOrder['bkash-checkout']();
    bkash.closeRefundWindow();
    bkash.setDelay(2500);
    try {
      expect((await refund(order, 700)).statusCode).toBe(503);
      await afterTheDelay();
    } finally {
      bkash.setDelay(0);
      bkash.closeRefundWindow(false);
    }
    expect(givenBack('bkash-checkout', order)).toEqual([]);
    const again = await refund(order, order.total);
    expect(again.statusCode, again.body).toBe(200);
    expect(givenBack('bkash-checkout', order)).toEqual([order.total]);
  });
});

describe('a provider whose credentials were removed', () => {
  it('refuses a refund without setting any money aside, so it can be made once the credentials are back', async () => {
    const order = await paidOrder.sslcommerz();
    const without = await shopWithoutProviders();
    try {
      const asStaff = visitor(without, { ip: '192.0.2.79' });
      expect((await asStaff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
      const refused = await asStaff.post(`/api/orders/${order._id}/refunds`, { amount: 500, reason: 'Broken clasp' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'SSLCommerz is not set up any more: give the money back from its merchant panel.',
      );
    } finally {
      await without.close();
    }
    expect(await refundRows(order)).toEqual([]);
    const whole = await refund(order, order.total);
    expect(whole.statusCode, whole.body).toBe(200);
  });

  it('cancels its unpaid orders after their window, saying it could not be asked, and gives the stock back', async () => {
    const { order, pieceId } = await placeOrderFor(buyer, shop.database.db, 'sslcommerz', { stock: 1 });
    const without = await shopWithoutProviders();
    try {
      expect(await without.services.payments.expireUnpaid(Date.now() + 31 * 60_000)).toBeGreaterThanOrEqual(1);
    } finally {
      await without.close();
    }
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'un-paid' });
    const [piece] = await shop.database.db.select().from(products).where(eq(products.id, pieceId));
    expect(piece!.stock).toBe(1);
    const [expired] = await shop.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order._id))
      .then((events) => events.filter((event) => event.kind === 'expired'));
    expect(expired).toMatchObject({
      actor: 'system',
      fromStatus: 'pending',
      toStatus: 'cancelled',
      data: { method: 'sslcommerz', minutes: 30, providerGone: true },
    });
  });
});

describe('cancelling with a refund', () => {
  const cancelAndRefund = (order: Order) => staff.put(`/api/orders/${order._id}`, { status: 'cancelled', refund: true });

  it('cancels the order and gives its payment back in one call, recorded once', async () => {
    const order = await paidOrder.card();
    const answer = await cancelAndRefund(order);
    expect(answer.statusCode, answer.body).toBe(200);
    const done = (await staff.get(`/api/orders/${order._id}`)).json<Order>();
    expect(done).toMatchObject({
      order_status: 'cancelled',
      payment_status: 'refunded',
      refunds: [{ amount: order.total, reason: 'Order cancelled', state: 'done' }],
    });
    expect(done.history.slice(-2).map((entry) => [entry.kind, entry.to])).toEqual([
      ['status_changed', 'cancelled'],
      ['refunded', 'cancelled'],
    ]);
  });

  it('leaves the order as it was when the provider refuses the refund', async () => {
    const order = await paidOrder['bkash-checkout']();
    bkash.closeRefundWindow();
    try {
      const refused = await cancelAndRefund(order);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'bKash refused the refund: Refund period is over. The order was not cancelled.',
      );
    } finally {
      bkash.closeRefundWindow(false);
    }
    expect((await staff.get(`/api/orders/${order._id}`)).json<Order>()).toMatchObject({
      order_status: 'pending',
      payment_status: 'paid',
      refunds: [],
    });
  });

  it('cancels once the provider confirms a refund whose answer was lost, and not before', async () => {
    const order = await paidOrder['bkash-checkout']();
    bkash.setDelay(2500);
    const lost = await cancelAndRefund(order);
    expect(lost.statusCode).toBe(503);
    await afterTheDelay();
    bkash.setDelay(0);
    expect((await staff.get(`/api/orders/${order._id}`)).json<Order>().order_status).toBe('pending');
    // Meanwhile nobody can move it elsewhere.
    const ship = await staff.put(`/api/orders/${order._id}`, { status: 'confirmed' });
    expect(ship.statusCode).toBe(409);
    await shop.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, 'refunds.settle'));
    await shop.runJobs();
    expect((await staff.get(`/api/orders/${order._id}`)).json<Order>()).toMatchObject({
      order_status: 'cancelled',
      payment_status: 'refunded',
    });
    expect(givenBack('bkash-checkout', order)).toEqual([order.total]);
  });
});

describe('a second payment for an order already paid', () => {
  it('is recorded as a payment of its own, which staff can give back', async () => {
    const order = await placeOrder('sslcommerz');
    const open = async () => {
      const { redirectUrl } = (await buyer.post(`/api/orders/${order._id}/payment`)).json<{ redirectUrl: string }>();
      return redirectUrl;
    };
    // Two tabs, two pages, both paid.
    const [first, second] = [await open(), await open()];
    for (const page of [first, second]) {
      await fetch(`${page}?choice=success`);
      const tranId = sslcommerz.sessions.get(page.split('/pay/')[1]!)!.tran_id;
      await buyer.postForm('/api/payments/sslcommerz/return?outcome=success', sslcommerz.postedFields(tranId)!);
    }
    const paid = (await staff.get(`/api/orders/${order._id}`)).json<Order>();
    expect(paid.payment_status).toBe('paid');
    expect(paid.payments.map((payment) => payment.refundable)).toEqual([order.total, order.total]);
    expect(paid.history.filter((entry) => entry.kind === 'payment_recorded').map((entry) => 'duplicate' in entry && entry.duplicate)).toEqual([
      false,
      true,
    ]);
    const back = await staff.post(`/api/orders/${order._id}/refunds`, {
      amount: order.total,
      reason: 'Paid twice',
      payment: paid.payments[1]!._id,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<{ order: Order }>().order).toMatchObject({
      payment_status: 'paid',
      payments: [{ refundable: order.total }, { refundable: 0 }],
    });
  });
});
