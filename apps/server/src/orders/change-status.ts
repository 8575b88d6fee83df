import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  canChangeStatus,
  isProviderMethod,
  PROVIDER_NAMES,
  type OrderStatus,
  type PaymentStatus,
} from '@alankar/shared/order';
import type { OrderEvent } from '@alankar/shared/order-events';
import type { Transaction } from '../db/client';
import { orderLines, orders, refunds, shipments } from '../db/schema';
import { COURIER_NAMES } from '@alankar/shared/courier';
import { giveBackUse } from '../discounts/code-check';
import { AppError } from '../errors';
import { giveBackStock, stockLinesOf } from '../products/stock';
import { orderNews, type NewsContext } from './order-news';
import { enqueueAll } from '../jobs/job-queue';
import { recordEvent, type EventAuthor } from './order-events';
import { withDetails, type OrderRow } from './order-rows';

const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'waiting for confirmation',
  confirmed: 'confirmed',
  shipped: 'shipped',
  delivered: 'delivered',
  returned: 'returned',
  cancelled: 'cancelled',
};

/** Why the state machine refuses a change, in words the dashboard can show. */
export function refusal(order: OrderRow, to: OrderStatus): string {
  const now = STATUS_WORDS[order.orderStatus];
  if (order.orderStatus === to) return `Order #${order.number} is already ${now}.`;
  const verb = {
    pending: 'set back to pending',
    confirmed: 'confirmed',
    shipped: 'shipped',
    delivered: 'marked delivered',
    returned: 'marked returned',
    cancelled: 'cancelled',
  }[to];
  return `Order #${order.number} is ${now}, so it can't be ${verb}.`;
}

/**
 * An order whose parcel is with a courier (or being booked) can't be cancelled by the shop alone: the courier would
 * still deliver it and collect the money. The courier cancels the parcel first, and the order can be cancelled then.
 */
export async function refuseWhileWithCourier(tx: Transaction, order: OrderRow): Promise<void> {
  const [parcel] = await tx
    .select({ courier: shipments.courier })
    .from(shipments)
    .where(and(eq(shipments.orderId, order.id), ne(shipments.state, 'cancelled')));
  if (parcel) {
    const name = COURIER_NAMES[parcel.courier];
    throw new AppError(
      'conflict',
      `Order #${order.number} is booked with ${name}: cancel the parcel with ${name} first; the order can be cancelled once ${name} says so.`,
    );
  }
}

/** What payment status an order moves to along with its status (null: unchanged). */
function paymentAfter(order: OrderRow, to: OrderStatus): PaymentStatus | null {
  // Confirming a bKash order means staff found its TrxID in the shop's bKash app; a provider's payment held for
  // review means staff looked at it and accept it.
  if (to === 'confirmed' && order.paymentStatus === 'verifying') return 'paid';
  // The courier collected the cash.
  if (to === 'delivered' && order.paymentMethod === 'cash-on-delivery') return 'paid';
  return null;
}

/**
 * Moves an order along the state machine inside the caller's transaction, with the row locked so two staff members
 * can't both win. Cancelling gives the stock back. The change is recorded as `event` (a plain status change unless
 * said otherwise), and with `news` the customer's email and SMS about it are queued in the same transaction. `unpaidOnly`
 * refuses an order with money on it (a cancellation in bulk must not keep anyone's payment).
 */
export async function changeStatusIn(
  tx: Transaction,
  orderId: string,
  to: OrderStatus,
  {
    author,
    event = { kind: 'status_changed' },
    news,
    unpaidOnly = false,
  }: { author: EventAuthor; event?: OrderEvent; news?: NewsContext; unpaidOnly?: boolean },
): Promise<{ before: OrderRow; after: OrderRow }> {
  const [before] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!before) throw new AppError('not_found', 'This order does not exist.');
  if (!canChangeStatus(before.orderStatus, to)) throw new AppError('conflict', refusal(before, to));
  if (to === 'cancelled') await refuseWhileWithCourier(tx, before);
  if (
    unpaidOnly &&
    (before.paymentStatus === 'paid' || before.paymentStatus === 'verifying' || before.advancePaidAt !== null)
  ) {
    throw new AppError(
      'conflict',
      `Order #${before.number} has a payment on it: cancel it on its own, where the money can be given back.`,
    );
  }
  if (to === 'confirmed' && isProviderMethod(before.paymentMethod) && before.paymentStatus === 'un-paid') {
    throw new AppError(
      'conflict',
      `The ${PROVIDER_NAMES[before.paymentMethod]} payment for order #${before.number} has not gone through, so it can't be confirmed yet.`,
    );
  }
  const [cancelling] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(eq(refunds.orderId, orderId), eq(refunds.cancelsOrder, true), inArray(refunds.state, ['pending', 'unknown'])),
    )
    .limit(1);
  if (cancelling) {
    throw new AppError(
      'conflict',
      `Order #${before.number} is being cancelled with a refund: it waits for the payment provider's answer.`,
    );
  }
  if (to === 'cancelled') {
    // A cancelled order gives its discount code's use back: first, as placing an order takes the code's row before
    // the pieces', so the two never wait on each other.
    if (before.discountCodeId) await giveBackUse(tx, before.discountCodeId);
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    await giveBackStock(tx, stockLinesOf(lines));
  }
  const payment = paymentAfter(before, to);
  // Confirming a cash order whose delivery fee was sent in advance means staff found its TrxID.
  const advancePaid = to === 'confirmed' && before.advanceDue > 0 && before.trxId !== null;
  const [after] = await tx
    .update(orders)
    .set({
      orderStatus: to,
      ...(payment ? { paymentStatus: payment } : {}),
      ...(advancePaid ? { advancePaidAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId))
    .returning();
  if (!after) throw new Error(`order ${orderId} vanished`);
  await recordEvent(tx, orderId, author, { from: before.orderStatus, to }, event);
  if (news) {
    const [order] = await withDetails(tx, [after], null);
    const jobs = order ? orderNews(order, 'status', news) : [];
    if (jobs.length > 0) await enqueueAll(tx, jobs);
  }
  return { before, after };
}
