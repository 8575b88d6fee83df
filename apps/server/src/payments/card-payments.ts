import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import { CARD_PAYMENT_MINUTES } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import type { Database, Transaction } from '../db/client';
import { orders, orderStatusChanges } from '../db/schema';
import { AppError } from '../errors';
import { changeStatusIn } from '../orders/change-status';
import type { OrderService } from '../orders/order-service';
import { toPoisha, type PaymentIntent, type StripeGateway } from './stripe-gateway';

/**
 * Card orders (DESIGN D7): the order exists first, unpaid; its PaymentIntent carries the server's total;
 * the order becomes paid only when the server itself sees that PaymentIntent succeed for that amount
 * (webhook, or a check when the shopper comes back). Unpaid card orders expire and give their stock back.
 */
export function createCardPayments(db: Database, gateway: StripeGateway, ordersService: OrderService) {
  async function ownCardOrder(viewer: Viewer, orderId: string) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, viewer.id)));
    if (!order) throw new AppError('not_found', 'We could not find this order.');
    if (order.paymentMethod !== 'card') throw new AppError('conflict', `Order #${order.number} is not paid by card.`);
    return order;
  }

  /** Marks the order paid if `intent` is its own PaymentIntent and succeeded for its total in taka. Idempotent. */
  async function recordPayment(tx: Transaction, orderId: string, intent: PaymentIntent): Promise<boolean> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const genuine =
      order?.paymentMethod === 'card' &&
      order.stripePaymentIntentId === intent.id &&
      intent.status === 'succeeded' &&
      intent.amount === toPoisha(order.total) &&
      intent.currency === 'bdt' &&
      intent.metadata.orderId === order.id;
    if (!order || !genuine) return false;
    if (order.paymentStatus === 'paid') return true;
    await tx.update(orders).set({ paymentStatus: 'paid', updatedAt: new Date() }).where(eq(orders.id, orderId));
    const late =
      order.orderStatus === 'cancelled' ? ' after the order was cancelled: refund it from the Stripe dashboard' : '';
    await tx.insert(orderStatusChanges).values({
      orderId,
      by: 'system',
      fromStatus: order.orderStatus,
      toStatus: order.orderStatus,
      note: `Card payment of ${formatTk(order.total)} received${late}`,
    });
    return true;
  }

  async function checkWithStripe(orderId: string, intentId: string): Promise<boolean> {
    const intent = await gateway.retrievePaymentIntent(intentId);
    if (intent.status !== 'succeeded') return false;
    return db.transaction((tx) => recordPayment(tx, orderId, intent));
  }

  return {
    /** The client secret of the PaymentIntent for one of the viewer's unpaid card orders (made once per order). */
    async startPayment(viewer: Viewer, orderId: string): Promise<string> {
      const order = await ownCardOrder(viewer, orderId);
      if (order.paymentStatus === 'paid') throw new AppError('conflict', `Order #${order.number} is already paid.`);
      if (order.orderStatus !== 'pending') {
        throw new AppError(
          'conflict',
          `Order #${order.number} was cancelled because it was not paid within ${CARD_PAYMENT_MINUTES} minutes. Please order again from your cart.`,
        );
      }
      if (order.stripePaymentIntentId) {
        const intent = await gateway.retrievePaymentIntent(order.stripePaymentIntentId);
        if (!intent.client_secret) throw new Error(`payment intent ${intent.id} has no client secret`);
        return intent.client_secret;
      }
      // Stripe's own idempotency key: two tabs asking at once get the same PaymentIntent.
      const intent = await gateway.createPaymentIntent(order, `order-${order.id}`);
      await db
        .update(orders)
        .set({ stripePaymentIntentId: intent.id, updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), isNull(orders.stripePaymentIntentId)));
      if (!intent.client_secret) throw new Error(`payment intent ${intent.id} has no client secret`);
      return intent.client_secret;
    },

    /** The shopper is back from paying: the server asks Stripe itself, and answers the order as it now stands. */
    async confirmPayment(viewer: Viewer, orderId: string): Promise<Order> {
      const order = await ownCardOrder(viewer, orderId);
      if (order.paymentStatus !== 'paid' && order.stripePaymentIntentId)
        await checkWithStripe(order.id, order.stripePaymentIntentId);
      const current = await ordersService.getOrder(viewer, orderId);
      if (!current) throw new AppError('not_found', 'We could not find this order.');
      return current;
    },

    verifyWebhook: (payload: Buffer, signature: string | undefined) => gateway.verifyWebhook(payload, signature),

    /** A verified `payment_intent.succeeded` webhook. */
    async paymentSucceeded(intent: PaymentIntent): Promise<void> {
      const orderId = intent.metadata.orderId;
      if (orderId) await db.transaction((tx) => recordPayment(tx, orderId, intent));
    },

    /** Cancels card orders left unpaid for too long, giving their stock back (unless Stripe says they were paid after all). */
    async expireUnpaid(now = Date.now()): Promise<number> {
      const stale = await db
        .select({ id: orders.id, intentId: orders.stripePaymentIntentId })
        .from(orders)
        .where(
          and(
            eq(orders.paymentMethod, 'card'),
            eq(orders.paymentStatus, 'un-paid'),
            eq(orders.orderStatus, 'pending'),
            lt(orders.createdAt, new Date(now - CARD_PAYMENT_MINUTES * 60_000)),
          ),
        );
      let expired = 0;
      for (const { id, intentId } of stale) {
        // Paid after all (a webhook that never arrived), or Stripe unreachable: leave it for now.
        if (intentId && (await checkWithStripe(id, intentId).catch(() => true))) continue;
        const cancelled = await db.transaction(async (tx) => {
          const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
          if (order?.paymentStatus !== 'un-paid' || order.orderStatus !== 'pending') return false;
          await changeStatusIn(tx, id, 'cancelled', {
            by: 'system',
            note: `Card payment not completed within ${CARD_PAYMENT_MINUTES} minutes`,
          });
          return true;
        });
        if (cancelled) expired += 1;
      }
      return expired;
    },
  };
}

export type CardPayments = ReturnType<typeof createCardPayments>;
