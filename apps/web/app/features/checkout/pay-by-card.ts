import type { Order } from '@alankar/shared/order-schemas';
import { api } from '~/lib/api-client';
import type { CardPayer } from './card-payment';
import { PaymentError, withLink, type PlacedOrder } from './use-place-order';
import type { Words } from '~/words/words';

/**
 * The card flow (DESIGN D7): the order exists first, unpaid; Stripe charges the amount the server put on the
 * PaymentIntent; the order counts as paid only when the server has checked the PaymentIntent with Stripe.
 */
export async function payByCard(
  { stripe, card }: CardPayer,
  { order, token }: PlacedOrder,
  words: Words['payment'],
): Promise<void> {
  const { clientSecret } = await api<{ clientSecret: string }>(withLink('/create-payment-intent', token), {
    method: 'POST',
    body: { orderId: order._id },
  });
  const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
  if (result.error) throw new PaymentError(result.error.message ?? words.cardNotCharged);
  const confirmed = await api<{ order: Order }>(withLink(`/orders/${order._id}/confirm-payment`, token), {
    method: 'POST',
  });
  if (confirmed.order.payment_status !== 'paid') {
    throw new PaymentError(words.cardUnconfirmed);
  }
}
