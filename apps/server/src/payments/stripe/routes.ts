import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../../api-plugin';
import { answers } from '../../api-responses';
import { AppError } from '../../errors';
import { isPaidIntent } from './provider';

/** Stripe's signed events. The signature is over the exact bytes Stripe sent, so the body stays raw here. */
export const stripeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, providers } = app.services;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe/webhook',
    {
      schema: {
        summary: 'Stripe’s signed events (payment_intent.succeeded)',
        response: answers({ 200: z.object({ received: z.literal(true) }) }),
      },
    },
    async (request) => {
      if (!providers.stripe) throw new AppError('invalid', 'Card payments are not set up.');
      const body: Buffer = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = providers.stripe.gateway.verifyWebhook(body, typeof signature === 'string' ? signature : undefined);
      if (!event) throw new AppError('invalid', 'The webhook signature is missing, wrong or too old.');
      if (event.type === 'payment_intent.succeeded') {
        const intent = event.data.object;
        // A signed event is Stripe's own word on this PaymentIntent.
        await payments.confirm(intent.id, async (order) =>
          isPaidIntent(intent, order) ? { paid: true, transactionId: null } : { paid: false },
        );
      }
      return { received: true as const };
    },
  );
};
