import { and, eq, lt } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import { CARD_PAYMENT_MINUTES, orderNumberLabel } from '@alankar/shared/order';
import { formatTk } from '@alankar/shared/money';
import type { Database } from '../db/client';
import { orders, orderStatusChanges } from '../db/schema';
import { AppError } from '../errors';
import { changeStatusIn } from '../orders/change-status';
import { BkashUnavailable, isCompleted, type BkashGateway, type BkashPayment } from './bkash-gateway';

/** Where a shopper lands after bKash sends them back. */
export type BkashOutcome = 'paid' | 'failed' | 'cancelled' | 'unavailable' | 'unknown';

const UNAVAILABLE = 'bKash is not answering right now. Your order is saved: please try again in a minute.';

/**
 * bKash tokenized checkout: the order exists first, unpaid; the shopper approves the payment on bKash's page;
 * the server executes it and marks the order paid only when bKash itself says that payment completed for the
 * order's own total in taka. Callbacks can repeat or race: the payment is recorded once.
 */
export function createBkashCheckout(db: Database, gateway: BkashGateway) {
  async function ownOrder(viewer: Viewer, orderId: string) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, viewer.id)));
    if (!order) throw new AppError('not_found', 'We could not find this order.');
    if (order.paymentMethod !== 'bkash-checkout') {
      throw new AppError('conflict', `Order ${orderNumberLabel(order.number)} is not paid through bKash checkout.`);
    }
    return order;
  }

  /** Records bKash's word on `paymentID` if it is this order's payment, completed for its total. Idempotent. */
  async function recordPayment(orderId: string, paymentID: string, payment: BkashPayment): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order || order.bkashPaymentId !== paymentID || !isCompleted(payment, paymentID, order.total)) return false;
      if (order.paymentStatus === 'paid') return true;
      await tx
        .update(orders)
        .set({ paymentStatus: 'paid', trxId: payment.trxID, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
      const late =
        order.orderStatus === 'cancelled'
          ? ' after the order was cancelled: refund it from the bKash merchant panel'
          : '';
      await tx.insert(orderStatusChanges).values({
        orderId,
        by: 'system',
        fromStatus: order.orderStatus,
        toStatus: order.orderStatus,
        note: `bKash payment of ${formatTk(order.total)} received, TrxID ${payment.trxID}${late}`,
      });
      return true;
    });
  }

  /** bKash's final word on a payment: execute it, and ask for its status when execute gives no clear answer. */
  async function settle(paymentID: string, amount: number): Promise<BkashPayment> {
    try {
      const executed = await gateway.executePayment(paymentID);
      if (isCompleted(executed, paymentID, amount)) return executed;
    } catch (error) {
      if (!(error instanceof BkashUnavailable)) throw error;
    }
    return gateway.queryPayment(paymentID);
  }

  return {
    /** Starts a bKash payment for one of the viewer's unpaid orders and answers where to send the shopper. */
    async startPayment(viewer: Viewer, orderId: string, callbackURL: string): Promise<string> {
      const order = await ownOrder(viewer, orderId);
      const label = orderNumberLabel(order.number);
      if (order.paymentStatus === 'paid') throw new AppError('conflict', `Order ${label} is already paid.`);
      if (order.orderStatus !== 'pending') {
        throw new AppError(
          'conflict',
          `Order ${label} was cancelled because it was not paid within ${CARD_PAYMENT_MINUTES} minutes. Please order again from your cart.`,
        );
      }
      let created: BkashPayment;
      try {
        created = await gateway.createPayment({
          amount: order.total,
          invoice: String(order.number),
          payerReference: String(order.number),
          callbackURL,
        });
      } catch (error) {
        if (error instanceof BkashUnavailable) throw new AppError('unavailable', UNAVAILABLE);
        throw error;
      }
      if (created.statusCode !== '0000' || !created.paymentID || !created.bkashURL) {
        throw new AppError(
          'unavailable',
          `bKash could not start the payment: ${created.statusMessage ?? 'try again'}.`,
        );
      }
      // The latest attempt is the one a callback may complete.
      await db
        .update(orders)
        .set({ bkashPaymentId: created.paymentID, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      return created.bkashURL;
    },

    /** bKash sent the shopper back. Nothing here is believed until bKash confirms it to the server. */
    async handleCallback(
      paymentID: string,
      status: string,
    ): Promise<{ orderId: string | null; outcome: BkashOutcome }> {
      const [order] = await db.select().from(orders).where(eq(orders.bkashPaymentId, paymentID));
      if (!order) return { orderId: null, outcome: 'unknown' };
      if (order.paymentStatus === 'paid') return { orderId: order.id, outcome: 'paid' };
      if (status !== 'success') return { orderId: order.id, outcome: status === 'cancel' ? 'cancelled' : 'failed' };
      try {
        const payment = await settle(paymentID, order.total);
        return { orderId: order.id, outcome: (await recordPayment(order.id, paymentID, payment)) ? 'paid' : 'failed' };
      } catch (error) {
        if (error instanceof BkashUnavailable) return { orderId: order.id, outcome: 'unavailable' };
        throw error;
      }
    },

    /** Cancels bKash checkout orders left unpaid too long, giving their stock back, unless bKash says they were paid. */
    async expireUnpaid(now = Date.now()): Promise<number> {
      const stale = await db
        .select({ id: orders.id, paymentID: orders.bkashPaymentId })
        .from(orders)
        .where(
          and(
            eq(orders.paymentMethod, 'bkash-checkout'),
            eq(orders.paymentStatus, 'un-paid'),
            eq(orders.orderStatus, 'pending'),
            lt(orders.createdAt, new Date(now - CARD_PAYMENT_MINUTES * 60_000)),
          ),
        );
      let expired = 0;
      for (const { id, paymentID } of stale) {
        if (paymentID) {
          // Paid after all (a callback that never came), or bKash unreachable: leave it for now.
          const paid = await gateway
            .queryPayment(paymentID)
            .then((payment) => recordPayment(id, paymentID, payment))
            .catch(() => true);
          if (paid) continue;
        }
        const cancelled = await db.transaction(async (tx) => {
          const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
          if (order?.paymentStatus !== 'un-paid' || order.orderStatus !== 'pending') return false;
          await changeStatusIn(tx, id, 'cancelled', {
            by: 'system',
            note: `bKash payment not completed within ${CARD_PAYMENT_MINUTES} minutes`,
          });
          return true;
        });
        if (cancelled) expired += 1;
      }
      return expired;
    },
  };
}

export type BkashCheckout = ReturnType<typeof createBkashCheckout>;
