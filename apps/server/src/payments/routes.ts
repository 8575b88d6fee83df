import { createPaymentIntentBody, order, orderIdParams, paymentIntentResult } from '@alankar/shared/order-schemas';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../api-plugin';
import { answers } from '../api-responses';
import { viewerOf } from '../auth/guards';
import { AppError } from '../errors';

const CARDS_OFF = 'Card payments are not available right now. Please choose bKash or cash on delivery.';

/** Card payments through Stripe: the PaymentIntent of an order, the check when the shopper returns, and Stripe's webhook. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cardPayments } = app.services;
  const { requireUser } = app.guards;
  const payments = () => {
    if (!cardPayments) throw new AppError('invalid', CARDS_OFF);
    return cardPayments;
  };

  app.post(
    '/create-payment-intent',
    {
      preValidation: requireUser,
      schema: { body: createPaymentIntentBody, response: answers({ 200: paymentIntentResult }) },
    },
    async (request) => ({ clientSecret: await payments().startPayment(viewerOf(request), request.body.orderId) }),
  );

  app.post(
    '/orders/:id/confirm-payment',
    { preValidation: requireUser, schema: { params: orderIdParams, response: answers({ 200: z.object({ order }) }) } },
    async (request) => ({ order: await payments().confirmPayment(viewerOf(request), request.params.id) }),
  );

  await app.register(async (webhook) => {
    // The signature is over the exact bytes Stripe sent, so the body stays raw here.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/stripe/webhook',
      {
        schema: {
          summary: 'Stripe’s signed events (payment_intent.succeeded)',
          response: answers({ 200: z.object({ received: z.literal(true) }) }),
        },
      },
      async (request) => {
        const body: Buffer = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const event = payments().verifyWebhook(body, typeof signature === 'string' ? signature : undefined);
        if (!event) throw new AppError('invalid', 'The webhook signature is missing, wrong or too old.');
        if (event.type === 'payment_intent.succeeded') await payments().paymentSucceeded(event.data.object);
        return { received: true as const };
      },
    );
  });
};
