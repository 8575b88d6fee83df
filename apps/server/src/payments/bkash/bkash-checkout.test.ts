import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order } from '@alankar/shared/order-schemas';
import { useBkashShop } from '../../../test/bkash-shop';
import type { visitor } from '../../../test/browser-like';
import { placeOrderFor, signedUpShopper, type Shopper } from '../../../test/shopper';
import { orderEvents, orders, payments, products } from '../../db/schema';
import { createBkashGateway } from './gateway';

const { bkash, shop } = await useBkashShop();

type Visitor = ReturnType<typeof visitor>;
const shopper = () => signedUpShopper(shop.app);
const placeOrder = (buyer: Shopper, price = 1250, stock = 5) =>
  placeOrderFor(buyer, shop.database.db, 'bkash-checkout', { price, stock });

/** Starts paying on bKash's page and answers the paymentID bKash made. */
async function startPaying(buyer: Visitor, order: Order): Promise<string> {
  const started = await buyer.post(`/api/orders/${order._id}/payment`);
  expect(started.statusCode, started.body).toBe(200);
  const { redirectUrl } = started.json<{ redirectUrl: string }>();
  const paymentID = redirectUrl.split('/pay/')[1]!;
  expect(bkash.payments.get(paymentID)).toMatchObject({ amount: `${order.total}.00`, currency: 'BDT' });
  return paymentID;
}

/** The shopper approves on bKash's page, and bKash sends them back. */
async function approveAndReturn(buyer: Visitor, paymentID: string, status = 'success') {
  if (status === 'success') bkash.payments.get(paymentID)!.approved = true;
  return buyer.get(`/api/payments/bkash/return?paymentID=${paymentID}&status=${status}`);
}

async function row(id: string) {
  const [found] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
  return found!;
}

async function historyOf(id: string) {
  return shop.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
}

async function paidPaymentOf(id: string) {
  const found = await shop.database.db.select().from(payments).where(eq(payments.orderId, id));
  return found.find((payment) => payment.paidAt !== null);
}

beforeEach(() => {
  bkash.setDelay(0);
  bkash.setTamper(null);
});

describe('bKash checkout', () => {
  let buyer: Shopper;
  beforeAll(async () => {
    buyer = await shopper();
  });

  it('places the order unpaid, sends the shopper to bKash, and marks it paid once bKash confirms the payment', async () => {
    const { order } = await placeOrder(buyer);
    expect(order).toMatchObject({
      paymentMethod: 'bkash-checkout',
      payment_status: 'un-paid',
      order_status: 'pending',
    });
    const paymentID = await startPaying(buyer, order);
    const create = bkash.calls.findLast((call) => call.path === 'create')!;
    expect(create.body).toMatchObject({
      mode: '0011',
      intent: 'sale',
      currency: 'BDT',
      amount: `${order.total}.00`,
      merchantInvoiceNumber: String(order.number),
      callbackURL: 'http://localhost:3000/api/payments/bkash/return',
    });
    expect(create.headers['x-app-key']).toBe(bkash.credentials.appKey);

    const back = await approveAndReturn(buyer, paymentID);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/payment-gateway?paid-with=bkash-checkout&outcome=paid&order=${order._id}`);
    const paid = await row(order._id);
    expect(paid.paymentStatus).toBe('paid');
    const trxID = bkash.payments.get(paymentID)!.trxID;
    // bKash's TrxID lives on the payment, not in the order's TrxID column (that one is for bKash sent by hand).
    expect(paid.trxId).toBeNull();
    expect(await paidPaymentOf(order._id)).toMatchObject({ reference: paymentID, transactionId: trxID, amount: order.total });
    expect((await historyOf(order._id)).map(({ kind, data }) => ({ kind, data }))).toContainEqual({
      kind: 'payment_recorded',
      data: {
        method: 'bkash-checkout',
        amount: order.total,
        transactionId: trxID,
        switchedFrom: null,
        afterCancel: false,
        duplicate: false,
      },
    });
    const seen = (await buyer.get(`/api/orders/${order._id}`)).json<Order>();
    expect(seen).toMatchObject({ trxID, payments: [{ method: 'bkash-checkout', amount: order.total, transactionId: trxID }] });
  });

  it('still takes bKash back at the address registered before, /api/payments/bkash/callback', async () => {
    const { order } = await placeOrder(buyer);
    const paymentID = await startPaying(buyer, order);
    bkash.payments.get(paymentID)!.approved = true;
    const back = await buyer.get(`/api/payments/bkash/callback?paymentID=${paymentID}&status=success`);
    expect(back.headers.location).toBe(`/payment-gateway?paid-with=bkash-checkout&outcome=paid&order=${order._id}`);
    expect((await row(order._id)).paymentStatus).toBe('paid');
  });

  it('keeps the grant token until it is about to expire, then refreshes it', async () => {
    let clock = Date.now();
    const gateway = createBkashGateway({ ...shop.app.config.bkash!, baseUrl: bkash.url }, () => clock);
    const tokenCalls = () => bkash.calls.filter((call) => call.path.startsWith('token/')).map((call) => call.path);
    const before = tokenCalls().length;
    const payment = { amount: 100, invoice: '1', payerReference: '1', callbackURL: 'http://localhost:3000/cb' };
    await gateway.createPayment(payment);
    await gateway.createPayment(payment);
    expect(tokenCalls().slice(before)).toEqual(['token/grant']);
    clock += 3600_000;
    expect((await gateway.createPayment(payment)).statusCode).toBe('0000');
    expect(tokenCalls().slice(before)).toEqual(['token/grant', 'token/refresh']);
  });

  it('asks for one token when several payments start at once, and a new one when bKash revokes it', async () => {
    const gateway = createBkashGateway({ ...shop.app.config.bkash!, baseUrl: bkash.url });
    const tokenCalls = () => bkash.calls.filter((call) => call.path.startsWith('token/')).map((call) => call.path);
    const before = tokenCalls().length;
    const payment = { amount: 100, invoice: '2', payerReference: '2', callbackURL: 'http://localhost:3000/cb' };
    const created = await Promise.all(Array.from({ length: 5 }, () => gateway.createPayment(payment)));
    expect(created.map((answer) => answer.statusCode)).toEqual(Array(5).fill('0000'));
    expect(tokenCalls().slice(before)).toEqual(['token/grant']);

    bkash.revokeTokens();
    expect((await gateway.createPayment(payment)).statusCode).toBe('0000');
    expect(tokenCalls().slice(before)).toEqual(['token/grant', 'token/grant']);
  });

  it('believes neither a forged nor a replayed callback, nor one bKash does not confirm', async () => {
    const { order } = await placeOrder(buyer);
    const paymentID = await startPaying(buyer, order);
    // An unknown payment, and a "success" the shopper never approved on bKash's page.
    const forged = await buyer.get('/api/payments/bkash/return?paymentID=TR0011FORGED&status=success');
    expect(forged.headers.location).toBe('/payment-gateway?paid-with=bkash-checkout&outcome=unknown');
    const unapproved = await buyer.get(`/api/payments/bkash/return?paymentID=${paymentID}&status=success`);
    expect(unapproved.headers.location).toBe(
      `/payment-gateway?paid-with=bkash-checkout&outcome=failed&order=${order._id}`,
    );
    expect((await row(order._id)).paymentStatus).toBe('un-paid');

    await approveAndReturn(buyer, paymentID);
    const history = (await historyOf(order._id)).length;
    const replayed = await approveAndReturn(buyer, paymentID);
    expect(replayed.headers.location).toBe(`/payment-gateway?paid-with=bkash-checkout&outcome=paid&order=${order._id}`);
    expect((await historyOf(order._id)).length).toBe(history);
  });

  it('refuses a payment bKash reports for another amount', async () => {
    const { order } = await placeOrder(buyer);
    const paymentID = await startPaying(buyer, order);
    bkash.setTamper((payment) => ({ ...payment, amount: '1.00' }));
    const back = await approveAndReturn(buyer, paymentID);
    expect(back.headers.location).toBe(`/payment-gateway?paid-with=bkash-checkout&outcome=failed&order=${order._id}`);
    expect((await row(order._id)).paymentStatus).toBe('un-paid');
  });

  it('cannot start paying someone else’s order, and a cancel or failure leaves the order unpaid', async () => {
    const { order } = await placeOrder(buyer);
    const stranger = await shopper();
    expect((await stranger.post(`/api/orders/${order._id}/payment`)).statusCode).toBe(404);

    const paymentID = await startPaying(buyer, order);
    // A callback carries no session: it can name anyone's payment, but only bKash's word moves money.
    const cancelled = await stranger.get(`/api/payments/bkash/return?paymentID=${paymentID}&status=cancel`);
    expect(cancelled.headers.location).toBe(
      `/payment-gateway?paid-with=bkash-checkout&outcome=cancelled&order=${order._id}`,
    );
    const failed = await approveAndReturn(buyer, paymentID, 'failure');
    expect(failed.headers.location).toBe(`/payment-gateway?paid-with=bkash-checkout&outcome=failed&order=${order._id}`);
    expect(await row(order._id)).toMatchObject({ paymentStatus: 'un-paid', orderStatus: 'pending' });
  });

  it('tells the shopper to try again when bKash does not answer, losing nothing', async () => {
    const { order } = await placeOrder(buyer);
    bkash.setDelay(3000);
    const started = await buyer.post(`/api/orders/${order._id}/payment`);
    expect(started.statusCode).toBe(503);
    expect(started.json()).toEqual({
      error: {
        code: 'unavailable',
        message: 'bKash is not answering right now. Your order is saved: please try again in a minute.',
        requestId: expect.any(String),
      },
    });
    bkash.setDelay(0);
    const paymentID = await startPaying(buyer, order);
    bkash.payments.get(paymentID)!.approved = true;
    bkash.setDelay(3000);
    const back = await buyer.get(`/api/payments/bkash/return?paymentID=${paymentID}&status=success`);
    expect(back.headers.location).toBe(
      `/payment-gateway?paid-with=bkash-checkout&outcome=unavailable&order=${order._id}`,
    );
    expect((await row(order._id)).paymentStatus).toBe('un-paid');
    // bKash answers again: the next callback (or the expiry check) settles it.
    bkash.setDelay(0);
    expect((await approveAndReturn(buyer, paymentID)).headers.location).toBe(
      `/payment-gateway?paid-with=bkash-checkout&outcome=paid&order=${order._id}`,
    );
  });

  it('records a payment once under ten callbacks at the same moment', async () => {
    const { order } = await placeOrder(buyer);
    const paymentID = await startPaying(buyer, order);
    bkash.payments.get(paymentID)!.approved = true;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => buyer.get(`/api/payments/bkash/return?paymentID=${paymentID}&status=success`)),
    );
    expect(new Set(answers.map((answer) => answer.headers.location))).toEqual(
      new Set([`/payment-gateway?paid-with=bkash-checkout&outcome=paid&order=${order._id}`]),
    );
    const received = (await historyOf(order._id)).filter((event) => event.kind === 'payment_recorded');
    expect(received).toHaveLength(1);
  });

  it('gives the stock back when an order is left unpaid, unless bKash says it was paid after all', async () => {
    const { order: unpaid, pieceId } = await placeOrder(buyer, 900, 1);
    const { order: paidLate } = await placeOrder(buyer);
    const paymentID = await startPaying(buyer, paidLate);
    // Approved and executed on bKash's side, but the shopper never came back.
    bkash.payments.get(paymentID)!.approved = true;
    bkash.payments.get(paymentID)!.transactionStatus = 'Completed';
    bkash.payments.get(paymentID)!.trxID = 'BLATE12345';

    const expired = await shop.app.services.payments.expireUnpaid(Date.now() + 31 * 60_000);
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await row(unpaid._id)).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'un-paid' });
    const [piece] = await shop.database.db.select().from(products).where(eq(products.id, pieceId));
    expect(piece!.stock).toBe(1);
    expect(await row(paidLate._id)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'paid' });
    expect(await paidPaymentOf(paidLate._id)).toMatchObject({ transactionId: 'BLATE12345' });
  });
});
