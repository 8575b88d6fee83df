import { PAYMENT_METHOD_LABELS, type OrderStatus, type PaymentStatus } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';

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
  refunded: 'Refunded',
};

/** `bKash (TrxID 9BC4D7E2F1)`, `Card`, `Cash on delivery`. */
export function paymentMethodText(order: Pick<Order, 'paymentMethod' | 'trxID'>): string {
  const label = PAYMENT_METHOD_LABELS[order.paymentMethod];
  if (!order.trxID) return label;
  return order.paymentMethod === 'sslcommerz' ? `${label} (ref. ${order.trxID})` : `${label} (TrxID ${order.trxID})`;
}

/** Discounts don't exist yet; the spec shows them as `0.00`. */
export function formatDiscount(amount: number): string {
  return amount === 0 ? '0.00' : `−Tk ${amount.toLocaleString('en-US')}`;
}
