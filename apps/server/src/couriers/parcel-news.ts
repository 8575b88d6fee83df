import { and, eq, sql } from 'drizzle-orm';
import { FINAL_PARCEL_STATES, PARCEL_ON_ITS_WAY, type ParcelState } from '@alankar/shared/courier';
import type { OrderStatus } from '@alankar/shared/order';
import type { OrderEvent } from '@alankar/shared/order-events';
import type { Transaction } from '../db/client';
import { orders, shipments } from '../db/schema';
import { changeStatusIn } from '../orders/change-status';
import { recordEvent, SYSTEM } from '../orders/order-events';
import type { NewsContext } from '../orders/order-news';
import type { ParcelNews } from './courier';

/**
 * The order status a parcel's state means, when it means one. A partly delivered parcel leaves the order shipped: what
 * the courier collected is shown to staff, who settle the rest (the pieces that came back, the money) themselves.
 */
function orderStatusFor(state: ParcelState): OrderStatus | null {
  if (PARCEL_ON_ITS_WAY.includes(state) || state === 'partly_delivered') return 'shipped';
  if (state === 'delivered') return 'delivered';
  if (state === 'returned') return 'returned';
  return null;
}

/** How far along a parcel is: news of an earlier step arriving late (webhooks come out of order) is not a step back. */
const STEP: Record<ParcelState, number> = {
  booking: 0,
  booked: 1,
  picked_up: 2,
  in_transit: 3,
  on_hold: 4,
  out_for_delivery: 4,
  returning: 5,
  delivered: 6,
  partly_delivered: 6,
  returned: 6,
  cancelled: 6,
};

export interface ParcelNewsContext {
  /** Telling the shopper (the SMS with the tracking link when the parcel leaves). */
  news: NewsContext;
  /** A number with this many returned orders is blocked from cash on delivery; 0 never. */
  autoBlockAfterReturns: number;
  blockPhone(tx: Transaction, phone: string): Promise<void>;
}

/**
 * What a courier said about a parcel, applied in the caller's transaction with the parcel's row locked: the parcel
 * takes its new state, its order follows (picked up → shipped, delivered → delivered and a cash order paid, returned →
 * returned), and the courier's words go into the order's history. Saying the same thing twice changes nothing, and a
 * parcel that is done with (delivered, returned, cancelled) stays as it is. Answers whether anything changed.
 */
export async function applyParcelNews(
  tx: Transaction,
  shipmentId: string,
  said: ParcelNews,
  context: ParcelNewsContext,
): Promise<boolean> {
  const [parcel] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
  if (!parcel || FINAL_PARCEL_STATES.includes(parcel.state)) return false;
  const message = said.message?.trim() || null;
  // Any word about a parcel whose booking answer was lost proves the courier has it.
  let state: ParcelState = said.state ?? (parcel.state === 'booking' ? 'booked' : parcel.state);
  const [order] = await tx.select().from(orders).where(eq(orders.id, parcel.orderId)).for('update');
  if (!order) return false;
  // A parcel that comes back before it ever left was not carried: it is cancelled, and the order can be booked again.
  if (state === 'returned' && order.orderStatus !== 'shipped') state = 'cancelled';
  if (STEP[state] < STEP[parcel.state]) state = parcel.state;
  const news = state !== parcel.state || (message !== null && message !== parcel.lastMessage);
  const ids = said.consignmentId && !parcel.consignmentId;
  if (!news && !ids) return false;

  const collected = state === 'delivered' || state === 'partly_delivered' ? said.collected : null;
  const [updated] = await tx
    .update(shipments)
    .set({
      state,
      ...(said.state !== null || parcel.state === 'booking' ? { rawStatus: said.rawStatus } : {}),
      ...(message ? { lastMessage: message, lastEventAt: said.at } : {}),
      ...(ids
        ? { consignmentId: said.consignmentId, trackingCode: parcel.trackingCode ?? said.trackingCode ?? null }
        : {}),
      ...(collected !== null ? { collected } : {}),
      ...(said.fee !== null ? { fee: said.fee } : {}),
      quietChecks: 0,
      updatedAt: new Date(),
    })
    .where(eq(shipments.id, parcel.id))
    .returning();
  if (!updated || !news) return true;

  const event: OrderEvent = {
    kind: 'parcel',
    courier: parcel.courier,
    state,
    trackingCode: updated.trackingCode,
    rawStatus: said.rawStatus,
    message,
    collected,
  };
  await moveOrder(tx, order, state, event, context);
  return true;
}

/** The order follows its parcel, one step at a time (a parcel delivered before anyone said it left was shipped too). */
async function moveOrder(
  tx: Transaction,
  order: typeof orders.$inferSelect,
  state: ParcelState,
  event: OrderEvent,
  context: ParcelNewsContext,
) {
  const target = orderStatusFor(state);
  const steps: OrderStatus[] = [];
  if (target && order.orderStatus === 'confirmed') steps.push('shipped');
  if (target && target !== 'shipped' && (order.orderStatus === 'shipped' || steps.length > 0)) steps.push(target);
  if (steps.length === 0) {
    await recordEvent(tx, order.id, SYSTEM, { from: order.orderStatus, to: order.orderStatus }, event);
    return;
  }
  for (const [index, step] of steps.entries()) {
    const last = index === steps.length - 1;
    await changeStatusIn(tx, order.id, step, {
      author: SYSTEM,
      event: last ? event : { kind: 'status_changed' },
      news: context.news,
    });
  }
  if (steps.at(-1) === 'returned' && context.autoBlockAfterReturns > 0) {
    const [returned] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.shippingPhone, order.shippingPhone), eq(orders.orderStatus, 'returned')));
    if ((returned?.count ?? 0) >= context.autoBlockAfterReturns) await context.blockPhone(tx, order.shippingPhone);
  }
}
