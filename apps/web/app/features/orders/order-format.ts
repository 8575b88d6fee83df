import { PAYMENT_METHOD_LABELS, type OrderStatus, type PaymentStatus } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Bangladesh has no daylight saving: local time is always UTC+6. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/**
 * `12 March 2026, 3:45 pm` in Dhaka time. Written out by hand so the server and every browser print
 * exactly the same text (Intl's output differs between ICU versions, which breaks hydration).
 */
export function formatOrderDate(iso: string): string {
  const local = new Date(new Date(iso).getTime() + DHAKA_OFFSET_MS);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}, ${hour12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  'un-paid': 'Unpaid',
  verifying: 'Verifying payment',
};

/** `bKash (TrxID 9BC4D7E2F1)`, `Card`, `Cash on delivery`. */
export function paymentMethodText(order: Pick<Order, 'paymentMethod' | 'trxID'>): string {
  const label = PAYMENT_METHOD_LABELS[order.paymentMethod];
  return order.paymentMethod === 'bkash' && order.trxID ? `${label} (TrxID ${order.trxID})` : label;
}

/** Discounts don't exist yet; the spec shows them as `0.00`. */
export function formatDiscount(amount: number): string {
  return amount === 0 ? '0.00' : `−Tk ${amount.toLocaleString('en-US')}`;
}
