import { and, count, desc, eq, ilike, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import {
  orderNumberLabel,
  PAYMENT_METHOD_LABELS,
  type AdvanceReason,
  type OrderStatus,
  type PaymentMethod,
} from '@alankar/shared/order';
import type { ShopSettings } from '@alankar/shared/settings';
import type {
  AdvanceBody,
  CancelManyResult,
  Order,
  OrderList,
  OrderListQuery,
  PlaceOrderBody,
} from '@alankar/shared/order-schemas';
import { isPaged } from '@alankar/shared/paging';
import { isUuid } from '@alankar/shared/ids';
import { may } from '@alankar/shared/policy';
import type { Database, Executor } from '../db/client';
import { orders, users } from '../db/schema';
import { AppError } from '../errors';
import type { JobsBell } from '../jobs/jobs-bell';
import { withDetails } from './order-rows';
import type { OrderLinks } from './order-links';
import type { NewsContext } from './order-news';
import { placeOrderIn, TRX_ID_USED } from './place-order';
import { recordEvent } from './order-events';
import { isUniqueViolation } from '../db/constraint-violation';
import { changeStatusIn } from './change-status';
import { recordStatusChange } from './status-audit';
import { advanceFeeOf, advanceReasonFor, type PhoneStanding } from '../couriers/phone-standing';
import type { OrderRow } from './order-rows';
import { DEFAULT_LANG, type Lang } from '@alankar/shared/lang';

const DEFAULT_ORDER_PAGE_SIZE = 20;

export const PHONE_NOT_PROVED = 'Confirm your mobile number with the code we send by SMS, then place the order.';
export const ADVANCE_ALREADY_SENT = 'We already have the TrxID of this delivery fee. We will confirm your order soon.';
export const COD_NOT_FOR_NUMBER =
  'Cash on delivery is not available for this mobile number. Please choose another way to pay, and we will send your order as usual.';

interface OrderServiceOptions {
  /** The shop's current settings: its name and bKash number for emails, what delivery costs, the order limits. */
  settings: () => Promise<ShopSettings>;
  /** The ways to pay the shop offers now (the owner's choice, configured providers only). */
  availableMethods: () => Promise<PaymentMethod[]>;
  /** Rung after a commit that queued work (an email). */
  jobs: JobsBell;
  /** Signed links that open one order without an account. */
  links: OrderLinks;
  /** What an email or SMS about an order links to. */
  news: Pick<NewsContext, 'link'>;
  /** A phone number's delivery record, for the rules that ask cash orders for their delivery fee first. */
  phoneStanding: (phone: string) => Promise<PhoneStanding>;
}

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
export function createOrderService(
  db: Database,
  { settings, availableMethods, jobs, links, news, phoneStanding }: OrderServiceOptions,
) {
  async function byId(executor: Executor, id: string, viewer: Viewer | null): Promise<Order | null> {
    if (!isUuid(id)) return null;
    const rows = await executor.select().from(orders).where(eq(orders.id, id));
    return (await withDetails(executor, rows, viewer))[0] ?? null;
  }

  async function changeStatus(viewer: Viewer, id: string, status: OrderStatus): Promise<Order> {
    if (!may(viewer, 'order.change-status'))
      throw new AppError('forbidden', 'Only the shop’s staff can change an order.');
    if (!isUuid(id)) throw new AppError('not_found', 'This order does not exist.');
    const shop = await settings();
    await db.transaction(async (tx) => {
      const changed = await changeStatusIn(tx, id, status, {
        author: { actor: 'staff', email: viewer.email },
        news: { shop, link: news.link },
      });
      await recordStatusChange(tx, viewer, changed);
    });
    jobs.nudge();
    const order = await byId(db, id, viewer);
    if (!order) throw new Error(`order ${id} vanished`);
    return order;
  }

  /**
   * Cash on delivery is refused to a blocked number (paying online is not). With the owner's setting on, it needs the
   * phone proved by a code: in this browser (`provenPhone`, from its signed cookie) or on the signed-in account.
   */
  async function allowCashOnDelivery(
    shop: ShopSettings,
    method: PaymentMethod,
    phone: string,
    viewer: Viewer | null,
    provenPhone: string | null,
  ): Promise<void> {
    if (method !== 'cash-on-delivery') return;
    if (shop.blockedPhones.includes(phone)) {
      throw new AppError('invalid', COD_NOT_FOR_NUMBER, { paymentMethod: COD_NOT_FOR_NUMBER });
    }
    if (!shop.codPhoneCode || provenPhone === phone) return;
    if (viewer) {
      const [account] = await db.select({ phone: users.verifiedPhone }).from(users).where(eq(users.id, viewer.id));
      if (account?.phone === phone) return;
    }
    throw new AppError('invalid', PHONE_NOT_PROVED, { phoneCode: PHONE_NOT_PROVED });
  }

  /**
   * Whether a rule asks `order`, to be paid cash on delivery, for its delivery fee in advance: how much, and why (none
   * when no rule is on, or none applies).
   */
  async function advanceFor(
    order: Pick<OrderRow, 'shippingPhone' | 'shipping' | 'total' | 'shippingZone'>,
    shop: ShopSettings,
  ): Promise<{ advanceDue: number; advanceReason: AdvanceReason | null }> {
    const { noHistory, belowRate, codAbove } = shop.advanceFee;
    if (!noHistory && belowRate === 0 && codAbove === 0) return { advanceDue: 0, advanceReason: null };
    const reason = advanceReasonFor(shop.advanceFee, await phoneStanding(order.shippingPhone), order.total);
    if (!reason) return { advanceDue: 0, advanceReason: null };
    const zoneFee = shop.zones[order.shippingZone ?? 'outside-dhaka'].fee;
    return { advanceDue: advanceFeeOf(order, zoneFee), advanceReason: reason };
  }

  return {
    allowCashOnDelivery,
    advanceFor,

    /**
     * The shopper sent a cash order's delivery fee by bKash, as a rule asked: its TrxID and number are kept for staff to
     * find in the shop's bKash app (they confirm the order once they do). `token` is the order's signed link.
     */
    async sendAdvance(viewer: Viewer | null, id: string, body: AdvanceBody, token?: string): Promise<Order> {
      const [row] = isUuid(id) ? await db.select().from(orders).where(eq(orders.id, id)) : [];
      if (!row || !may(viewer, 'payment.start', { ownerId: row.userId, viaLink: links.opens(id, token) })) {
        throw new AppError('not_found', 'We could not find this order.');
      }
      if (row.advanceDue === 0 || row.orderStatus !== 'pending') {
        throw new AppError(
          'conflict',
          `Order ${orderNumberLabel(row.number)} does not need its delivery fee sent in advance.`,
        );
      }
      if (row.trxId) throw new AppError('conflict', ADVANCE_ALREADY_SENT);
      await db
        .transaction(async (tx) => {
          const [sent] = await tx
            .update(orders)
            .set({ trxId: body.trxID, bkashNumber: body.bkashNumber, updatedAt: new Date() })
            .where(and(eq(orders.id, id), isNull(orders.trxId), eq(orders.orderStatus, 'pending')))
            .returning({ id: orders.id });
          if (!sent) throw new AppError('conflict', ADVANCE_ALREADY_SENT);
          await recordEvent(
            tx,
            id,
            viewer ? { actor: 'customer', email: viewer.email } : { actor: 'customer', email: row.shippingPhone },
            { from: 'pending', to: 'pending' },
            { kind: 'advance_sent', amount: row.advanceDue, trxId: body.trxID },
          );
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'orders_trx_id_unique')) {
            throw new AppError('conflict', TRX_ID_USED, { trxID: TRX_ID_USED });
          }
          throw error;
        });
      const order = await byId(db, id, viewer);
      if (!order) throw new Error(`order ${id} vanished`);
      return order;
    },

    /** Places an order for the viewer, or for a guest (`viewer` null), whose order is theirs by its number and phone. */
    async placeOrder(
      viewer: Viewer | null,
      body: PlaceOrderBody,
      {
        idempotencyKey,
        lang = DEFAULT_LANG,
        provenPhone = null,
      }: { idempotencyKey?: string; lang?: Lang; provenPhone?: string | null } = {},
    ) {
      if (!may(viewer, 'order.place')) throw new AppError('unauthorized', 'Please sign in first.');
      if (!(await availableMethods()).includes(body.paymentMethod)) {
        const method = PAYMENT_METHOD_LABELS[body.paymentMethod];
        throw new AppError('invalid', `“${method}” is not available right now. Please choose another way to pay.`, {
          paymentMethod: `“${method}” is not available right now`,
        });
      }
      const shop = await settings();
      await allowCashOnDelivery(shop, body.paymentMethod, body.shippingAddress.number, viewer, provenPhone);
      const { noHistory, belowRate, codAbove } = shop.advanceFee;
      const standing =
        body.paymentMethod === 'cash-on-delivery' && (noHistory || belowRate > 0 || codAbove > 0)
          ? await phoneStanding(body.shippingAddress.number)
          : null;
      const placed = await db.transaction((tx) =>
        placeOrderIn(tx, viewer, body, { idempotencyKey, shop, lang, link: news.link, standing }),
      );
      if (placed.created) {
        jobs.nudge();
        return placed.order;
      }
      // The same idempotency key again: the order it placed then, as it stands now.
      const order = await byId(db, placed.orderId, viewer);
      if (!order) throw new Error(`order ${placed.orderId} vanished`);
      return order;
    },

    async listOrders(viewer: Viewer, query: OrderListQuery): Promise<OrderList> {
      const everyone = may(viewer, 'order.list-all') && !query.mine;
      const where = and(
        everyone ? undefined : eq(orders.userId, viewer.id),
        query.status ? eq(orders.orderStatus, query.status) : undefined,
        query.paymentMethod ? eq(orders.paymentMethod, query.paymentMethod) : undefined,
        query.zone ? eq(orders.shippingZone, query.zone) : undefined,
        query.q && everyone ? searchCondition(query.q) : undefined,
        query.olderThanDays ? lt(orders.createdAt, new Date(Date.now() - query.olderThanDays * 86_400_000)) : undefined,
      );
      const rows = db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.number));
      if (!isPaged(query)) {
        const all = await withDetails(db, await rows, viewer);
        return { orders: all, count: all.length };
      }
      const size = query.size ?? DEFAULT_ORDER_PAGE_SIZE;
      const [page, [total]] = await Promise.all([
        rows.limit(size).offset((query.page ?? 0) * size),
        db.select({ value: count() }).from(orders).where(where),
      ]);
      return { orders: await withDetails(db, page, viewer), count: total?.value ?? 0 };
    },

    /**
     * The order if the viewer may see it (or holds its signed link, `token`); anyone else's is "not found", never
     * "forbidden".
     */
    async getOrder(viewer: Viewer | null, id: string, token?: string): Promise<Order | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      if (!row || !may(viewer, 'order.view', { ownerId: row.userId, viaLink: links.opens(id, token) })) return null;
      return (await withDetails(db, [row], viewer))[0] ?? null;
    },

    /** The order's page for whoever holds the link, signed in or not. */
    trackingPath: (order: Pick<Order, '_id' | 'lang'>) => links.trackingPath({ id: order._id, lang: order.lang }),

    /**
     * An order found by its number and the phone it was placed with (both must match), with the signed link to its
     * page; null when either is wrong, and the same work is done either way.
     */
    async track(number: number, phone: string): Promise<{ order: Order; trackingPath: string } | null> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.number, number), eq(orders.shippingPhone, phone)));
      const [order] = await withDetails(db, rows, null);
      return order ? { order, trackingPath: links.trackingPath({ id: order._id, lang: order.lang }) } : null;
    },

    changeStatus,

    /**
     * Guest orders become the account's once its owner proves the phone (a code) or the email (a link, Google) they
     * were placed with; My Orders then lists them.
     */
    async claimGuestOrders(viewer: Pick<Viewer, 'id' | 'email'>, by: { phone: string } | { email: string }) {
      await db
        .update(orders)
        .set({ userId: viewer.id, userEmail: viewer.email })
        .where(
          and(
            isNull(orders.userId),
            'phone' in by ? eq(orders.shippingPhone, by.phone) : eq(orders.shippingEmail, by.email.toLowerCase()),
          ),
        );
    },

    /** What emails and SMS about an order link to (for the payment and refund services' news). */
    news,

    /** Staff: cancels each order that may still be cancelled (each on its own); says which were not, and why. */
    async cancelMany(viewer: Viewer, ids: readonly string[]): Promise<CancelManyResult> {
      if (!may(viewer, 'order.change-status'))
        throw new AppError('forbidden', 'Only the shop’s staff can change an order.');
      const shop = await settings();
      const result: CancelManyResult = { cancelled: [], refused: [] };
      for (const id of new Set(ids)) {
        try {
          await db.transaction(async (tx) => {
            const changed = await changeStatusIn(tx, id, 'cancelled', {
              author: { actor: 'staff', email: viewer.email },
              news: { shop, link: news.link },
              unpaidOnly: true,
            });
            await recordStatusChange(tx, viewer, changed);
          });
          result.cancelled.push(id);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          result.refused.push({ _id: id, reason: error.message });
        }
      }
      if (result.cancelled.length > 0) jobs.nudge();
      return result;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
