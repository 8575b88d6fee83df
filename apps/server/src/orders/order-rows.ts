import { asc, inArray, isNotNull, and, ne, sql } from 'drizzle-orm';
import { parcelTrackingUrl } from '@alankar/shared/courier';
import type { Viewer } from '@alankar/shared/account';
import type { OrderEvent } from '@alankar/shared/order-events';
import type {
  Order,
  OrderDelivery,
  OrderHistoryEntry,
  OrderShipment,
  PhoneHistory,
} from '@alankar/shared/order-schemas';
import { areaIn, districtById } from '../locations/locations';
import { may } from '@alankar/shared/policy';
import type { Executor } from '../db/client';
import type { orders } from '../db/schema';
import { orderEvents, orderLines, orders as ordersTable, payments, phoneRecords, refunds, shipments } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;

/** What an order carries besides its own row. */
export interface OrderDetails {
  lines: LineRow[];
  events: EventRow[];
  /** Its paid payments, oldest first. */
  payments: PaymentRow[];
  refunds: RefundRow[];
  /** Its parcel that was not cancelled, if staff booked one. */
  shipment?: ShipmentRow;
  /** Staff only: what is known of its phone number. */
  phoneHistory?: PhoneHistory;
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

/** Orders as the API answers them to `viewer`, each with its lines, history, payments and refunds, in `rows`' order. */
export async function withDetails(db: Executor, rows: OrderRow[], viewer: Viewer | null): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const staffView = may(viewer, 'order.list-all');
  const [lines, events, paid, given, parcels, phones] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.at)),
    db
      .select()
      .from(payments)
      .where(and(inArray(payments.orderId, ids), isNotNull(payments.paidAt)))
      .orderBy(asc(payments.paidAt)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.createdAt)),
    db
      .select()
      .from(shipments)
      .where(and(inArray(shipments.orderId, ids), ne(shipments.state, 'cancelled'))),
    staffView ? phoneHistories(db, rows) : Promise.resolve(new Map<string, PhoneHistory>()),
  ]);
  const [linesOf, eventsOf, paymentsOf, refundsOf] = [byOrder(lines), byOrder(events), byOrder(paid), byOrder(given)];
  const parcelOf = new Map(parcels.map((parcel) => [parcel.orderId, parcel]));
  return rows.map((row) =>
    toOrder(
      row,
      {
        lines: linesOf.get(row.id) ?? [],
        events: eventsOf.get(row.id) ?? [],
        payments: paymentsOf.get(row.id) ?? [],
        refunds: refundsOf.get(row.id) ?? [],
        shipment: parcelOf.get(row.id),
        phoneHistory: phones.get(row.id),
      },
      viewer,
    ),
  );
}

/** Order statuses that count in a phone number's record with the shop. */
const FINISHED = ['delivered', 'returned', 'cancelled'] as const;

/**
 * What is known of each order's phone number, by order id: the shop's finished orders for it (the order itself aside)
 * and what courier networks said of it (kept by the phone-records job).
 */
async function phoneHistories(db: Executor, rows: OrderRow[]): Promise<Map<string, PhoneHistory>> {
  const phones = [...new Set(rows.map((row) => row.shippingPhone))];
  const [counts, records] = await Promise.all([
    db
      .select({
        phone: ordersTable.shippingPhone,
        status: ordersTable.orderStatus,
        count: sql<number>`count(*)::int`,
      })
      .from(ordersTable)
      .where(and(inArray(ordersTable.shippingPhone, phones), inArray(ordersTable.orderStatus, FINISHED)))
      .groupBy(ordersTable.shippingPhone, ordersTable.orderStatus),
    db.select().from(phoneRecords).where(inArray(phoneRecords.phone, phones)).orderBy(asc(phoneRecords.source)),
  ]);
  const histories = new Map<string, PhoneHistory>();
  for (const row of rows) {
    const shop = { delivered: 0, returned: 0, cancelled: 0 };
    for (const { phone, status, count } of counts) {
      if (phone !== row.shippingPhone) continue;
      const key = status as (typeof FINISHED)[number];
      shop[key] = count - (row.orderStatus === status ? 1 : 0);
    }
    const networks = records
      .filter((record) => record.phone === row.shippingPhone)
      .map(({ source, total, delivered, cancelled, checkedAt }) => ({
        source,
        total,
        delivered,
        cancelled,
        checkedAt: checkedAt.toISOString(),
      }));
    histories.set(row.id, { phone: row.shippingPhone, shop, networks });
  }
  return histories;
}

/** The order's parcel as `viewer` may see it: what the courier charges is the shop's business. */
function shipmentOf(parcel: ShipmentRow, staffView: boolean): OrderShipment {
  return {
    courier: parcel.courier,
    consignmentId: parcel.consignmentId,
    trackingCode: parcel.trackingCode,
    trackingUrl: parcel.trackingCode ? parcelTrackingUrl(parcel.courier, parcel.trackingCode) : null,
    status: parcel.state,
    lastEvent:
      parcel.lastMessage && parcel.lastEventAt
        ? { message: parcel.lastMessage, at: parcel.lastEventAt.toISOString() }
        : null,
    fee: staffView ? parcel.fee : null,
    codAmount: parcel.codAmount,
    collected: parcel.collected,
  };
}

/** One history entry as `viewer` may see it: a staff member's email is the shop's business, not the customer's. */
function historyEntry(event: EventRow, staffView: boolean): OrderHistoryEntry {
  return {
    ...(event.data as object as OrderEvent),
    kind: event.kind,
    at: event.at.toISOString(),
    actor: event.actor,
    by: staffView || event.actor === 'customer' ? event.byEmail : null,
    from: event.fromStatus,
    to: event.toStatus,
  } as OrderHistoryEntry;
}

/** What is left to give back of a payment: refunds on their way count as given. */
export function refundableOf(payment: Pick<PaymentRow, 'id' | 'amount'>, given: readonly RefundRow[]): number {
  const taken = given.filter((refund) => refund.paymentId === payment.id).reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, payment.amount - taken);
}

/** Where the order goes, named in both languages, as it was priced. */
function deliveryOf(row: OrderRow): OrderDelivery | null {
  if (!row.shippingZone) return null;
  const district = row.shippingDistrict ? districtById(row.shippingDistrict) : undefined;
  const area = district && row.shippingArea ? areaIn(district.id, row.shippingArea) : undefined;
  return {
    zone: row.shippingZone,
    minDays: row.deliveryMinDays ?? 0,
    maxDays: row.deliveryMaxDays ?? 0,
    district: district ? { name: district.name, bnName: district.bnName } : null,
    area: area ? { name: area.name, bnName: area.bnName } : null,
  };
}

/** One order as the API answers it to `viewer`, from its row and its details. */
export function toOrder(row: OrderRow, details: OrderDetails, viewer: Viewer | null): Order {
  const staffView = may(viewer, 'order.list-all');
  const [ownPayment] = details.payments;
  return {
    _id: row.id,
    number: row.number,
    user: row.userEmail,
    guest: row.userId === null,
    items: details.lines.map((line) => ({
      _id: line.productId,
      title: line.title,
      titleBn: line.titleBn,
      category: line.category,
      image: line.image,
      price: line.price,
      quantity: line.quantity,
      variantId: line.variantId,
      variantTitle: line.variantTitle,
      variantTitleBn: line.variantTitleBn,
      sku: line.sku,
    })),
    shippingAddress: {
      name: row.shippingName,
      customerEmail: row.shippingEmail,
      number: row.shippingPhone,
      address: row.shippingAddress,
      city: row.shippingCity,
      district: row.shippingDistrict,
      area: row.shippingArea,
      note: row.shippingNote,
    },
    delivery: deliveryOf(row),
    paymentMethod: row.paymentMethod,
    // The TrxID the shopper typed for bKash sent by hand, or the provider's id for the money that paid the order.
    trxID: row.paymentMethod === 'bkash' ? row.trxId : (ownPayment?.transactionId ?? null),
    bkashNumber: row.bkashNumber,
    order_status: row.orderStatus,
    payment_status: row.paymentStatus,
    subtotal: row.subtotal,
    discount: row.discount,
    discountCode: row.discountCode,
    shipping: row.shipping,
    total: row.total,
    lang: row.lang,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    history: details.events.map((event) => historyEntry(event, staffView)),
    payments: details.payments.map((payment) => ({
      _id: payment.id,
      method: payment.method,
      amount: payment.amount,
      transactionId: payment.transactionId,
      paidAt: payment.paidAt!.toISOString(),
      refundable: refundableOf(payment, details.refunds),
    })),
    refunds: details.refunds.map((refund) => ({
      at: refund.createdAt.toISOString(),
      amount: refund.amount,
      reason: refund.reason,
      by: staffView ? refund.by : null,
      reference: refund.reference ?? '',
      state: refund.state,
      payment: refund.paymentId,
    })),
    advance:
      row.advanceDue > 0 && row.advanceReason
        ? {
            amount: row.advanceDue,
            reason: row.advanceReason,
            trxId: row.paymentMethod === 'cash-on-delivery' ? row.trxId : null,
            bkashNumber: row.paymentMethod === 'cash-on-delivery' ? row.bkashNumber : null,
            paid: row.advancePaidAt !== null,
          }
        : null,
    shipment: details.shipment ? shipmentOf(details.shipment, staffView) : null,
    receivedBackAt: row.receivedBackAt?.toISOString() ?? null,
    phoneHistory: staffView ? (details.phoneHistory ?? null) : null,
  };
}
