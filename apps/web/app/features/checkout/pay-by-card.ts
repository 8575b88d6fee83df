import type { Order } from '@alankar/shared/order-schemas';
import { api } from '~/lib/api-client';
import type { CardPayer } from './card-payment';
import { PaymentError } from './use-place-order';

/**
 * The card flow (DESIGN D7): the order exists first, unpaid; Stripe charges the amount the server put on the
 * PaymentIntent; the order counts as paid only when the server has checked the PaymentIntent with Stripe.
 */
export async function payByCard({ stripe, card }: CardPayer, order: Order): Promise<void> {
  const { clientSecret } = await api<{ clientSecret: string }>('/create-payment-intent', { method: 'POST', body: { orderId: order._id } });
  const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
  if (result.error) throw new PaymentError(result.error.message ?? 'Your card was not charged. Please check the details and try again.');
  const confirmed = await api<{ order: Order }>(`/orders/${order._id}/confirm-payment`, { method: 'POST' });
  if (confirmed.order.payment_status !== 'paid') {
    throw new PaymentError('We could not confirm your payment yet. Please wait a minute and check My Orders before paying again.');
  }
}
