import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import { PAYMENT_METHOD_LABELS, type OrderStatus, type PaymentMethod } from '@alankar/shared/order';
import type { ShopSettings } from '@alankar/shared/settings';
import type { Order, OrderList, OrderListQuery, PlaceOrderBody } from '@alankar/shared/order-schemas';
import { isPaged } from '@alankar/shared/paging';
import { isUuid } from '@alankar/shared/ids';
import type { Database, Executor } from '../db/client';
import { orders } from '../db/schema';
import { AppError } from '../errors';
import type { Mailer } from '../mail/mailer';
import { withDetails } from './order-rows';
import { placeOrderIn } from './place-order';
import { changeStatusIn } from './change-status';
import { orderReceivedMail, statusChangedMail } from './order-emails';

const DEFAULT_ORDER_PAGE_SIZE = 20;

interface OrderServiceOptions {
  mailer: Mailer;
  /** The shop's current settings: its name and bKash number for emails, and what delivery costs. */
  settings: () => Promise<ShopSettings>;
  /** The ways to pay the shop offers now (the owner's choice, configured providers only). */
  availableMethods: () => Promise<PaymentMethod[]>;
  log: { error(details: object, message: string): void };
}

const isStaff = (viewer: Viewer) => viewer.role === 'admin';

/** Staff search: an order number (`100245` or `#100245`), an email or a phone number. */
function searchCondition(q: string): SQL | undefined {
  const number = /^#?(\d{1,9})$/.exec(q.trim())?.[1];
  const text = `%${q.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(
    number ? eq(orders.number, Number(number)) : undefined,
    ilike(orders.userEmail, text),
    ilike(orders.shippingEmail, text),
    ilike(orders.shippingPhone, `%${q.replace(/\D/g, '') || q}%`),
  );
}

/**
 * Orders, with who may see or change what decided here — the same for API routes and pages:
 * customers see their own orders, staff see and move everyone's.
 */
export function createOrderService(db: Database, { mailer, settings, availableMethods, log }: OrderServiceOptions) {
  async function byId(executor: Executor, id: string): Promise<Order | null> {
    if (!isUuid(id)) return null;
    const rows = await executor.select().from(orders).where(eq(orders.id, id));
    return (await withDetails(executor, rows))[0] ?? null;
  }

  /** Mail is sent after the change is committed; a mail server that is down never undoes an order. */
  async function send(mail: Parameters<Mailer['send']>[0] | null) {
    if (!mail) return;
    try {
      await mailer.send(mail);
    } catch (error) {
      log.error({ err: error, to: mail.to, subject: mail.subject }, 'order email not sent');
    }
  }

  return {
    async placeOrder(viewer: Viewer, body: PlaceOrderBody, { idempotencyKey }: { idempotencyKey?: string } = {}) {
      if (!(await availableMethods()).includes(body.paymentMethod)) {
        const method = PAYMENT_METHOD_LABELS[body.paymentMethod];
        throw new AppError('invalid', `“${method}” is not available right now. Please choose another way to pay.`, {
          paymentMethod: `“${method}” is not available right now`,
        });
      }
      const shop = await settings();
      const placed = await db.transaction((tx) => placeOrderIn(tx, viewer, body, { idempotencyKey, delivery: shop }));
      if (placed.created) {
        await send(orderReceivedMail(placed.order, shop));
        return placed.order;
      }
      // The same idempotency key again: the order it placed then, as it stands now.
      const order = await byId(db, placed.orderId);
      if (!order) throw new Error(`order ${placed.orderId} vanished`);
      return order;
    },

    async listOrders(viewer: Viewer, query: OrderListQuery): Promise<OrderList> {
      const where = and(
        isStaff(viewer) && !query.mine ? undefined : eq(orders.userId, viewer.id),
        query.status ? eq(orders.orderStatus, query.status) : undefined,
        query.paymentMethod ? eq(orders.paymentMethod, query.paymentMethod) : undefined,
        query.q && isStaff(viewer) ? searchCondition(query.q) : undefined,
      );
      const rows = db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.number));
      if (!isPaged(query)) {
        const all = await withDetails(db, await rows);
        return { orders: all, count: all.length };
      }
      const size = query.size ?? DEFAULT_ORDER_PAGE_SIZE;
      const [page, [total]] = await Promise.all([
        rows.limit(size).offset((query.page ?? 0) * size),
        db.select({ value: count() }).from(orders).where(where),
      ]);
      return { orders: await withDetails(db, page), count: total?.value ?? 0 };
    },

    /** The order if the viewer may see it; anyone else's is "not found", never "forbidden". */
    async getOrder(viewer: Viewer, id: string): Promise<Order | null> {
      if (!isUuid(id)) return null;
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), isStaff(viewer) ? undefined : eq(orders.userId, viewer.id)));
      return (await withDetails(db, rows))[0] ?? null;
    },

    async changeStatus(viewer: Viewer, id: string, status: OrderStatus): Promise<Order> {
      if (!isStaff(viewer)) throw new AppError('forbidden', 'Only the shop’s staff can change an order.');
      if (!isUuid(id)) throw new AppError('not_found', 'This order does not exist.');
      await db.transaction((tx) => changeStatusIn(tx, id, status, { by: viewer.email }));
      const order = await byId(db, id);
      if (!order) throw new Error(`order ${id} vanished`);
      await send(statusChangedMail(order, await settings()));
      return order;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
