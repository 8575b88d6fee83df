import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import { COURIER_NAMES, type CourierId } from '@alankar/shared/courier';
import { orderNumberLabel } from '@alankar/shared/order';
import type { Order, OrderShipment } from '@alankar/shared/order-schemas';
import { may } from '@alankar/shared/policy';
import type { ShopSettings } from '@alankar/shared/settings';
import type { Database, Transaction } from '../db/client';
import { orderLines, orders, products, shipments } from '../db/schema';
import { AppError } from '../errors';
import { giveBackStock, stockLinesOf } from '../products/stock';
import type { JobsBell } from '../jobs/jobs-bell';
import { areaIn, districtById } from '../locations/locations';
import { recordEvent } from '../orders/order-events';
import { orderSubject } from '../orders/status-audit';
import { recordChange } from '../audit/audit-log';
import type { NewsContext } from '../orders/order-news';
import { withDetails, type OrderRow, type ShipmentRow } from '../orders/order-rows';
import {
  CourierRefused,
  CourierUnavailable,
  DuplicateInvoice,
  NotAuthentic,
  type Booking,
  type Courier,
  type CourierRequest,
  type Parcel,
  type ParcelNews,
} from './courier';
import { applyParcelNews, type ParcelNewsContext } from './parcel-news';
import type { Couriers } from './registry';

/** A booking whose request may still be on its way to the courier (no answer, no failure yet) is left alone this long. */
const IN_FLIGHT_MS = 2 * 60_000;
/** A booking whose answer was lost, at a courier that cannot look parcels up by invoice, waits this long for its word. */
const LOST_BOOKING_WAIT_MS = 10 * 60_000;
/** Open parcels are asked about this often, and less often while nothing changes (up to `MAX_CHECK_MS`). */
const CHECK_MS = 30 * 60_000;
const MAX_CHECK_MS = 6 * 60 * 60_000;
/** Parcels asked about in one run of the polling job. */
const CHECKS_PER_RUN = 25;

/** Parcels not yet done with, as the index of open parcels names them (so the look is a walk along it). */
const OPEN = sql`${shipments.state} not in ('delivered', 'partly_delivered', 'returned', 'cancelled')`;

/** The courier is being asked right now (by another staff member's click): nothing may touch the booking yet. */
const inFlight = (shipment: ShipmentRow) =>
  shipment.state === 'booking' &&
  shipment.updatedAt.getTime() === shipment.createdAt.getTime() &&
  Date.now() - shipment.createdAt.getTime() < IN_FLIGHT_MS;

export function nextCheckIn(quietChecks: number): number {
  return Math.min(CHECK_MS * 2 ** Math.floor(quietChecks / 6), MAX_CHECK_MS);
}

/** What a piece is taken to weigh, packed, when staff have not said. */
const PIECE_GRAMS = 100;

/**
 * A parcel's weight from its pieces' own (staff enter them on the product form), or 100 g a piece where unknown.
 * Couriers price by the half kilo, so a parcel is declared at least at that.
 */
const weightOf = (lines: { quantity: number; weightGrams: number | null }[]) =>
  Math.max(
    500,
    lines.reduce((sum, line) => sum + line.quantity * (line.weightGrams ?? PIECE_GRAMS), 0),
  );

export interface ShipmentServiceDeps {
  couriers: Couriers;
  settings: () => Promise<ShopSettings>;
  news: Pick<NewsContext, 'link'>;
  jobs: JobsBell;
  blockPhone: (tx: Transaction, phone: string) => Promise<void>;
  log: { warn(details: object, message: string): void };
}

export type BookManyResult = {
  booked: { _id: string; shipment: OrderShipment }[];
  refused: { _id: string; reason: string }[];
};

/**
 * Parcels with couriers: staff book a confirmed order, couriers' webhooks and the polling job say where it is, and the
 * order follows (`parcel-news.ts`). The row is written before a courier is asked, so an order is never booked twice.
 */
export function createShipmentService(db: Database, deps: ShipmentServiceDeps) {
  const { couriers, settings, jobs, log } = deps;

  async function newsContext(): Promise<ParcelNewsContext> {
    const shop = await settings();
    return {
      news: { shop, link: deps.news.link },
      autoBlockAfterReturns: shop.autoBlockAfterReturns,
      blockPhone: deps.blockPhone,
    };
  }

  function configured(id: CourierId): Courier {
    const courier = couriers.byId(id);
    if (courier) return courier;
    const needs = couriers.readiness[id].booking;
    throw new AppError('invalid', `${COURIER_NAMES[id]} is not set up: it needs ${needs.join(', ')}.`, {
      courier: `${COURIER_NAMES[id]} is not set up`,
    });
  }

  async function orderOf(executor: Database | Transaction, orderId: string, viewer: Viewer): Promise<Order> {
    const [row] = await executor.select().from(orders).where(eq(orders.id, orderId));
    const [order] = row ? await withDetails(executor, [row], viewer) : [];
    if (!order) throw new AppError('not_found', 'This order does not exist.');
    return order;
  }

  /** The parcel as the courier is to be told of it: the order's own amounts, never anyone else's. */
  async function parcelFor(tx: Transaction, order: OrderRow, codAmount: number): Promise<Parcel> {
    const lines = await tx
      .select({
        title: orderLines.title,
        variantTitle: orderLines.variantTitle,
        quantity: orderLines.quantity,
        weightGrams: products.weightGrams,
      })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position));
    const district = order.shippingDistrict ? districtById(order.shippingDistrict) : undefined;
    const area = district && order.shippingArea ? areaIn(district.id, order.shippingArea) : undefined;
    const districtName = district?.name ?? order.shippingCity;
    const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
    return {
      invoice: String(order.number),
      recipient: {
        name: order.shippingName,
        phone: order.shippingPhone,
        address: [order.shippingAddress, area?.name, districtName].filter(Boolean).join(', '),
        area: area?.name ?? districtName,
        district: districtName,
      },
      note: order.shippingNote,
      codAmount,
      value: order.subtotal,
      weightGrams: weightOf(lines),
      description: lines
        // The courier's rider reads which size is in the parcel.
        .map((line) => `${line.quantity} × ${line.title}${line.variantTitle ? ` (${line.variantTitle})` : ''}`)
        .join(', ')
        .slice(0, 250),
      quantity: pieces,
    };
  }

  /** What the courier collects at the door: what the order still owes (a delivery fee paid in advance is not). */
  const owed = (order: OrderRow) =>
    order.paymentMethod === 'cash-on-delivery' && order.paymentStatus !== 'paid'
      ? order.total - (order.advancePaidAt ? order.advanceDue : 0)
      : 0;

  /**
   * Writes the parcel's row (`booking`) for a confirmed order, or finds the one whose answer was lost: what to ask the
   * courier about. Refuses an order that is not confirmed or already has a parcel.
   */
  async function reserve(viewer: Viewer, orderId: string, courier: Courier) {
    return db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw new AppError('not_found', 'This order does not exist.');
      const label = orderNumberLabel(order.number);
      const [live] = await tx
        .select()
        .from(shipments)
        .where(and(eq(shipments.orderId, orderId), ne(shipments.state, 'cancelled')));
      if (live && live.state !== 'booking') {
        throw new AppError(
          'conflict',
          `Order ${label} is already booked with ${COURIER_NAMES[live.courier]} (tracking ${live.trackingCode ?? 'to come'}).`,
        );
      }
      if (live && live.courier !== courier.id) {
        throw new AppError(
          'conflict',
          `Order ${label} was sent to ${COURIER_NAMES[live.courier]}, whose answer was lost: the shop is asking it again.`,
        );
      }
      if (!live && order.orderStatus !== 'confirmed') {
        const why =
          order.orderStatus === 'pending'
            ? 'confirm it before booking a courier'
            : `it is ${order.orderStatus} and can't be booked`;
        throw new AppError('conflict', `Order ${label} is ${order.orderStatus}: ${why}.`);
      }
      const codAmount = live?.codAmount ?? owed(order);
      const parcel = await parcelFor(tx, order, codAmount);
      if (live) return { shipment: live, parcel, label, resumed: true };
      const now = new Date();
      const [shipment] = await tx
        .insert(shipments)
        .values({
          orderId,
          courier: courier.id,
          codAmount,
          bookedBy: viewer.email,
          createdAt: now,
          updatedAt: now,
          nextCheckAt: new Date(now.getTime() + IN_FLIGHT_MS),
        })
        .returning();
      if (!shipment) throw new Error('the shipment insert returned no row');
      return { shipment, parcel, label, resumed: false };
    });
  }

  /** The courier took the parcel: its numbers are kept and the booking goes into the order's history. */
  async function adopt(shipment: ShipmentRow, booking: Booking): Promise<void> {
    const context = await newsContext();
    await db.transaction(async (tx) => {
      await tx
        .update(shipments)
        .set({
          consignmentId: booking.consignmentId || null,
          trackingCode: booking.trackingCode || null,
          fee: booking.fee,
          nextCheckAt: new Date(Date.now() + CHECK_MS),
          updatedAt: new Date(),
        })
        .where(eq(shipments.id, shipment.id));
      await applyParcelNews(
        tx,
        shipment.id,
        {
          consignmentId: null,
          invoice: null,
          rawStatus: booking.rawStatus,
          state: booking.state,
          message: null,
          at: new Date(),
          collected: null,
          fee: booking.fee,
        },
        context,
      );
    });
  }

  const forget = (shipment: ShipmentRow) => db.delete(shipments).where(eq(shipments.id, shipment.id));

  /** Asks the courier to take the parcel; answers only once the shop knows whether it did. */
  async function askCourier(courier: Courier, shipment: ShipmentRow, parcel: Parcel, label: string): Promise<void> {
    const name = COURIER_NAMES[courier.id];
    try {
      await adopt(shipment, await courier.book(parcel));
    } catch (error) {
      if (error instanceof DuplicateInvoice) {
        const found = await courier.findByInvoice(parcel.invoice).catch(() => undefined);
        if (found) return adopt(shipment, found);
        throw new AppError('conflict', `${name} already has a parcel for order ${label}: check it in ${name}'s panel.`);
      }
      if (error instanceof CourierRefused) {
        await forget(shipment);
        throw new AppError('invalid', `${name} refused the parcel for order ${label}: ${error.message}`);
      }
      if (error instanceof CourierUnavailable && !error.maybeSent) {
        await forget(shipment);
        throw new AppError(
          'unavailable',
          `${name} did not answer, so order ${label} was not booked. Try again in a minute.`,
        );
      }
      if (error instanceof CourierUnavailable) {
        await db
          .update(shipments)
          .set({ nextCheckAt: new Date(Date.now() + 60_000), updatedAt: new Date() })
          .where(eq(shipments.id, shipment.id));
        throw new AppError(
          'unavailable',
          `${name}'s answer for order ${label} was lost. The shop is finding out whether ${name} took the parcel: try again in a few minutes (it will not be booked twice).`,
        );
      }
      throw error;
    }
  }

  /** A booking whose answer was lost: the courier is asked whether it has the parcel before anything else. */
  async function resume(courier: Courier, shipment: ShipmentRow, parcel: Parcel, label: string): Promise<void> {
    const name = COURIER_NAMES[courier.id];
    if (inFlight(shipment)) {
      throw new AppError('conflict', `Order ${label} is being booked with ${name} right now. Try again in a minute.`);
    }
    let found: Booking | null | undefined;
    try {
      found = await courier.findByInvoice(parcel.invoice);
    } catch {
      throw new AppError('unavailable', `${name} did not answer about order ${label}. Try again in a minute.`);
    }
    if (found) return adopt(shipment, found);
    if (found === undefined && Date.now() - shipment.createdAt.getTime() < LOST_BOOKING_WAIT_MS) {
      throw new AppError(
        'conflict',
        `${name}'s answer for order ${label} was lost: waiting for ${name} to say whether it took the parcel. Try again in a few minutes.`,
      );
    }
    return askCourier(courier, shipment, parcel, label);
  }

  async function book(viewer: Viewer, orderId: string, courierId?: CourierId): Promise<OrderShipment> {
    if (!may(viewer, 'order.ship')) throw new AppError('forbidden', 'Only the shop’s staff can book couriers.');
    const chosen = courierId ?? (await settings()).defaultCourier;
    if (!chosen) throw new AppError('invalid', 'Choose a courier.', { courier: 'Choose a courier' });
    const courier = configured(chosen);
    const { shipment, parcel, label, resumed } = await reserve(viewer, orderId, courier);
    await (resumed ? resume : askCourier)(courier, shipment, parcel, label);
    jobs.nudge();
    const order = await orderOf(db, orderId, viewer);
    if (!order.shipment) throw new Error(`the shipment of order ${orderId} vanished`);
    return order.shipment;
  }

  /** Which parcel a courier's word is about: by its id, or by the order number for a booking whose answer was lost. */
  async function parcelNamed(courier: CourierId, said: ParcelNews): Promise<ShipmentRow | undefined> {
    if (said.consignmentId) {
      const [known] = await db
        .select()
        .from(shipments)
        .where(and(eq(shipments.courier, courier), eq(shipments.consignmentId, said.consignmentId)));
      if (known) return known;
    }
    const number = said.invoice && /^\d{1,9}$/.test(said.invoice) ? Number(said.invoice) : null;
    if (number === null) return undefined;
    const [waiting] = await db
      .select({ shipment: shipments })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(and(eq(orders.number, number), eq(shipments.courier, courier), ne(shipments.state, 'cancelled')));
    return waiting && (!waiting.shipment.consignmentId || !said.consignmentId) ? waiting.shipment : undefined;
  }

  async function apply(courier: CourierId, said: ParcelNews): Promise<boolean> {
    const parcel = await parcelNamed(courier, said);
    if (!parcel) return false;
    const context = await newsContext();
    const changed = await db.transaction((tx) => applyParcelNews(tx, parcel.id, said, context));
    if (changed) jobs.nudge();
    return changed;
  }

  return {
    book,

    /** Books several orders with one courier, each on its own: one refused does not stop the others. */
    async bookMany(viewer: Viewer, orderIds: readonly string[], courierId?: CourierId): Promise<BookManyResult> {
      const result: BookManyResult = { booked: [], refused: [] };
      for (const id of new Set(orderIds)) {
        try {
          result.booked.push({ _id: id, shipment: await book(viewer, id, courierId) });
        } catch (error) {
          if (!(error instanceof AppError) || error.code === 'forbidden') throw error;
          result.refused.push({ _id: id, reason: error.message });
        }
      }
      return result;
    },

    /** A courier's webhook: verified, applied, and answered as the courier wants. */
    async heard(
      courierId: CourierId,
      request: CourierRequest,
    ): Promise<{ status: number; headers: Record<string, string>; body: unknown }> {
      const courier = couriers.byId(courierId);
      if (!courier) throw new AppError('not_found', `${COURIER_NAMES[courierId]} is not set up.`);
      try {
        const outcome = courier.webhook(request);
        if (outcome.news) {
          const known = await apply(courierId, outcome.news);
          if (!known)
            log.warn({ courier: courierId, news: outcome.news }, 'a courier spoke of a parcel the shop does not know');
        }
        return { ...outcome.reply, headers: courier.replyHeaders };
      } catch (error) {
        if (error instanceof NotAuthentic) {
          return {
            status: 401,
            headers: courier.replyHeaders,
            body: { error: { code: 'unauthorized', message: error.message } },
          };
        }
        throw error;
      }
    },

    /** The polling job: every open parcel that is due is asked about (webhooks get lost). */
    async checkOpenParcels(): Promise<number> {
      const due = await db
        .select()
        .from(shipments)
        .where(and(OPEN, lte(shipments.nextCheckAt, new Date())))
        .orderBy(asc(shipments.nextCheckAt))
        .limit(CHECKS_PER_RUN);
      let changed = 0;
      for (const parcel of due) {
        const courier = couriers.byId(parcel.courier);
        if (!courier) continue;
        try {
          if (await checkParcel(courier, parcel)) changed += 1;
        } catch (error) {
          log.warn(
            { err: error, courier: parcel.courier, shipment: parcel.id },
            'a courier did not answer about a parcel',
          );
          await db
            .update(shipments)
            .set({ nextCheckAt: new Date(Date.now() + CHECK_MS) })
            .where(eq(shipments.id, parcel.id));
        }
      }
      return changed;
    },

    /** Staff: the returned parcel is back in the shop, and its pieces go back into stock (once). */
    async receivedBack(viewer: Viewer, orderId: string): Promise<Order> {
      if (!may(viewer, 'order.ship')) throw new AppError('forbidden', 'Only the shop’s staff can take parcels back.');
      await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!order) throw new AppError('not_found', 'This order does not exist.');
        const label = orderNumberLabel(order.number);
        if (order.orderStatus !== 'returned') {
          throw new AppError('conflict', `Order ${label} is ${order.orderStatus}, not returned: nothing to take back.`);
        }
        if (order.receivedBackAt) throw new AppError('conflict', `Order ${label}'s pieces are already back in stock.`);
        const lines = stockLinesOf(await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)));
        await giveBackStock(tx, lines);
        await tx
          .update(orders)
          .set({ receivedBackAt: new Date(), updatedAt: new Date() })
          .where(eq(orders.id, orderId));
        await recordEvent(
          tx,
          orderId,
          { actor: 'staff', email: viewer.email },
          { from: 'returned', to: 'returned' },
          {
            kind: 'received_back',
          },
        );
        await recordChange(tx, viewer, {
          action: 'order.received-back',
          subject: orderSubject(order),
          before: { receivedBack: false },
          after: { receivedBack: true, piecesBack: lines.reduce((sum, line) => sum + line.quantity, 0) },
        });
      });
      return orderOf(db, orderId, viewer);
    },
  };

  /** Asks about one open parcel; answers whether anything changed. */
  async function checkParcel(courier: Courier, parcel: ShipmentRow): Promise<boolean> {
    if (inFlight(parcel)) return false;
    if (parcel.state === 'booking') {
      const found = await courier.findByInvoice(String(await numberOf(parcel)));
      if (found) {
        await adopt(parcel, found);
        return true;
      }
      // The courier has no such parcel, or cannot say and has not spoken for long: staff may book it again.
      const silentFor = Date.now() - parcel.createdAt.getTime();
      if (found === null || silentFor > 6 * LOST_BOOKING_WAIT_MS) {
        await forget(parcel);
        return true;
      }
      await db
        .update(shipments)
        .set({ nextCheckAt: new Date(Date.now() + 60_000) })
        .where(eq(shipments.id, parcel.id));
      return false;
    }
    const said = await courier.status({
      consignmentId: parcel.consignmentId ?? '',
      trackingCode: parcel.trackingCode ?? '',
      invoice: String(await numberOf(parcel)),
    });
    const changed = await apply(courier.id, { ...said, consignmentId: said.consignmentId ?? parcel.consignmentId });
    const quietChecks = changed ? 0 : parcel.quietChecks + 1;
    await db
      .update(shipments)
      .set({ quietChecks, nextCheckAt: new Date(Date.now() + nextCheckIn(quietChecks)) })
      .where(eq(shipments.id, parcel.id));
    return changed;
  }

  async function numberOf(parcel: ShipmentRow): Promise<number> {
    const [order] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, parcel.orderId));
    if (!order) throw new Error(`the order of shipment ${parcel.id} vanished`);
    return order.number;
  }
}

export type ShipmentService = ReturnType<typeof createShipmentService>;
