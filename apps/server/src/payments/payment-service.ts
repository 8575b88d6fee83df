import { and, desc, eq, inArray, lt, sum } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import {
  isProviderMethod,
  orderNumberLabel,
  PAYMENT_METHOD_LABELS,
  UNPAID_ORDER_MINUTES,
  type PaymentMethod,
  type ProviderMethod,
} from '@alankar/shared/order';
import type { Order, PaymentChoice, RefundBody } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import type { Database } from '../db/client';
import { orders, orderStatusChanges, paymentAttempts, refunds } from '../db/schema';
import { isUniqueViolation } from '../db/constraint-violation';
import { AppError } from '../errors';
import { changeStatusIn } from '../orders/change-status';
import type { OrderRow } from '../orders/order-rows';
import { FIRST_PAYMENT_STATUS, TRX_ID_USED } from '../orders/place-order';
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
export function createPaymentService(
  db: Database,
  providers: readonly PaymentProvider[],
  ordersService: OrderService,
  /** The ways to pay the shop offers now, in the owner's order. */
  availableMethods: () => Promise<PaymentMethod[]>,
) {
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

  /** The order's payment is settled: paid, given back, or paid at a provider and held for a look. */
  const settled = (order: OrderRow) =>
    order.paymentStatus === 'paid' ||
    order.paymentStatus === 'refunded' ||
    (order.paymentStatus === 'verifying' && isProviderMethod(order.paymentMethod));

  /**
   * Records the provider's word that `reference`, one of this order's attempts, was paid. Idempotent. An earlier
   * attempt counts too (the shopper paid in a second tab), even if the order was switched to another way to pay since.
   */
  async function record(orderId: string, reference: string, verdict: ProviderVerdict): Promise<boolean> {
    if (!verdict.paid) return false;
    return db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      const [attempt] = await tx
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.reference, reference), eq(paymentAttempts.orderId, orderId)));
      if (!order || !attempt) return false;
      if (attempt.paidAt) return true;
      const provider = providerFor({ number: order.number, paymentMethod: attempt.method });
      await tx.update(paymentAttempts).set({ paidAt: new Date() }).where(eq(paymentAttempts.reference, reference));
      const received = `${provider.name} payment of ${formatTk(order.total)} received`;
      const transaction = verdict.transactionId ? `, ${provider.transactionLabel} ${verdict.transactionId}` : '';
      const note = (text: string) =>
        tx.insert(orderStatusChanges).values({
          orderId,
          by: 'system',
          fromStatus: order.orderStatus,
          toStatus: order.orderStatus,
          note: text,
        });

      if (settled(order)) {
        await note(`A second ${received}${transaction}: give it back from ${provider.name}’s merchant panel`);
        return true;
      }
      await tx
        .update(orders)
        .set({
          paymentMethod: attempt.method,
          paymentReference: reference,
          paymentStatus: verdict.review ? 'verifying' : 'paid',
          trxId: verdict.transactionId ?? (order.paymentMethod === attempt.method ? order.trxId : null),
          bkashNumber: null,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, orderId));
      await note(
        [
          received,
          transaction,
          order.paymentMethod === attempt.method
            ? ''
            : ` (the order had been switched to ${PAYMENT_METHOD_LABELS[order.paymentMethod]})`,
          verdict.review ? `. Held for a look before shipping: ${verdict.review}` : '',
          order.orderStatus === 'cancelled' ? ' after the order was cancelled: refund it from the order’s page' : '',
        ].join(''),
      );
      return true;
    });
  }

  /** Asks the providers about each of the order's attempts, newest first, and records a payment they confirm. */
  async function reconcile(order: OrderRow): Promise<boolean> {
    if (settled(order)) return order.paymentStatus !== 'refunded';
    const attempts = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id))
      .orderBy(desc(paymentAttempts.createdAt));
    for (const attempt of attempts) {
      // A provider the shop no longer has credentials for can't be asked.
      const provider = byMethod.get(attempt.method);
      if (provider && (await record(order.id, attempt.reference, await provider.query(order, attempt.reference)))) {
        return true;
      }
    }
    return false;
  }

  async function orderByReference(reference: string): Promise<OrderRow | null> {
    const [found] = await db
      .select({ order: orders })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(eq(paymentAttempts.reference, reference));
    return found?.order ?? null;
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
      // Every attempt stays the order's; the latest is the one the shop asks about first.
      await db
        .insert(paymentAttempts)
        .values({ reference: started.reference, orderId: order.id, method: provider.method })
        .onConflictDoNothing();
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
        if (settled(order)) return order.paymentStatus === 'verifying' ? 'review' : 'paid';
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

    /**
     * The shopper left a provider's page without paying and chooses another way for the same order (its pieces stay
     * reserved; no second order). The providers are asked first, so a payment made meanwhile is never overlooked.
     */
    async switchMethod(viewer: Viewer, orderId: string, choice: PaymentChoice): Promise<Order> {
      const order = await ownOrder(viewer, orderId);
      const label = orderNumberLabel(order.number);
      if (!isProviderMethod(order.paymentMethod) || order.orderStatus !== 'pending') {
        throw new AppError('conflict', `Order ${label} can't change how it is paid any more.`);
      }
      if (!(await availableMethods()).includes(choice.paymentMethod)) {
        const method = PAYMENT_METHOD_LABELS[choice.paymentMethod];
        throw new AppError('invalid', `“${method}” is not available right now. Please choose another way to pay.`, {
          paymentMethod: `“${method}” is not available right now`,
        });
      }
      let paid: boolean;
      try {
        paid = await reconcile(order);
      } catch (error) {
        if (error instanceof ProviderUnavailable) {
          throw new AppError('unavailable', UNAVAILABLE(providerFor(order).name));
        }
        throw error;
      }
      if (paid) throw new AppError('conflict', `Order ${label} is already paid.`);

      try {
        await db.transaction(async (tx) => {
          const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
          if (!current || settled(current) || current.orderStatus !== 'pending') {
            throw new AppError('conflict', `Order ${label} can't change how it is paid any more.`);
          }
          if (current.paymentMethod === choice.paymentMethod) return;
          const bkash = choice.paymentMethod === 'bkash';
          await tx
            .update(orders)
            .set({
              paymentMethod: choice.paymentMethod,
              paymentStatus: FIRST_PAYMENT_STATUS[choice.paymentMethod],
              trxId: bkash ? choice.trxID : null,
              bkashNumber: bkash ? choice.bkashNumber : null,
              // A card order pays through a PaymentIntent of its own; any other attempt stays recorded.
              paymentReference: null,
              updatedAt: new Date(),
            })
            .where(eq(orders.id, orderId));
          await tx.insert(orderStatusChanges).values({
            orderId,
            by: viewer.email,
            fromStatus: current.orderStatus,
            toStatus: current.orderStatus,
            note: `Payment changed from ${PAYMENT_METHOD_LABELS[current.paymentMethod]} to ${PAYMENT_METHOD_LABELS[choice.paymentMethod]}`,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'orders_trx_id_unique')) {
          throw new AppError('conflict', TRX_ID_USED, { trxID: TRX_ID_USED });
        }
        throw error;
      }
      const switched = await ordersService.getOrder(viewer, orderId);
      if (!switched) throw new Error(`order ${orderId} vanished`);
      return switched;
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
