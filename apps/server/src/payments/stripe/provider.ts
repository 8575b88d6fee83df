import type Stripe from 'stripe';
import type { OrderRow } from '../../orders/order-rows';
import type { PaymentProvider, ProviderVerdict } from '../provider';
import type { StripeGateway } from './gateway';
import { toPoisha } from './poisha';

/** A PaymentIntent that succeeded for exactly this order's total in taka. */
export function isPaidIntent(intent: Stripe.PaymentIntent, order: Pick<OrderRow, 'id' | 'total'>): boolean {
  return (
    intent.status === 'succeeded' &&
    intent.amount === toPoisha(order.total) &&
    intent.currency === 'bdt' &&
    intent.metadata.orderId === order.id
  );
}

/** Cards through Stripe: one PaymentIntent per order, paid in the card form on the shop's own payment page. */
export function createStripeProvider(gateway: StripeGateway): PaymentProvider {
  return {
    method: 'card',
    transactionLabel: 'charge',
    name: 'Stripe',

    async start(order) {
      // Two tabs, or a shopper coming back: the order keeps its one PaymentIntent.
      const intent = order.paymentReference
        ? await gateway.retrievePaymentIntent(order.paymentReference)
        : await gateway.createPaymentIntent(order, `order-${order.id}`);
      if (!intent.client_secret) throw new Error(`payment intent ${intent.id} has no client secret`);
      return { reference: intent.id, next: { clientSecret: intent.client_secret } };
    },

    async query(order, reference): Promise<ProviderVerdict> {
      const intent = await gateway.retrievePaymentIntent(reference);
      if (intent.id !== reference || !isPaidIntent(intent, order)) return { paid: false };
      return { paid: true, transactionId: null };
    },

    async refund(order, { id, amount }) {
      const refund = await gateway.createRefund(order.paymentReference!, amount, `refund-${id}`);
      return refund.id;
    },
  };
}
