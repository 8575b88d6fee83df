import { and, eq, ne } from 'drizzle-orm';
import { isProviderMethod } from '@alankar/shared/order';
import type { Database } from '../db/client';
import { orders, payments, shipments } from '../db/schema';
import { recordEvent, SYSTEM } from '../orders/order-events';
import type { OrderRow, PaymentRow } from '../orders/order-rows';
import type { ExpectedPayment, ProviderVerdict } from './provider';

/** The order's payment is settled: paid, given back, or paid at a provider and held for a look. */
export function isSettled(order: Pick<OrderRow, 'paymentStatus' | 'paymentMethod'>): boolean {
  return (
    order.paymentStatus === 'paid' ||
    order.paymentStatus === 'refunded' ||
    (order.paymentStatus === 'verifying' && isProviderMethod(order.paymentMethod))
  );
}

/** A cash order's attempt to pay only its delivery fee, asked for in advance. */
export function isAdvance(
  order: Pick<OrderRow, 'paymentMethod' | 'advanceDue'>,
  payment: Pick<PaymentRow, 'amount'> | undefined,
): boolean {
  return order.paymentMethod === 'cash-on-delivery' && order.advanceDue > 0 && payment?.amount === order.advanceDue;
}

/** What a payment for this order (by this attempt) must match to count: its total, or a delivery fee asked first. */
export function expectedOf(order: OrderRow, payment?: Pick<PaymentRow, 'amount'>): ExpectedPayment {
  return {
    orderId: order.id,
    orderNumber: order.number,
    amount: isAdvance(order, payment) ? order.advanceDue : order.total,
    currency: 'BDT',
    // A cancelled or already settled order takes no more money where the provider leaves that to the shop.
    open: order.orderStatus !== 'cancelled' && !isSettled(order),
  };
}

/**
 * Records the provider's word that one of the order's attempts was paid. Idempotent. An earlier attempt counts too
 * (the shopper paid in a second tab), even if the order was switched to another way to pay since; a payment on an order
 * already settled is recorded as a second payment, for staff to give back.
 */
export async function recordPayment(
  db: Database,
  { orderId, paymentId }: { orderId: string; paymentId: string },
  verdict: ProviderVerdict,
): Promise<boolean> {
  if (!verdict.paid) return false;
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.orderId, orderId)));
    if (!order || !payment) return false;
    if (payment.paidAt) return true;
    await tx
      .update(payments)
      .set({ paidAt: new Date(), transactionId: verdict.transactionId })
      .where(eq(payments.id, paymentId));
    const facts = {
      method: payment.method,
      amount: payment.amount,
      transactionId: verdict.transactionId,
      switchedFrom: order.paymentMethod === payment.method ? null : order.paymentMethod,
      afterCancel: order.orderStatus === 'cancelled',
      duplicate: isSettled(order) || (isAdvance(order, payment) && order.advancePaidAt !== null),
    };
    const status = { from: order.orderStatus, to: order.orderStatus };
    // A delivery fee paid in advance: the order stays cash on delivery, and the courier collects the rest.
    // Also when staff confirmed the order first, as long as no courier was told to collect the whole total yet.
    const [parcel] = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), ne(shipments.state, 'cancelled')));
    const takesFee = order.orderStatus === 'pending' || (order.orderStatus === 'confirmed' && !parcel);
    if (isAdvance(order, payment) && takesFee && !order.advancePaidAt) {
      await tx.update(orders).set({ advancePaidAt: new Date(), updatedAt: new Date() }).where(eq(orders.id, orderId));
      await recordEvent(tx, orderId, SYSTEM, status, {
        kind: 'advance_paid',
        method: payment.method,
        amount: payment.amount,
        transactionId: verdict.transactionId,
      });
      return true;
    }
    if (facts.duplicate || isAdvance(order, payment)) {
      await recordEvent(tx, orderId, SYSTEM, status, { kind: 'payment_recorded', ...facts });
      return true;
    }
    await tx
      .update(orders)
      .set({
        paymentMethod: payment.method,
        paymentStatus: verdict.review ? 'verifying' : 'paid',
        // The provider's ids live on the payment; a TrxID typed for bKash sent by hand no longer applies.
        trxId: null,
        bkashNumber: null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId));
    await recordEvent(
      tx,
      orderId,
      SYSTEM,
      status,
      verdict.review
        ? { kind: 'payment_review', ...facts, reason: verdict.review }
        : { kind: 'payment_recorded', ...facts },
    );
    return true;
  });
}
