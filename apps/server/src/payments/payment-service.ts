import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import {
  isProviderMethod,
  orderNumberLabel,
  PAYMENT_METHOD_LABELS,
  PROVIDER_METHODS,
  UNPAID_ORDER_MINUTES,
  type PaymentMethod,
} from '@alankar/shared/order';
import type { Order, PaymentChoice } from '@alankar/shared/order-schemas';
import { may } from '@alankar/shared/policy';
import type { Database } from '../db/client';
import { orderLines, orders, payments } from '../db/schema';
import { isUniqueViolation } from '../db/constraint-violation';
import { AppError } from '../errors';
import { changeStatusIn } from '../orders/change-status';
import { recordEvent, SYSTEM } from '../orders/order-events';
import type { OrderRow, PaymentRow } from '../orders/order-rows';
import { FIRST_PAYMENT_STATUS, TRX_ID_USED } from '../orders/place-order';
import type { OrderService } from '../orders/order-service';
import type { Providers } from './registry';
import type { ShopSettings } from '@alankar/shared/settings';
import type { OrderLinks } from '../orders/order-links';
import { isUuid } from '@alankar/shared/ids';
import {
  ProviderRefused,
  ProviderUnavailable,
  type PaymentProvider,
  type PaymentStart,
  type ProviderRequest,
  type ProviderVerdict,
  type ExpectedPayment,
} from './provider';
import { expectedOf, isAdvance, isSettled, recordPayment } from './record-payment';

/** How a payment attempt ended, as the shopper is told when the provider sends them back. */
export type PaymentOutcome = 'paid' | 'review' | 'failed' | 'cancelled' | 'unavailable' | 'unknown';

/** How a visit to a provider went, about which order, and for a guest's order its signed link (`t`). */
export interface PaymentReturn {
  orderId: string | null;
  outcome: PaymentOutcome;
  token?: string;
  /** The attempt paid only a cash order's delivery fee asked in advance: the shopper goes back to the order's page. */
  advance?: boolean;
}

export const UNAVAILABLE = (name: string) =>
  `${name} is not answering right now. Your order is saved: please try again in a minute.`;

const notAvailable = (method: PaymentMethod) =>
  new AppError(
    'invalid',
    `“${PAYMENT_METHOD_LABELS[method]}” is not available right now. Please choose another way to pay.`,
    {
      paymentMethod: `“${PAYMENT_METHOD_LABELS[method]}” is not available right now`,
    },
  );

/**
 * Payments through providers (DESIGN D7, D14), the same for each: the order exists first, unpaid; the shopper pays on
 * the provider's page (or Stripe's card form); the order becomes paid only when the server itself has the provider's
 * word that an attempt of it was paid in full, in taka. Confirmations are idempotent; unpaid orders expire and give
 * their stock back. Refunds are in `refunds.ts`.
 */
export function createPaymentService(
  db: Database,
  {
    providers,
    orders: ordersService,
    availableMethods,
    links,
    settings,
  }: {
    providers: Providers;
    orders: OrderService;
    settings: () => Promise<ShopSettings>;
    /** Signed links: a guest pays the order its link opens. */
    links: OrderLinks;
    /** The ways to pay the shop offers now, in the owner's order. */
    availableMethods: () => Promise<PaymentMethod[]>;
  },
) {
  function providerFor(order: Pick<OrderRow, 'number' | 'paymentMethod'>): PaymentProvider {
    const method = order.paymentMethod;
    if (!isProviderMethod(method)) {
      throw new AppError('conflict', `Order ${orderNumberLabel(order.number)} is not paid through a payment provider.`);
    }
    const provider = providers.byMethod(method);
    if (!provider) throw notAvailable(method);
    return provider;
  }

  /** One of the viewer's own orders (a guest's by its signed link, `token`), to pay; anyone else's is "not found". */
  async function ownOrder(viewer: Viewer | null, orderId: string, token: string | undefined): Promise<OrderRow> {
    const [order] = isUuid(orderId) ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
    if (!order || !may(viewer, 'payment.start', { ownerId: order.userId, viaLink: links.opens(orderId, token) })) {
      throw new AppError('not_found', 'We could not find this order.');
    }
    return order;
  }

  /** Asks the providers about each of the order's attempts, newest first, and records a payment they confirm. */
  async function reconcile(order: OrderRow): Promise<boolean> {
    if (isSettled(order)) return order.paymentStatus !== 'refunded';
    const attempts = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), isNotNull(payments.reference)))
      .orderBy(desc(payments.createdAt));
    for (const attempt of attempts) {
      // A provider the shop no longer has credentials for can't be asked.
      const provider = providers.byMethod(attempt.method);
      if (!provider) continue;
      const verdict = await provider.query(attempt.reference!, expectedOf(order, attempt));
      if (await recordPayment(db, { orderId: order.id, paymentId: attempt.id }, verdict)) return true;
    }
    return false;
  }

  async function attemptOf(reference: string): Promise<{ order: OrderRow; payment: PaymentRow } | null> {
    if (!reference) return null;
    const [found] = await db
      .select({ order: orders, payment: payments })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.reference, reference));
    return found ?? null;
  }

  /** A provider's notification or return named this attempt: the provider's word on it is asked for and recorded. */
  async function confirm(
    reference: string,
    verdict: (expected: ExpectedPayment) => Promise<ProviderVerdict>,
  ): Promise<PaymentReturn> {
    const found = await attemptOf(reference);
    if (!found) return { orderId: null, outcome: 'unknown' };
    const { order, payment } = found;
    const back = (outcome: PaymentOutcome) => returnTo(order, outcome, payment);
    const settledOutcome = (): PaymentOutcome => (order.paymentStatus === 'verifying' ? 'review' : 'paid');
    if (payment.paidAt) return back(isAdvance(order, payment) ? 'paid' : settledOutcome());
    try {
      const word = await verdict(expectedOf(order, payment));
      if (!(await recordPayment(db, { orderId: order.id, paymentId: payment.id }, word))) {
        return back(isSettled(order) ? settledOutcome() : 'failed');
      }
      return back(isSettled(order) ? settledOutcome() : word.paid && word.review ? 'review' : 'paid');
    } catch (error) {
      if (error instanceof ProviderUnavailable) return back('unavailable');
      throw error;
    }
  }

  /**
   * Back to the payment page about `order` (the order's page, after paying a delivery fee in advance): a guest's order
   * with its signed link, which the page needs to open it.
   */
  function returnTo(order: OrderRow, outcome: PaymentOutcome, payment?: PaymentRow): PaymentReturn {
    return {
      orderId: order.id,
      outcome,
      ...(order.userId === null ? { token: links.tokenOf(order.id) } : {}),
      ...(isAdvance(order, payment) ? { advance: true } : {}),
    };
  }

  /**
   * Starts one attempt to pay `amount` of `order` at `provider`. The attempt is written before the provider is asked
   * (with its reference, when the shop chooses it), so an answer lost to a crash leaves nothing unknown behind.
   */
  async function startAttempt(
    order: OrderRow,
    provider: PaymentProvider,
    amount: number,
    shopOrigin: string,
  ): Promise<PaymentStart> {
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const attemptId = randomUUID();
    const planned = provider.plannedReference?.({ attemptId, orderNumber: order.number }) ?? null;
    await db
      .insert(payments)
      .values({ id: attemptId, orderId: order.id, method: provider.method, reference: planned, amount });

    let started: Awaited<ReturnType<PaymentProvider['start']>>;
    try {
      started = await provider.start({
        attemptId,
        orderId: order.id,
        orderNumber: order.number,
        amount,
        currency: 'BDT',
        customer: {
          name: order.shippingName,
          email: order.shippingEmail,
          phone: order.shippingPhone,
          address: order.shippingAddress,
          city: order.shippingCity,
        },
        items: lines.map((line) => ({ title: line.title, quantity: line.quantity })),
        urls: {
          return: `${shopOrigin}/api/payments/${provider.id}/return`,
          webhook: `${shopOrigin}/api/payments/${provider.id}/webhook`,
        },
      });
    } catch (error) {
      // Unanswered, the attempt stays: the provider may have made it, and it is asked about like any other.
      if (error instanceof ProviderUnavailable) throw new AppError('unavailable', UNAVAILABLE(provider.name));
      if (error instanceof ProviderRefused) {
        await db.delete(payments).where(eq(payments.id, attemptId));
        throw new AppError('unavailable', `${provider.name} could not start the payment: ${error.message}`);
      }
      throw error;
    }
    if (started.reference !== planned) {
      await db.transaction(async (tx) => {
        const [earlier] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.reference, started.reference), ne(payments.id, attemptId)));
        // The provider resumed an attempt it already had (Stripe's one PaymentIntent per order): that one stays.
        if (earlier) await tx.delete(payments).where(eq(payments.id, attemptId));
        else await tx.update(payments).set({ reference: started.reference }).where(eq(payments.id, attemptId));
      });
    }
    return started.next;
  }

  return {
    /** The providers whose credentials are configured. */
    configured: providers.all.map((provider) => provider.method),

    /**
     * Starts paying one of the viewer's unpaid orders at its provider. The attempt is written before the provider is
     * asked (with its reference, when the shop chooses it), so an answer lost to a crash leaves nothing unknown behind.
     */
    async start(viewer: Viewer | null, orderId: string, shopOrigin: string, token?: string): Promise<PaymentStart> {
      const order = await ownOrder(viewer, orderId, token);
      const label = orderNumberLabel(order.number);
      const provider = providerFor(order);
      if (order.paymentStatus !== 'un-paid') throw new AppError('conflict', `Order ${label} is already paid.`);
      if (order.orderStatus !== 'pending') {
        throw new AppError(
          'conflict',
          `Order ${label} was cancelled because it was not paid within ${UNPAID_ORDER_MINUTES} minutes. Please order again from your cart.`,
        );
      }
      return startAttempt(order, provider, order.total, shopOrigin);
    },

    /**
     * Starts paying only the delivery fee of the viewer's cash order, asked for in advance, with Pay with bKash (where
     * the shop offers it); the order stays cash on delivery.
     */
    async startAdvance(
      viewer: Viewer | null,
      orderId: string,
      shopOrigin: string,
      token?: string,
    ): Promise<PaymentStart> {
      const order = await ownOrder(viewer, orderId, token);
      const label = orderNumberLabel(order.number);
      const provider = providers.byMethod('bkash-checkout');
      if (!provider || !(await availableMethods()).includes('bkash-checkout')) {
        throw new AppError(
          'invalid',
          'Pay with bKash is not available right now. Please send the fee by bKash Send Money.',
        );
      }
      if (order.paymentMethod !== 'cash-on-delivery' || order.advanceDue === 0 || order.orderStatus !== 'pending') {
        throw new AppError('conflict', `Order ${label} does not need its delivery fee sent in advance.`);
      }
      if (order.advancePaidAt || order.trxId) {
        throw new AppError(
          'conflict',
          'We already have the TrxID of this delivery fee. We will confirm your order soon.',
        );
      }
      return startAttempt(order, provider, order.advanceDue, shopOrigin);
    },

    confirm,

    /** A provider's posted notification: verified by the provider's module, then its word is recorded. */
    async notified(provider: PaymentProvider, request: ProviderRequest): Promise<void> {
      const news = await provider.notification?.(request);
      if (news) await confirm(news.reference, news.verdict);
    },

    /** The shopper is back from the provider's page: what happened, for the payment page to say. */
    async returned(provider: PaymentProvider, request: ProviderRequest): Promise<PaymentReturn> {
      const back = provider.returned?.(request);
      if (!back?.reference) return { orderId: null, outcome: 'unknown' };
      if (back.outcome === 'success' && back.verdict) return confirm(back.reference, back.verdict);
      const found = await attemptOf(back.reference);
      if (!found) return { orderId: null, outcome: 'unknown' };
      const left: PaymentOutcome = back.outcome === 'cancelled' ? 'cancelled' : 'failed';
      return returnTo(found.order, found.order.paymentStatus === 'paid' ? 'paid' : left, found.payment);
    },

    /** The shopper is back from paying: the server asks the provider itself, then answers the order as it stands. */
    async check(viewer: Viewer | null, orderId: string, token?: string): Promise<Order> {
      const order = await ownOrder(viewer, orderId, token);
      if (isProviderMethod(order.paymentMethod)) await reconcile(order).catch(() => false);
      const current = await ordersService.getOrder(viewer, orderId, token);
      if (!current) throw new AppError('not_found', 'We could not find this order.');
      return current;
    },

    /**
     * The shopper left a provider's page without paying and chooses another way for the same order (its pieces stay
     * reserved; no second order). The providers are asked first, so a payment made meanwhile is never overlooked.
     */
    async switchMethod(
      viewer: Viewer | null,
      orderId: string,
      choice: PaymentChoice,
      { token, provenPhone = null }: { token?: string; provenPhone?: string | null } = {},
    ): Promise<Order> {
      const order = await ownOrder(viewer, orderId, token);
      const label = orderNumberLabel(order.number);
      if (!isProviderMethod(order.paymentMethod) || order.orderStatus !== 'pending') {
        throw new AppError('conflict', `Order ${label} can't change how it is paid any more.`);
      }
      if (!(await availableMethods()).includes(choice.paymentMethod)) throw notAvailable(choice.paymentMethod);
      const shop = await settings();
      await ordersService.allowCashOnDelivery(shop, choice.paymentMethod, order.shippingPhone, viewer, provenPhone);
      // Cash on delivery chosen now meets the same rules as at checkout.
      const advance =
        choice.paymentMethod === 'cash-on-delivery'
          ? await ordersService.advanceFor(order, shop)
          : { advanceDue: 0, advanceReason: null };
      let paid: boolean;
      try {
        paid = await reconcile(order);
      } catch (error) {
        if (error instanceof ProviderUnavailable)
          throw new AppError('unavailable', UNAVAILABLE(providerFor(order).name));
        throw error;
      }
      if (paid) throw new AppError('conflict', `Order ${label} is already paid.`);

      try {
        await db.transaction(async (tx) => {
          const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
          if (!current || isSettled(current) || current.orderStatus !== 'pending') {
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
              ...advance,
              updatedAt: new Date(),
            })
            .where(eq(orders.id, orderId));
          const status = { from: current.orderStatus, to: current.orderStatus };
          await recordEvent(
            tx,
            orderId,
            { actor: 'customer', email: viewer?.email ?? (current.shippingEmail || current.shippingPhone) },
            status,
            { kind: 'payment_method_changed', paymentFrom: current.paymentMethod, paymentTo: choice.paymentMethod },
          );
          if (advance.advanceReason) {
            await recordEvent(tx, orderId, SYSTEM, status, {
              kind: 'advance_asked',
              amount: advance.advanceDue,
              reason: advance.advanceReason,
            });
          }
        });
      } catch (error) {
        if (isUniqueViolation(error, 'orders_trx_id_unique')) {
          throw new AppError('conflict', TRX_ID_USED, { trxID: TRX_ID_USED });
        }
        throw error;
      }
      const switched = await ordersService.getOrder(viewer, orderId, token);
      if (!switched) throw new Error(`order ${orderId} vanished`);
      return switched;
    },

    /**
     * Cancels provider orders left unpaid too long, giving their stock back, unless the provider says they were paid.
     * An order whose provider is no longer configured can't be asked: it is cancelled too, saying so in its history.
     */
    async expireUnpaid(now = Date.now()): Promise<number> {
      const stale = await db
        .select()
        .from(orders)
        .where(
          and(
            inArray(orders.paymentMethod, [...PROVIDER_METHODS]),
            eq(orders.paymentStatus, 'un-paid'),
            eq(orders.orderStatus, 'pending'),
            lt(orders.createdAt, new Date(now - UNPAID_ORDER_MINUTES * 60_000)),
          ),
        );
      let expired = 0;
      for (const order of stale) {
        if (!isProviderMethod(order.paymentMethod)) continue;
        const method = order.paymentMethod;
        // Paid after all (a callback that never came), or a provider unreachable: leave it for now.
        if (await reconcile(order).catch(() => true)) continue;
        const cancelled = await db.transaction(async (tx) => {
          const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
          if (current?.paymentStatus !== 'un-paid' || current.orderStatus !== 'pending') return false;
          await changeStatusIn(tx, order.id, 'cancelled', {
            author: SYSTEM,
            event: {
              kind: 'expired',
              method,
              minutes: UNPAID_ORDER_MINUTES,
              providerGone: !providers.byMethod(method),
            },
          });
          return true;
        });
        if (cancelled) expired += 1;
      }
      return expired;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
