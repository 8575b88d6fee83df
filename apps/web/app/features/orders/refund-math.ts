import type { Order } from '@alankar/shared/order-schemas';

/** What is left to give back of the order's own payment (its first): nothing unless a provider took one. */
export function refundable(order: Pick<Order, 'payments'>): number {
  return order.payments[0]?.refundable ?? 0;
}
