import Stripe from 'stripe';
import type { Config } from '../../config';
import { ProviderRefused, ProviderUnavailable } from '../provider';

export type PaymentIntent = Stripe.PaymentIntent;

import { toPoisha } from './poisha';

/** The part of Stripe the shop uses: PaymentIntents for card orders, and verified webhooks. */
export function createStripeGateway(stripe: NonNullable<Config['stripe']>) {
  const api = stripe.apiUrl ? new URL(stripe.apiUrl) : undefined;
  const client = new Stripe(stripe.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? { host: api.hostname, port: Number(api.port), protocol: api.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });

  async function call<T>(what: () => Promise<T>): Promise<T> {
    try {
      return await what();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
        throw new ProviderRefused(error.message, { cause: error });
      }
      if (error instanceof Stripe.errors.StripeError && error.type !== 'StripeAuthenticationError') {
        throw new ProviderUnavailable(`Stripe did not answer as expected: ${error.message}`, { cause: error });
      }
      throw error;
    }
  }

  return {
    /** A PaymentIntent for the order's server-computed total, carrying the order id. */
    createPaymentIntent(order: { id: string; number: number; total: number }, idempotencyKey: string) {
      return call(() =>
        client.paymentIntents.create(
          {
            amount: toPoisha(order.total),
            currency: 'bdt',
            allowed_payment_method_types: ['card'],
            description: `Order #${order.number}`,
            metadata: { orderId: order.id, orderNumber: String(order.number) },
          },
          { idempotencyKey },
        ),
      );
    },
    retrievePaymentIntent(id: string) {
      return call(() => client.paymentIntents.retrieve(id));
    },
    /** Gives back `amount` taka of a PaymentIntent; the key makes a retried request one refund. */
    createRefund(paymentIntent: string, amount: number, idempotencyKey: string) {
      return call(() =>
        client.refunds.create(
          { payment_intent: paymentIntent, amount: toPoisha(amount), reason: 'requested_by_customer' },
          { idempotencyKey },
        ),
      );
    },
    /** The event in a webhook, if its signature is Stripe's and recent; null otherwise. */
    verifyWebhook(payload: Buffer, signature: string | undefined): Stripe.Event | null {
      if (!stripe.webhookSecret || !signature) return null;
      try {
        return client.webhooks.constructEvent(payload, signature, stripe.webhookSecret);
      } catch {
        return null;
      }
    },
  };
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;
