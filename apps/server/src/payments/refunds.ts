import { and, asc, eq, inArray, isNotNull, sum } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import { canChangeStatus, isProviderMethod, orderNumberLabel, PROVIDER_NAMES } from '@alankar/shared/order';
import type { Order, RefundBody } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import { may } from '@alankar/shared/policy';
import type { ShopSettings } from '@alankar/shared/settings';
import type { Database, Transaction } from '../db/client';
import { orders, payments, refunds } from '../db/schema';
import { AppError } from '../errors';
import { enqueue } from '../jobs/job-queue';
import type { JobsBell } from '../jobs/jobs-bell';
import { changeStatusIn, refusal, refuseWhileWithCourier } from '../orders/change-status';
import { isAdvance } from './record-payment';
import { recordEvent, type EventAuthor } from '../orders/order-events';
import { refundSentMail } from '../orders/order-emails';
import type { OrderService } from '../orders/order-service';
import type { PaymentRow, RefundRow } from '../orders/order-rows';
import { refundableOf } from '../orders/order-rows';
import { orderSubject, standing } from '../orders/status-audit';
import { actorByEmail, recordChange } from '../audit/audit-log';
import { changedFields } from '../audit/audit-values';
import { ProviderRefused, ProviderUnavailable, type PaymentProvider, type ProviderPayment } from './provider';
import type { Providers } from './registry';

/** How soon a refund whose answer was lost is asked about again (then with the jobs' backoff). */
const SETTLE_AFTER_MS = 30_000;

const staffAuthor = (email: string): EventAuthor => ({ actor: 'staff', email });
const asProviderPayment = (payment: PaymentRow): ProviderPayment => ({
  reference: payment.reference ?? '',
  transactionId: payment.transactionId,
  amount: payment.amount,
});

/**
 * Money given back through the provider that took it. A refund is reserved first (so two at once never give back more
 * than was paid), then the provider is asked; it is released only when the provider said no. When the answer is lost
 * (a timeout) the refund stays reserved as `unknown` and is settled by asking the provider again about the same refund,
 * so the money goes back once. Cancelling with a refund is one call: the order is cancelled once the money is back.
 */
export function createRefundService(
  db: Database,
  {
    providers,
    orders: ordersService,
    settings,
    jobs,
  }: { providers: Providers; orders: OrderService; settings: () => Promise<ShopSettings>; jobs: JobsBell },
) {
  /**
   * Done: marks the refund given, cancels the order if it was asked with that, and records both, in the order's history
   * and as the change of the staff member who asked for it.
   */
  async function finish(refundId: string, reference: string): Promise<void> {
    const shop = await settings();
    await db.transaction(async (tx) => {
      const [refund] = await tx
        .update(refunds)
        .set({ state: 'done', reference })
        .where(and(eq(refunds.id, refundId), inArray(refunds.state, ['pending', 'unknown'])))
        .returning();
      if (!refund?.paymentId) return;
      const author = staffAuthor(refund.by);
      const cancelled = refund.cancelsOrder
        ? await changeStatusIn(tx, refund.orderId, 'cancelled', {
            author,
            news: { shop, link: ordersService.news.link },
          })
        : null;
      const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for('update');
      const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId));
      if (!order || !payment) return;
      const before = standing(cancelled?.before ?? order);
      let paymentStatus = order.paymentStatus;
      await recordEvent(
        tx,
        order.id,
        author,
        { from: order.orderStatus, to: order.orderStatus },
        { kind: 'refunded', method: payment.method, amount: refund.amount, reason: refund.reason },
      );
      if (order.shippingEmail) await enqueue(tx, 'mail.send', refundSentMail(order, refund.amount, shop));
      const [given] = await tx
        .select({ total: sum(refunds.amount).mapWith(Number) })
        .from(refunds)
        .where(and(eq(refunds.paymentId, payment.id), eq(refunds.state, 'done')));
      const whole = given?.total === payment.amount;
      if (isAdvance(order, payment)) {
        // A delivery fee paid in advance went back: the courier collects the whole total again.
        if (whole)
          await tx.update(orders).set({ advancePaidAt: null, updatedAt: new Date() }).where(eq(orders.id, order.id));
      } else if ((await ownPaymentOf(tx, order.id))?.id === payment.id && whole) {
        await tx
          .update(orders)
          .set({ paymentStatus: 'refunded', updatedAt: new Date() })
          .where(eq(orders.id, order.id));
        paymentStatus = 'refunded';
      }
      const moved = changedFields(before, standing({ orderStatus: order.orderStatus, paymentStatus }));
      await recordChange(tx, await actorByEmail(tx, refund.by), {
        action: refund.cancelsOrder ? 'order.cancel-refund' : 'order.refund',
        subject: orderSubject(order),
        before: moved?.before ?? null,
        after: { ...moved?.after, refunded: refund.amount, method: payment.method, reason: refund.reason },
      });
    });
    jobs.nudge();
  }

  /** The provider said no: the reservation goes, and nothing else changed. */
  const release = (refundId: string) => db.delete(refunds).where(eq(refunds.id, refundId));

  /** A refund whose answer was lost: asks the provider about it, then marks it done or releases it. */
  async function settle(refund: RefundRow): Promise<'done' | 'released'> {
    const [payment] = refund.paymentId ? await db.select().from(payments).where(eq(payments.id, refund.paymentId)) : [];
    if (!payment) throw new Error(`refund ${refund.id} has no payment`);
    const provider = providers.byMethod(payment.method);
    if (!provider) throw new ProviderUnavailable(`${PROVIDER_NAMES[payment.method]} is not set up any more`);
    const recorded = await db
      .select({ reference: refunds.reference })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), eq(refunds.state, 'done'), isNotNull(refunds.reference)));
    const reference = await provider.settleRefund(
      asProviderPayment(payment),
      { id: refund.id, amount: refund.amount, reason: refund.reason },
      recorded.map((row) => row.reference!),
    );
    if (reference) {
      await finish(refund.id, reference);
      return 'done';
    }
    await release(refund.id);
    return 'released';
  }

  /** Refunds of the order still waiting for their provider's answer: asked about now, before anything new. */
  async function settleWaiting(orderId: string, label: string): Promise<void> {
    const waiting = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.state, 'unknown')));
    for (const refund of waiting) {
      try {
        await settle(refund);
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        throw new AppError(
          'conflict',
          `A refund of ${formatTk(refund.amount)} on order ${label} is still waiting for the payment provider's answer. Try again in a minute.`,
        );
      }
    }
  }

  /** Reserves the refund, in one transaction with the checks it depends on. */
  async function reserve(
    tx: Transaction,
    viewer: Viewer,
    orderId: string,
    {
      amount,
      reason,
      payment: paymentId,
      cancelsOrder,
    }: Partial<RefundBody> & { reason: string; cancelsOrder: boolean },
  ) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new AppError('not_found', 'This order does not exist.');
    const label = orderNumberLabel(order.number);
    if (cancelsOrder && !canChangeStatus(order.orderStatus, 'cancelled')) {
      throw new AppError('conflict', refusal(order, 'cancelled'));
    }
    if (cancelsOrder) await refuseWhileWithCourier(tx, order);
    const paid = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), isNotNull(payments.paidAt)))
      .orderBy(asc(payments.paidAt));
    const payment = paymentId ? paid.find((one) => one.id === paymentId) : paid[0];
    if (!payment) {
      throw new AppError(
        'conflict',
        isProviderMethod(order.paymentMethod) || paymentId
          ? `Order ${label} has no payment to refund.`
          : `Order ${label} was not paid through a payment provider: give money back by hand.`,
      );
    }
    const provider = providers.byMethod(payment.method);
    if (!provider) {
      throw new AppError(
        'conflict',
        `${PROVIDER_NAMES[payment.method]} is not set up any more: give the money back from its merchant panel.`,
      );
    }
    const given = await tx.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    const left = refundableOf(payment, given);
    if (left === 0) throw new AppError('conflict', `Order ${label} has no payment to refund.`);
    const wanted = amount ?? left;
    if (wanted <= 0 || wanted > left) {
      throw new AppError('invalid', `At most ${formatTk(left)} of order ${label} is left to refund.`, {
        amount: `At most ${formatTk(left)}`,
      });
    }
    const [row] = await tx
      .insert(refunds)
      .values({ orderId, paymentId: payment.id, amount: wanted, reason, by: viewer.email, cancelsOrder })
      .returning();
    return { refund: row!, payment, provider, label };
  }

  /** Asks the provider to give the reserved money back; a lost answer keeps it reserved and asks again later. */
  async function ask(provider: PaymentProvider, payment: PaymentRow, refund: RefundRow): Promise<void> {
    let reference: string;
    try {
      reference = await provider.refund(asProviderPayment(payment), {
        id: refund.id,
        amount: refund.amount,
        reason: refund.reason,
      });
    } catch (error) {
      if (error instanceof ProviderRefused) {
        await release(refund.id);
        const untouched = refund.cancelsOrder ? ' The order was not cancelled.' : '';
        throw new AppError('conflict', `${provider.name} refused the refund: ${error.message}.${untouched}`);
      }
      // No answer (or one we could not read): the money may have gone back. It stays set aside until the provider says.
      await db.transaction(async (tx) => {
        await tx.update(refunds).set({ state: 'unknown' }).where(eq(refunds.id, refund.id));
        await enqueue(
          tx,
          'refunds.settle',
          { refundId: refund.id },
          { key: `refund:${refund.id}`, runAt: new Date(Date.now() + SETTLE_AFTER_MS) },
        );
      });
      jobs.nudge();
      const then = refund.cancelsOrder ? ', and the order is cancelled once it is' : '';
      throw new AppError(
        'unavailable',
        `${provider.name} did not answer, so we can't tell yet whether ${formatTk(refund.amount)} went back. It stays set aside while the shop asks ${provider.name} again${then}.`,
      );
    }
    await finish(refund.id, reference);
  }

  async function giveBack(
    viewer: Viewer,
    orderId: string,
    request: Partial<RefundBody> & { reason: string; cancelsOrder: boolean },
  ): Promise<Order> {
    if (!may(viewer, 'payment.refund')) throw new AppError('forbidden', 'Only the shop’s staff can give refunds.');
    const [current] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
    if (!current) throw new AppError('not_found', 'This order does not exist.');
    await settleWaiting(orderId, orderNumberLabel(current.number));
    const { refund, payment, provider } = await db.transaction((tx) => reserve(tx, viewer, orderId, request));
    await ask(provider, payment, refund);
    const order = await ordersService.getOrder(viewer, orderId);
    if (!order) throw new Error(`order ${orderId} vanished`);
    return order;
  }

  return {
    /** Staff give back all or part of a payment (the order's own, or a second one named by `payment`). */
    refund: (viewer: Viewer, orderId: string, { amount, reason, payment }: RefundBody) =>
      giveBack(viewer, orderId, { amount, reason, payment, cancelsOrder: false }),

    /** Staff cancel an order paid through a provider and give all of what is left of its payment back, in one step. */
    cancelWithRefund: (viewer: Viewer, orderId: string) =>
      giveBack(viewer, orderId, { reason: 'Order cancelled', cancelsOrder: true }),

    /** The refunds job: asks the provider about a refund whose answer was lost (a thrown error tries again later). */
    async settleLost(refundId: string): Promise<void> {
      const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
      if (refund?.state === 'unknown') await settle(refund);
    },
  };
}

/** The payment that paid the order: its first. Later ones are second payments, to give back. */
async function ownPaymentOf(tx: Transaction, orderId: string): Promise<PaymentRow | undefined> {
  const [first] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.paidAt)))
    .orderBy(asc(payments.paidAt))
    .limit(1);
  return first;
}

export type RefundService = ReturnType<typeof createRefundService>;
