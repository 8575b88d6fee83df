import { createPaymentIntentBody, order, orderIdParams, paymentIntentResult } from '@alankar/shared/order-schemas';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from '../api-plugin';
import { answers } from '../api-responses';
import { viewerOf } from '../auth/guards';
import { AppError } from '../errors';

const CARDS_OFF = 'Card payments are not available right now. Please choose bKash or cash on delivery.';
const BKASH_OFF = 'Paying in the bKash app is not available right now. Please choose another way.';

const bkashCallbackQuery = z.object({
  paymentID: z.string().trim().min(1, 'paymentID is missing').max(100, 'paymentID is too long'),
  status: z.string().trim().max(20, 'status is too long').default(''),
});

/** The shop's own address as the shopper reached it (PUBLIC_URL when set), for the URLs providers send people back to. */
function shopOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}

/**
 * Payments through providers: Stripe (the PaymentIntent of an order, the check when the shopper returns, its webhook)
 * and bKash checkout (start a payment, and the callback when bKash sends the shopper back).
 */
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

  const bkash = () => {
    if (!app.services.bkashCheckout) throw new AppError('invalid', BKASH_OFF);
    return app.services.bkashCheckout;
  };

  app.post(
    '/orders/:id/bkash-checkout',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Starts paying one of your orders on bKash’s page: where to send the shopper',
        params: orderIdParams,
        response: answers({ 200: z.object({ redirectUrl: z.string() }) }),
      },
    },
    async (request) => {
      const callbackURL = `${shopOrigin(request)}/api/payments/bkash/callback`;
      return { redirectUrl: await bkash().startPayment(viewerOf(request), request.params.id, callbackURL) };
    },
  );

  app.get(
    '/payments/bkash/callback',
    {
      schema: {
        summary: 'Where bKash sends the shopper back; the server then asks bKash itself',
        querystring: bkashCallbackQuery,
        response: answers({ 302: z.null().describe('To the payment page, saying how it went') }),
      },
    },
    async (request, reply) => {
      const { orderId, outcome } = await bkash().handleCallback(request.query.paymentID, request.query.status);
      const back = new URLSearchParams({ bkash: outcome, ...(orderId ? { order: orderId } : {}) });
      return reply.redirect(`/payment-gateway?${back.toString()}`, 302);
    },
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
