import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order';

const int = z.number().int();

/** Orders placed in a period (cancelled ones too), and the revenue of those not cancelled, in whole taka. */
export const salesFigure = z.object({ orders: int, revenue: int });
export type SalesFigure = z.output<typeof salesFigure>;

export const salesDay = salesFigure.extend({
  /** The day in Dhaka time, `YYYY-MM-DD`. */
  date: z.string(),
});
export type SalesDay = z.output<typeof salesDay>;

export const dashboardOrder = z.object({
  _id: z.string(),
  number: int,
  /** The name the order ships to. */
  customer: z.string(),
  total: int,
  order_status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
});
export type DashboardOrder = z.output<typeof dashboardOrder>;

export const waitingPayment = dashboardOrder.pick({ _id: true, number: true, customer: true, createdAt: true }).extend({
  amount: int,
  /** A bKash TrxID to find in the shop's bKash app, or the bank reference of a payment SSLCommerz held. */
  trxID: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
});
export type WaitingPayment = z.output<typeof waitingPayment>;

/** A piece (or one of its variants) running low; `_id` is the piece's, `variantTitle` empty for a piece sold one way. */
export const lowStockProduct = z.object({
  _id: z.string(),
  title: z.string(),
  variantId: z.string(),
  variantTitle: z.string(),
  stock: int,
});
export type LowStockProduct = z.output<typeof lowStockProduct>;

/** Work after a commit (an email, a refund check) that failed after its last try, newest first. */
export const failedJob = z.object({
  _id: z.string(),
  kind: z.string(),
  /** What it was about, in words. */
  summary: z.string(),
  attempts: int,
  /** The last error, as the code saw it. */
  error: z.string(),
  failedAt: z.string(),
});
export const failedJobs = z.object({ count: int, jobs: z.array(failedJob) });
export type FailedJobs = z.output<typeof failedJobs>;

/** The shop's backups as the overview shows them: the newest, the last try if it failed, and what to worry about. */
export const backupSummary = z.object({
  /** The newest backup written (`file` is its name in BACKUP_DIR), or null when none was. */
  last: z.object({ at: z.string(), file: z.string(), size: int }).nullable(),
  /** The last try, when it failed: when, and why. */
  failure: z.object({ at: z.string(), error: z.string() }).nullable(),
  /** `failed`: the last try failed; `old`: the newest backup is older than two days. */
  warning: z.enum(['failed', 'old']).nullable(),
  /** The nightly backup's time of day in Dhaka (`03:00`), or null when it is off. */
  nightlyAt: z.string().nullable(),
});
export type BackupSummary = z.output<typeof backupSummary>;

/** GET /api/dashboard/summary: what the staff's overview shows. Days are Dhaka days. */
export const dashboardSummary = z.object({
  /** When the figures were taken. */
  asOf: z.string(),
  sales: z.object({ today: salesFigure, last7Days: salesFigure, last30Days: salesFigure }),
  /** Every order ever placed, by its status now. */
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), int),
  /** bKash orders whose TrxID staff have yet to find (cancelled ones left out), waiting longest first. */
  waitingPayments: z.object({ count: int, orders: z.array(waitingPayment) }),
  /** Pieces on sale with `LOW_STOCK_AT` or fewer left, fewest first. */
  lowStock: z.object({ count: int, products: z.array(lowStockProduct) }),
  latestOrders: z.array(dashboardOrder),
  /** Cash-on-delivery orders nobody confirmed for over a day (fake orders hold stock this way), oldest first. */
  unconfirmedOrders: z.object({ count: int, orders: z.array(dashboardOrder) }),
  failedJobs,
  backups: backupSummary,
  /** One entry per day, oldest first, ending today; days without orders are zeros. */
  daily: z.array(salesDay),
});
export type DashboardSummary = z.output<typeof dashboardSummary>;
