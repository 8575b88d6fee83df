import type Stripe from 'stripe';
import { NotAuthentic, ProviderRefused, type ExpectedPayment, type PaymentProvider } from '../provider';
import type { StripeGateway } from './gateway';
import { toPoisha } from './poisha';

/** A PaymentIntent that succeeded for exactly the expected order and amount in taka. */
export function isPaidIntent(intent: Stripe.PaymentIntent, expected: Pick<ExpectedPayment, 'orderId' | 'amount'>) {
  return (
    intent.status === 'succeeded' &&
    intent.amount === toPoisha(expected.amount) &&
    intent.currency === 'bdt' &&
    intent.metadata.orderId === expected.orderId
  );
}

/**
 * Cards through Stripe: one PaymentIntent per order, paid in the card form on the shop's own payment page (so Stripe
 * sends nobody back); Stripe's signed webhook, or the server asking, says when it is paid.
 */
export function createStripeProvider(gateway: StripeGateway): PaymentProvider {
  const refund: PaymentProvider['refund'] = async (payment, { id, amount }) =>
    (await gateway.createRefund(payment.reference, amount, `refund-${id}`)).id;
  return {
    id: 'stripe',
    method: 'card',
    name: 'Stripe',

    async start(request) {
      // Two tabs, or a shopper coming back: the same key answers the order's one PaymentIntent.
      const intent = await gateway.createPaymentIntent(
        { id: request.orderId, number: request.orderNumber, total: request.amount },
        `order-${request.orderId}`,
      );
      if (!intent.client_secret) throw new Error(`payment intent ${intent.id} has no client secret`);
      return { reference: intent.id, next: { clientSecret: intent.client_secret } };
    },

    async query(reference, expected) {
      const intent = await gateway.retrievePaymentIntent(reference);
      return intent.id === reference && isPaidIntent(intent, expected)
        ? { paid: true, transactionId: null }
        : { paid: false };
    },

    refund,

    /** Stripe keeps a request's idempotency key: the same refund asked again is the same refund. */
    async settleRefund(payment, request) {
      try {
        return await refund(payment, request);
      } catch (error) {
        if (error instanceof ProviderRefused) return null;
        throw error;
      }
    },

    async notification({ headers, body }) {
      const event = gateway.verifyWebhook(body, headers['stripe-signature']);
      if (!event) throw new NotAuthentic('The webhook signature is missing, wrong or too old.');
      if (event.type !== 'payment_intent.succeeded') return null;
      const intent = event.data.object;
      // A signed event is Stripe's own word on this PaymentIntent.
      return {
        reference: intent.id,
        verdict: async (expected) => (isPaidIntent(intent, expected) ? { paid: true, transactionId: null } : { paid: false }),
      };
    },
  };
}
