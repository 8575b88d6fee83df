import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order } from '@alankar/shared/order-schemas';
import { useBkashShop } from '../../test/bkash-shop';
import { placeOrderFor, signedUpShopper, type Shopper } from '../../test/shopper';
import { orderEvents, orders, payments, products } from '../db/schema';

const { bkash, shop } = await useBkashShop();

async function startPaying(buyer: Shopper, order: Order): Promise<string> {
  const started = await buyer.post(`/api/orders/${order._id}/payment`);
  expect(started.statusCode, started.body).toBe(200);
  return started.json<{ redirectUrl: string }>().redirectUrl.split('/pay/')[1]!;
}

const callback = (buyer: Shopper, paymentID: string, status = 'success') =>
  buyer.get(`/api/payments/bkash/callback?paymentID=${paymentID}&status=${status}`);

async function row(id: string) {
  const [found] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
  return found!;
}

async function stockOf(id: string) {
  const [piece] = await shop.database.db.select().from(products).where(eq(products.id, id));
  return piece!.stock;
}

/** The order's history beyond its status changes: what happened to its payment. */
async function paymentEvents(id: string) {
  const events = await shop.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
  return events.filter((event) => event.kind !== 'placed' && event.kind !== 'status_changed').map(({ kind, data }) => ({ kind, ...data }));
}

const executed = (paymentID: string) =>
  bkash.calls.filter((call: { path: string; body: { paymentID?: string } }) =>
    call.path.endsWith('execute') && call.body.paymentID === paymentID,
  );

beforeEach(() => bkash.setDelay(0));

describe('paying an order another way after leaving the provider’s page', () => {
  let buyer: Shopper;
  beforeAll(async () => {
    buyer = await signedUpShopper(shop.app, 'Farzana Akter');
  });

  it('keeps the same order and its pieces when the shopper switches to cash on delivery', async () => {
    const { order, pieceId } = await placeOrderFor(buyer, shop.database.db, 'bkash-checkout', { stock: 1 });
    const paymentID = await startPaying(buyer, order);
    await callback(buyer, paymentID, 'cancel');

    const switched = await buyer.put(`/api/orders/${order._id}/payment-method`, { paymentMethod: 'cash-on-delivery' });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json<{ order: Order }>().order).toMatchObject({
      _id: order._id,
      number: order.number,
      paymentMethod: 'cash-on-delivery',
      payment_status: 'un-paid',
      order_status: 'pending',
    });
    // The last piece is still this order's, once.
    expect(await stockOf(pieceId)).toBe(0);
    const mine = await buyer.get('/api/orders?mine=true');
    expect(mine.json<{ orders: Order[] }>().orders.filter((one) => one._id === order._id)).toHaveLength(1);
    expect(await paymentEvents(order._id)).toContainEqual({
      kind: 'payment_method_changed',
      paymentFrom: 'bkash-checkout',
      paymentTo: 'cash-on-delivery',
    });
    // Cash orders never expire for want of an online payment.
    await shop.app.services.payments.expireUnpaid(Date.now() + 60 * 60_000);
    expect((await row(order._id)).orderStatus).toBe('pending');
  });

  it('switches to bKash sent by hand with its TrxID, which waits for staff as usual', async () => {
    const { order } = await placeOrderFor(buyer, shop.database.db, 'bkash-checkout');
    await callback(buyer, await startPaying(buyer, order), 'failure');
    const missing = await buyer.put(`/api/orders/${order._id}/payment-method`, { paymentMethod: 'bkash' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({ trxID: 'Enter the TrxID from the SMS bKash sent you' });

    const switched = await buyer.put(`/api/orders/${order._id}/payment-method`, {
      paymentMethod: 'bkash',
      trxID: 'SWITCH1234',
      bkashNumber: '01811223344',
      agreed: true,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(await row(order._id)).toMatchObject({ paymentMethod: 'bkash', paymentStatus: 'verifying', trxId: 'SWITCH1234' });

    // Another order can't reuse that TrxID by switching either.
    const { order: other } = await placeOrderFor(buyer, shop.database.db, 'bkash-checkout');
    const reused = await buyer.put(`/api/orders/${other._id}/payment-method`, {
      paymentMethod: 'bkash',
      trxID: 'SWITCH1234',
      bkashNumber: '01811223344',
      agreed: true,
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe(
      'This TrxID was already used for another order. Check the SMS from bKash and try again.',
    );
    expect((await row(other._id)).paymentMethod).toBe('bkash-checkout');
  });

  it('refuses a paid order, a cash order, someone else’s order and a way the shop does not offer', async () => {
    const { order: paid } = await placeOrderFor(buyer, shop.database.db, 'bkash-checkout');
    const paymentID = await startPaying(buyer, paid);
    bkash.payments.get(paymentID)!.approved = true;
    // Paid on bKash, but the shopper never came back: the switch asks bKash first.
    bkash.payments.get(paymentID)!.transactionStatus = 'Completed';
    bkash.payments.get(paymentID)!.trxID = 'BPAIDFIRST';
    const tooLate = await buyer.put(`/api/orders/${paid._id}/payment-method`, { paymentMethod: 'cash-on-delivery' });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.message).toBe(`Order #${paid.number} is already paid.`);
    expect(await row(paid._id)).toMatchObject({ paymentMethod: 'bkash-checkout', paymentStatus: 'paid' });

    const { order: cash } = await placeOrderFor(buyer, shop.database.db, 'cash-on-delivery');
    const fromCash = await buyer.put(`/api/orders/${cash._id}/payment-method`, { paymentMethod: 'bkash-checkout' });
    expect(fromCash.statusCode).toBe(409);

    const { order: mine } = await placeOrderFor(buyer, shop.database.db, 'bkash-checkout');
    const stranger = await signedUpShopper(shop.app, 'Someone Else');
    expect((await stranger.put(`/api/orders/${mine._id}/payment-method`, { paymentMethod: 'cash-on-delivery' })).statusCode).toBe(404);
    const card = await buyer.put(`/api/orders/${mine._id}/payment-method`, { paymentMethod: 'card' });
    expect(card.statusCode).toBe(400);
    expect(card.json().error.message).toBe('“Card” is not available right now. Please choose another way to pay.');
    expect(await row(mine._id)).toMatchObject({ paymentMethod: 'bkash-checkout', paymentStatus: 'un-paid' });
  });

  it('still counts an earlier attempt the shopper approved after all, and never charges a cancelled order', async () => {
    const { order } = await placeOrderFor(buyer, shop.database.db, 'bkash-checkout');
    const first = await startPaying(buyer, order);
    const second = await startPaying(buyer, order);
    expect(second).not.toBe(first);
    await buyer.put(`/api/orders/${order._id}/payment-method`, { paymentMethod: 'cash-on-delivery' });

    // The first bKash page was still open in another tab, and the shopper approved there.
    bkash.payments.get(first)!.approved = true;
    const back = await callback(buyer, first);
    expect(back.headers.location).toBe(`/payment-gateway?paid-with=bkash-checkout&outcome=paid&order=${order._id}`);
    const paid = await row(order._id);
    expect(paid).toMatchObject({ paymentMethod: 'bkash-checkout', paymentStatus: 'paid' });
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.reference, first));
    expect(payment?.paidAt).not.toBeNull();
    expect((await paymentEvents(order._id)).at(-1)).toEqual({
      kind: 'payment_recorded',
      method: 'bkash-checkout',
      amount: order.total,
      transactionId: payment!.transactionId,
      switchedFrom: 'cash-on-delivery',
      afterCancel: false,
      duplicate: false,
    });

    // An order cancelled for want of payment: a late approval lapses instead of taking money.
    const { order: lapsed } = await placeOrderFor(buyer, shop.database.db, 'bkash-checkout');
    const late = await startPaying(buyer, lapsed);
    await shop.app.services.payments.expireUnpaid(Date.now() + 31 * 60_000);
    expect((await row(lapsed._id)).orderStatus).toBe('cancelled');
    bkash.payments.get(late)!.approved = true;
    const lapsedBack = await callback(buyer, late);
    expect(lapsedBack.headers.location).toBe(
      `/payment-gateway?paid-with=bkash-checkout&outcome=failed&order=${lapsed._id}`,
    );
    expect(executed(late)).toHaveLength(0);
    expect((await row(lapsed._id)).paymentStatus).toBe('un-paid');
  });
});
