import { and, asc, count, desc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import { LOW_STOCK_AT, SALES_CHART_DAYS, SHOP_TIME_ZONE } from '@alankar/shared/dashboard';
import type {
  BackupSummary,
  DashboardSummary,
  FailedJobs,
  SalesDay,
  SalesFigure,
} from '@alankar/shared/dashboard-schemas';
import { ORDER_STATUSES } from '@alankar/shared/order';
import { may } from '@alankar/shared/policy';
import { variantTitle } from '@alankar/shared/variants';
import type { Database } from '../db/client';
import { orders, payments, products, productVariants } from '../db/schema';
import { AppError } from '../errors';

const LATEST_ORDERS = 5;
/** A cash-on-delivery order nobody confirmed for this long is likely fake, and holds stock. */
const UNCONFIRMED_AFTER_MS = 24 * 60 * 60_000;
/** The lists show this many; their counts say how many there are in all. */
const LIST_LIMIT = 20;

/** The time zone as an SQL literal: a constant, so grouping by the same expression matches. */
const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);
const shopDay = sql<string>`to_char(${orders.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
const revenue =
  sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.orderStatus} not in ('cancelled', 'returned')), 0)`.mapWith(Number);
/** How many rows the query matched before its limit. */
const matched = sql<number>`count(*) over ()`.mapWith(Number);

/** The shop's calendar day of an instant, `YYYY-MM-DD`. */
function shopDate(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The `days` calendar days ending with `today`, oldest first. */
function daysEnding(today: string, days: number): string[] {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length: days }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day - (days - 1 - index))).toISOString().slice(0, 10),
  );
}

function total(days: SalesDay[]): SalesFigure {
  return days.reduce((sum, day) => ({ orders: sum.orders + day.orders, revenue: sum.revenue + day.revenue }), {
    orders: 0,
    revenue: 0,
  });
}

/** The staff's overview: sales by day, orders by status, what needs doing. Aggregated in SQL, never by loading every order. */
export function createDashboardService(
  db: Database,
  {
    now = () => new Date(),
    failedJobs,
    backups,
  }: {
    now?: () => Date;
    failedJobs: () => Promise<FailedJobs>;
    /** The shop's backups as of `now`: the newest, and whether staff should worry. */
    backups: (now: Date) => Promise<BackupSummary>;
  },
) {
  async function dailySales(asOf: Date): Promise<SalesDay[]> {
    const days = daysEnding(shopDate(asOf), SALES_CHART_DAYS);
    const rows = await db
      .select({ date: shopDay, orders: count(), revenue })
      .from(orders)
      .where(and(gte(orders.createdAt, sql`(${days[0]}::timestamp at time zone ${zone})`), lte(orders.createdAt, asOf)))
      .groupBy(shopDay);
    const byDay = new Map(rows.map((row) => [row.date, row]));
    return days.map((date) => ({ date, orders: byDay.get(date)?.orders ?? 0, revenue: byDay.get(date)?.revenue ?? 0 }));
  }

  async function ordersByStatus(): Promise<DashboardSummary['ordersByStatus']> {
    const rows = await db
      .select({ status: orders.orderStatus, count: count() })
      .from(orders)
      .groupBy(orders.orderStatus);
    const counts = Object.fromEntries(
      ORDER_STATUSES.map((status) => [status, 0]),
    ) as DashboardSummary['ordersByStatus'];
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  }

  async function waitingPayments(): Promise<DashboardSummary['waitingPayments']> {
    const rows = await db
      .select({
        id: orders.id,
        number: orders.number,
        customer: orders.shippingName,
        amount: orders.total,
        // A TrxID typed for bKash sent by hand, or the bank reference of a payment SSLCommerz held.
        trxId: sql<string | null>`coalesce(${orders.trxId}, (
          select ${payments.transactionId} from ${payments}
          where ${payments.orderId} = ${orders.id} and ${payments.paidAt} is not null
          order by ${payments.paidAt} limit 1))`,
        paymentMethod: orders.paymentMethod,
        createdAt: orders.createdAt,
        matched,
      })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'verifying'), ne(orders.orderStatus, 'cancelled')))
      .orderBy(asc(orders.createdAt), asc(orders.number))
      .limit(LIST_LIMIT);
    return {
      count: rows[0]?.matched ?? 0,
      orders: rows.map((row) => ({
        _id: row.id,
        number: row.number,
        customer: row.customer,
        amount: row.amount,
        trxID: row.trxId ?? '',
        paymentMethod: row.paymentMethod,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  /** Variants running low (a piece sold one way is its one variant), fewest left first. */
  async function lowStock(): Promise<DashboardSummary['lowStock']> {
    const rows = await db
      .select({
        id: products.id,
        title: products.title,
        pieceOptions: products.options,
        variantId: productVariants.id,
        values: productVariants.options,
        stock: productVariants.stock,
        matched,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(lte(productVariants.stock, LOW_STOCK_AT), isNull(products.archivedAt)))
      .orderBy(asc(productVariants.stock), asc(products.title), asc(productVariants.position))
      .limit(LIST_LIMIT);
    return {
      count: rows[0]?.matched ?? 0,
      products: rows.map((row) => ({
        _id: row.id,
        title: row.title,
        variantId: row.variantId,
        variantTitle: variantTitle(row.pieceOptions, row.values, 'en'),
        stock: row.stock,
      })),
    };
  }

  const summaryColumns = {
    id: orders.id,
    number: orders.number,
    customer: orders.shippingName,
    total: orders.total,
    orderStatus: orders.orderStatus,
    paymentStatus: orders.paymentStatus,
    createdAt: orders.createdAt,
  };
  const asDashboardOrder = (row: {
    id: string;
    number: number;
    customer: string;
    total: number;
    orderStatus: DashboardSummary['latestOrders'][number]['order_status'];
    paymentStatus: DashboardSummary['latestOrders'][number]['payment_status'];
    createdAt: Date;
  }) => ({
    _id: row.id,
    number: row.number,
    customer: row.customer,
    total: row.total,
    order_status: row.orderStatus,
    payment_status: row.paymentStatus,
    createdAt: row.createdAt.toISOString(),
  });

  async function unconfirmedOrders(asOf: Date): Promise<DashboardSummary['unconfirmedOrders']> {
    const rows = await db
      .select({ ...summaryColumns, matched })
      .from(orders)
      .where(
        and(
          eq(orders.orderStatus, 'pending'),
          eq(orders.paymentMethod, 'cash-on-delivery'),
          lte(orders.createdAt, new Date(asOf.getTime() - UNCONFIRMED_AFTER_MS)),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.number))
      .limit(LIST_LIMIT);
    return { count: rows[0]?.matched ?? 0, orders: rows.map(asDashboardOrder) };
  }

  async function latestOrders(): Promise<DashboardSummary['latestOrders']> {
    const rows = await db
      .select(summaryColumns)
      .from(orders)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(LATEST_ORDERS);
    return rows.map(asDashboardOrder);
  }


  return {
    async summary(viewer: Viewer): Promise<DashboardSummary> {
      if (!may(viewer, 'dashboard.view')) throw new AppError('forbidden', 'Only the shop’s staff can see the overview.');
      const asOf = now();
      const [daily, byStatus, waiting, low, latest, unconfirmed, failed, backupState] = await Promise.all([
        dailySales(asOf),
        ordersByStatus(),
        waitingPayments(),
        lowStock(),
        latestOrders(),
        unconfirmedOrders(asOf),
        failedJobs(),
        backups(asOf),
      ]);
      return {
        asOf: asOf.toISOString(),
        sales: { today: total(daily.slice(-1)), last7Days: total(daily.slice(-7)), last30Days: total(daily) },
        ordersByStatus: byStatus,
        waitingPayments: waiting,
        lowStock: low,
        latestOrders: latest,
        unconfirmedOrders: unconfirmed,
        failedJobs: failed,
        backups: backupState,
        daily,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
