/**
 * Orders: the vocabulary and rules both sides share. Free of zod so browser code stays small;
 * the shapes (`Order`, `OrderLine` …) are the schemas' types in `order-schemas.ts` (import them with `import type`).
 */
import { westernDigits } from './lang';

/**
 * `bkash`: the shopper sends money to the shop's bKash number and types the TrxID (staff check it).
 * `bkash-checkout`: the shopper pays on bKash's own page and the server confirms it with bKash.
 * `sslcommerz`: the shopper pays on SSLCommerz's page (cards, bKash, Nagad, Rocket, internet banking).
 */
export const PAYMENT_METHODS = ['card', 'bkash-checkout', 'sslcommerz', 'bkash', 'cash-on-delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods a payment provider confirms to the server (and can refund); each is offered only once it is configured. */
export const PROVIDER_METHODS = ['card', 'bkash-checkout', 'sslcommerz'] as const satisfies readonly PaymentMethod[];
export type ProviderMethod = (typeof PROVIDER_METHODS)[number];

export function isProviderMethod(method: PaymentMethod): method is ProviderMethod {
  return (PROVIDER_METHODS as readonly PaymentMethod[]).includes(method);
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  'bkash-checkout': 'Pay with bKash',
  sslcommerz: 'Card, Nagad, Rocket or bank',
  bkash: 'bKash',
  'cash-on-delivery': 'Cash on delivery',
};

/** The ways to pay as Bangla pages, messages and emails name them. */
export const PAYMENT_METHOD_LABELS_BN: Record<PaymentMethod, string> = {
  card: 'কার্ড',
  'bkash-checkout': 'বিকাশে পেমেন্ট',
  sslcommerz: 'কার্ড, নগদ, রকেট বা ব্যাংক',
  bkash: 'বিকাশ',
  'cash-on-delivery': 'ক্যাশ অন ডেলিভারি',
};

/** Who takes the money for each provider method, as staff know them. */
export const PROVIDER_NAMES: Record<ProviderMethod, string> = {
  card: 'Stripe',
  'bkash-checkout': 'bKash',
  sslcommerz: 'SSLCommerz',
};

/** `returned`: the courier brought the parcel back undelivered (staff then take the pieces back into stock). */
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'returned', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * `verifying`: a bKash TrxID waits for staff to find it in the shop's bKash app (DESIGN D8), or a payment the
 * provider flagged as risky waits for staff to look at it. `refunded`: all of the money went back.
 */
export const PAYMENT_STATUSES = ['paid', 'un-paid', 'verifying', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The order state machine: where each status may go next. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: [],
  returned: [],
  cancelled: [],
};

export function nextStatuses(status: OrderStatus): readonly OrderStatus[] {
  return NEXT[status];
}

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Lines and quantities an order may have: a jewellery cart, not a wholesale one. */
export const MAX_ORDER_LINES = 30;
export const MAX_LINE_QUANTITY = 20;
/** The most one order may come to, in whole taka (1 crore); anything larger is arranged with the shop. */
export const MAX_ORDER_TOTAL = 10_000_000;

/** Orders left unpaid at a payment provider give their stock back after this long. */
export const UNPAID_ORDER_MINUTES = 30;

/**
 * A Bangladeshi mobile number: `01[3-9]` and 8 more digits, after dropping +880/880, spaces, dashes and brackets; Bengali
 * digits read as Western ones.
 */
export function normaliseBdMobile(input: string): string | null {
  const compact = westernDigits(input).replace(/[\s()-]/g, '');
  const local = compact.replace(/^(\+?880)/, '');
  const withZero = local.startsWith('0') ? local : `0${local}`;
  return /^01[3-9]\d{8}$/.test(withZero) ? withZero : null;
}

/** A bKash transaction id: 10 letters or digits, as printed in bKash's SMS (stored upper-case). */
export function normaliseTrxId(input: string): string | null {
  const compact = input.trim().toUpperCase();
  return /^[A-Z0-9]{10}$/.test(compact) ? compact : null;
}

export function orderNumberLabel(number: number): string {
  return `#${number}`;
}

/**
 * Why a cash-on-delivery order was asked for its delivery fee in advance: its number has no delivery record, delivers
 * too rarely, or the order is large (the rules in Settings).
 */
export const ADVANCE_REASONS = ['no_history', 'low_rate', 'large_order'] as const;
export type AdvanceReason = (typeof ADVANCE_REASONS)[number];

/**
 * What the courier collects at the door: an unpaid cash-on-delivery order's total, less a delivery fee paid in
 * advance; nothing otherwise.
 */
export function amountToCollect(order: {
  paymentMethod: PaymentMethod;
  payment_status: PaymentStatus;
  order_status: OrderStatus;
  total: number;
  advance?: { amount: number; paid: boolean } | null;
}): number {
  const collects = order.paymentMethod === 'cash-on-delivery' && order.payment_status !== 'paid';
  const open = order.order_status !== 'cancelled' && order.order_status !== 'returned';
  return collects && open ? order.total - (order.advance?.paid ? order.advance.amount : 0) : 0;
}
