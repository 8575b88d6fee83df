import { isProviderMethod } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';

/** What is left of a provider payment to give back: nothing unless the order is paid through a provider. */
export function refundable(order: Pick<Order, 'paymentMethod' | 'payment_status' | 'total' | 'refunds'>): number {
  if (!isProviderMethod(order.paymentMethod) || order.payment_status !== 'paid') return 0;
  return order.total - order.refunds.reduce((sum, refund) => sum + refund.amount, 0);
}
