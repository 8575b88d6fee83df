import { and, eq, inArray, lt, sum } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import {
  isProviderMethod,
  orderNumberLabel,
  PAYMENT_METHOD_LABELS,
  UNPAID_ORDER_MINUTES,
  type ProviderMethod,
} from '@alankar/shared/order';
import type { Order, RefundBody } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import type { Database } from '../db/client';
import { orders, orderStatusChanges, refunds } from '../db/schema';
import { AppError } from '../errors';
import { changeStatusIn } from '../orders/change-status';
import type { OrderRow } from '../orders/order-rows';
import type { OrderService } from '../orders/order-service';
import {
  ProviderRefused,
  ProviderUnavailable,
  type PaymentProvider,
  type PaymentStart,
  type ProviderVerdict,
} from './provider';

/** How a payment attempt ended, as the shopper is told when the provider sends them back. */
export type PaymentOutcome = 'paid' | 'review' | 'failed' | 'cancelled' | 'unavailable' | 'unknown';

const UNAVAILABLE = (name: string) =>
  `${name} is not answering right now. Your order is saved: please try again in a minute.`;

/**
 * Payments through providers (DESIGN D7, D14), the same for each: the order exists first, unpaid; the shopper pays
 * on the provider's page (or Stripe's card form); the order becomes paid only when the server itself has the
 * provider's word that this attempt was paid in full, in taka. Confirmations are idempotent; unpaid orders expire
 * and give their stock back; staff give money back through the same provider.
 */
export function createPaymentService(db: Database, providers: readonly PaymentProvider[], ordersService: OrderService) {
  const byMethod = new Map<ProviderMethod, PaymentProvider>(providers.map((provider) => [provider.method, provider]));

  function providerFor(order: Pick<OrderRow, 'number' | 'paymentMethod'>): PaymentProvider {
    const method = order.paymentMethod;
    if (!isProviderMethod(method)) {
      throw new AppError('conflict', `Order ${orderNumberLabel(order.number)} is not paid through a payment provider.`);
    }
    const provider = byMethod.get(method);
    if (!provider) {
      throw new AppError(
        'invalid',
        `“${PAYMENT_METHOD_LABELS[method]}” is not available right now. Please choose another way to pay.`,
      );
    }
    return provider;
  }

  async function ownOrder(viewer: Viewer, orderId: string): Promise<OrderRow> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, viewer.id)));
    if (!order) throw new AppError('not_found', 'We could not find this order.');
    return order;
  }

  /** Records the provider's word on `reference` if it is this order's current attempt, paid. Idempotent. */
  async function record(orderId: string, reference: string, verdict: ProviderVerdict): Promise<boolean> {
    if (!verdict.paid) return false;
    return db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order || order.paymentReference !== reference || !isProviderMethod(order.paymentMethod)) return false;
      if (order.paymentStatus !== 'un-paid') return true;
      const provider = providerFor(order);
      await tx
        .update(orders)
        .set({
          paymentStatus: verdict.review ? 'verifying' : 'paid',
          trxId: verdict.transactionId ?? order.trxId,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, orderId));
      const notes = [
        `${provider.name} payment of ${formatTk(order.total)} received`,
        verdict.transactionId ? `, ${provider.transactionLabel} ${verdict.transactionId}` : '',
        verdict.review ? `. Held for a look before shipping: ${verdict.review}` : '',
        order.orderStatus === 'cancelled' ? ' after the order was cancelled: refund it from the order’s page' : '',
      ];
      await tx.insert(orderStatusChanges).values({
        orderId,
        by: 'system',
        fromStatus: order.orderStatus,
        toStatus: order.orderStatus,
        note: notes.join(''),
      });
      return true;
    });
  }

  /** Asks the provider about the order's current attempt and records what it says. */
  async function reconcile(order: OrderRow): Promise<boolean> {
    if (order.paymentStatus !== 'un-paid') return order.paymentStatus === 'paid';
    if (!order.paymentReference) return false;
    const verdict = await providerFor(order).query(order, order.paymentReference);
    return record(order.id, order.paymentReference, verdict);
  }

  async function orderByReference(reference: string): Promise<OrderRow | null> {
    const [order] = await db.select().from(orders).where(eq(orders.paymentReference, reference));
    return order ?? null;
  }

  return {
    /** The providers whose credentials are configured. */
    configured: [...byMethod.keys()],

    /** Starts paying one of the viewer's unpaid orders at its provider. */
    async start(viewer: Viewer, orderId: string, shopOrigin: string): Promise<PaymentStart> {
      const order = await ownOrder(viewer, orderId);
      const label = orderNumberLabel(order.number);
      const provider = providerFor(order);
      if (order.paymentStatus !== 'un-paid') throw new AppError('conflict', `Order ${label} is already paid.`);
      if (order.orderStatus !== 'pending') {
        throw new AppError(
          'conflict',
          `Order ${label} was cancelled because it was not paid within ${UNPAID_ORDER_MINUTES} minutes. Please order again from your cart.`,
        );
      }
      let started: Awaited<ReturnType<PaymentProvider['start']>>;
      try {
        started = await provider.start(order, shopOrigin);
      } catch (error) {
        if (error instanceof ProviderUnavailable) throw new AppError('unavailable', UNAVAILABLE(provider.name));
        if (error instanceof ProviderRefused) {
          throw new AppError('unavailable', `${provider.name} could not start the payment: ${error.message}`);
        }
        throw error;
      }
      // The latest attempt is the one a callback may complete.
      if (started.reference !== order.paymentReference) {
        await db
          .update(orders)
          .set({ paymentReference: started.reference, updatedAt: new Date() })
          .where(eq(orders.id, order.id));
      }
      return started.next;
    },

    /** A provider's callback or notification, already verified by its module, named this attempt. */
    async confirm(reference: string, verdict: (order: OrderRow) => Promise<ProviderVerdict>) {
      const order = await orderByReference(reference);
      if (!order) return { orderId: null, outcome: 'unknown' as PaymentOutcome };
      const outcome = async (): Promise<PaymentOutcome> => {
        if (order.paymentStatus !== 'un-paid') return order.paymentStatus === 'verifying' ? 'review' : 'paid';
        try {
          const word = await verdict(order);
          if (!(await record(order.id, reference, word))) return 'failed';
          return word.paid && word.review ? 'review' : 'paid';
        } catch (error) {
          if (error instanceof ProviderUnavailable) return 'unavailable';
          throw error;
        }
      };
      return { orderId: order.id, outcome: await outcome() };
    },

    /** The order's attempt that `reference` names, if any (a failed or cancelled attempt's return). */
    orderByReference,

    /** The shopper is back from paying: the server asks the provider itself, then answers the order as it stands. */
    async check(viewer: Viewer, orderId: string): Promise<Order> {
      const order = await ownOrder(viewer, orderId);
      if (isProviderMethod(order.paymentMethod)) await reconcile(order).catch(() => false);
      const current = await ordersService.getOrder(viewer, orderId);
      if (!current) throw new AppError('not_found', 'We could not find this order.');
      return current;
    },

    /** Cancels provider orders left unpaid too long, giving their stock back, unless the provider says they were paid. */
    async expireUnpaid(now = Date.now()): Promise<number> {
      const stale = await db
        .select()
        .from(orders)
        .where(
          and(
            inArray(orders.paymentMethod, [...byMethod.keys()]),
            eq(orders.paymentStatus, 'un-paid'),
            eq(orders.orderStatus, 'pending'),
            lt(orders.createdAt, new Date(now - UNPAID_ORDER_MINUTES * 60_000)),
          ),
        );
      let expired = 0;
      for (const order of stale) {
        // Paid after all (a callback that never came), or the provider unreachable: leave it for now.
        if (await reconcile(order).catch(() => true)) continue;
        const cancelled = await db.transaction(async (tx) => {
          const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
          if (current?.paymentStatus !== 'un-paid' || current.orderStatus !== 'pending') return false;
          await changeStatusIn(tx, order.id, 'cancelled', {
            by: 'system',
            note: `${providerFor(order).name} payment not completed within ${UNPAID_ORDER_MINUTES} minutes`,
          });
          return true;
        });
        if (cancelled) expired += 1;
      }
      return expired;
    },

    /**
     * Staff give back all or part of a provider payment. The refund is reserved first, so two at once can never
     * give back more than was paid, and released again if the provider says no.
     */
    async refund(viewer: Viewer, orderId: string, { amount, reason }: RefundBody): Promise<Order> {
      if (viewer.role !== 'admin') throw new AppError('forbidden', 'Only the shop’s staff can give refunds.');
      const reservation = await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!order) throw new AppError('not_found', 'This order does not exist.');
        const label = orderNumberLabel(order.number);
        if (!isProviderMethod(order.paymentMethod)) {
          throw new AppError(
            'conflict',
            `Order ${label} was not paid through a payment provider: give money back by hand.`,
          );
        }
        if (order.paymentStatus !== 'paid' || !order.paymentReference) {
          throw new AppError('conflict', `Order ${label} has no payment to refund.`);
        }
        const [given] = await tx
          .select({ total: sum(refunds.amount).mapWith(Number) })
          .from(refunds)
          .where(eq(refunds.orderId, orderId));
        const left = order.total - (given?.total ?? 0);
        if (amount > left) {
          throw new AppError('invalid', `At most ${formatTk(left)} of order ${label} is left to refund.`, {
            amount: `At most ${formatTk(left)}`,
          });
        }
        const [row] = await tx.insert(refunds).values({ orderId, amount, reason, by: viewer.email }).returning();
        return { order, refundId: row!.id };
      });

      const provider = providerFor(reservation.order);
      let reference: string;
      try {
        reference = await provider.refund(reservation.order, { id: reservation.refundId, amount, reason });
      } catch (error) {
        await db.delete(refunds).where(eq(refunds.id, reservation.refundId));
        if (error instanceof ProviderUnavailable) throw new AppError('unavailable', UNAVAILABLE(provider.name));
        if (error instanceof ProviderRefused) {
          throw new AppError('conflict', `${provider.name} refused the refund: ${error.message}`);
        }
        throw error;
      }

      await db.transaction(async (tx) => {
        await tx.update(refunds).set({ state: 'done', reference }).where(eq(refunds.id, reservation.refundId));
        const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        const [given] = await tx
          .select({ total: sum(refunds.amount).mapWith(Number) })
          .from(refunds)
          .where(and(eq(refunds.orderId, orderId), eq(refunds.state, 'done')));
        if (current && given?.total === current.total) {
          await tx
            .update(orders)
            .set({ paymentStatus: 'refunded', updatedAt: new Date() })
            .where(eq(orders.id, orderId));
        }
        await tx.insert(orderStatusChanges).values({
          orderId,
          by: viewer.email,
          fromStatus: current!.orderStatus,
          toStatus: current!.orderStatus,
          note: `${formatTk(amount)} refunded through ${provider.name} (${reason})`,
        });
      });
      const order = await ordersService.getOrder(viewer, orderId);
      if (!order) throw new Error(`order ${orderId} vanished`);
      return order;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
