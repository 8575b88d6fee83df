import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Order } from '@alankar/shared/order-schemas';
import type { Executor } from '../db/client';
import type { orders } from '../db/schema';
import { orderLines, orderStatusChanges, refunds } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;

type LineRow = typeof orderLines.$inferSelect;
type StatusChangeRow = typeof orderStatusChanges.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/** What an order carries besides its own row. */
export interface OrderDetails {
  lines: LineRow[];
  changes: StatusChangeRow[];
  refunds: RefundRow[];
}

/** Rows of one kind, each order's in a list of its own, keeping their order. */
function byOrder<Row extends { orderId: string }>(rows: Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const list = grouped.get(row.orderId);
    if (list) list.push(row);
    else grouped.set(row.orderId, [row]);
  }
  return grouped;
}

/** Orders as the API answers them, each with its lines and status history, in the order of `rows`. */
export async function withDetails(db: Executor, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, changes, given] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
    db
      .select()
      .from(orderStatusChanges)
      .where(inArray(orderStatusChanges.orderId, ids))
      .orderBy(asc(orderStatusChanges.at)),
    db
      .select()
      .from(refunds)
      .where(and(inArray(refunds.orderId, ids), eq(refunds.state, 'done')))
      .orderBy(asc(refunds.createdAt)),
  ]);
  const linesOf = byOrder(lines);
  const changesOf = byOrder(changes);
  const refundsOf = byOrder(given);
  return rows.map((row) =>
    toOrder(row, {
      lines: linesOf.get(row.id) ?? [],
      changes: changesOf.get(row.id) ?? [],
      refunds: refundsOf.get(row.id) ?? [],
    }),
  );
}

/** One order as the API answers it, from its row and its details (done refunds only). */
export function toOrder(row: OrderRow, details: OrderDetails): Order {
  return {
    _id: row.id,
    number: row.number,
    user: row.userEmail,
    items: details.lines.map(({ productId, title, category, image, price, quantity }) => ({
      _id: productId,
      title,
      category,
      image,
      price,
      quantity,
    })),
    shippingAddress: {
      name: row.shippingName,
      customerEmail: row.shippingEmail,
      number: row.shippingPhone,
      address: row.shippingAddress,
      city: row.shippingCity,
    },
    paymentMethod: row.paymentMethod,
    trxID: row.trxId,
    bkashNumber: row.bkashNumber,
    order_status: row.orderStatus,
    payment_status: row.paymentStatus,
    subtotal: row.subtotal,
    discount: row.discount,
    shipping: row.shipping,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    history: details.changes.map((change) => ({
      at: change.at.toISOString(),
      by: change.by,
      from: change.fromStatus,
      to: change.toStatus,
      ...(change.note ? { note: change.note } : {}),
    })),
    refunds: details.refunds.map((refund) => ({
      at: refund.createdAt.toISOString(),
      amount: refund.amount,
      reason: refund.reason,
      by: refund.by,
      reference: refund.reference ?? '',
    })),
  };
}
