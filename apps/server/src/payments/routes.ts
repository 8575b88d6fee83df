import {
  createPaymentIntentBody,
  order,
  orderIdParams,
  paymentChoiceBody,
  paymentIntentResult,
  refundBody,
} from '@alankar/shared/order-schemas';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../api-plugin';
import { answers } from '../api-responses';
import { viewerOf } from '../auth/guards';
import { AppError } from '../errors';
import { bkashRoutes } from './bkash/routes';
import { shopOrigin } from './return-page';
import { sslcommerzRoutes } from './sslcommerz/routes';
import { stripeRoutes } from './stripe/routes';

/**
 * Payments through providers, the same for each: start paying an order, check it when the shopper returns,
 * and refunds by staff. Each provider's own callbacks live beside its client.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;
  const { requireUser, requireAdmin } = app.guards;

  app.post(
    '/create-payment-intent',
    {
      preValidation: requireUser,
      schema: {
        summary: 'The client secret of a card order’s Stripe PaymentIntent, for the card form',
        body: createPaymentIntentBody,
        response: answers({ 200: paymentIntentResult }),
      },
    },
    async (request) => {
      const next = await payments.start(viewerOf(request), request.body.orderId, shopOrigin(request));
      if (!('clientSecret' in next)) throw new AppError('conflict', 'This order is not paid by card.');
      return { clientSecret: next.clientSecret };
    },
  );

  app.post(
    '/orders/:id/payment',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Starts paying one of your orders on its provider’s page (bKash, SSLCommerz): where to send you',
        params: orderIdParams,
        response: answers({ 200: z.object({ redirectUrl: z.string() }) }),
      },
    },
    async (request) => {
      const next = await payments.start(viewerOf(request), request.params.id, shopOrigin(request));
      if (!('redirectUrl' in next)) throw new AppError('conflict', 'This order is paid in the card form.');
      return { redirectUrl: next.redirectUrl };
    },
  );

  app.put(
    '/orders/:id/payment-method',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Pays one of your unpaid orders another way after leaving a provider’s page (its pieces stay yours)',
        params: orderIdParams,
        body: paymentChoiceBody,
        response: answers({ 200: z.object({ order }) }),
      },
    },
    async (request) => ({
      order: await payments.switchMethod(viewerOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/orders/:id/confirm-payment',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Back from paying: the server asks the provider itself and answers the order as it stands',
        params: orderIdParams,
        response: answers({ 200: z.object({ order }) }),
      },
    },
    async (request) => ({ order: await payments.check(viewerOf(request), request.params.id) }),
  );

  app.post(
    '/orders/:id/refunds',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Staff: gives all or part of a provider payment back to the customer',
        params: orderIdParams,
        body: refundBody,
        response: answers({ 200: z.object({ order }) }),
      },
    },
    async (request) => ({ order: await payments.refund(viewerOf(request), request.params.id, request.body) }),
  );

  await app.register(stripeRoutes);
  await app.register(bkashRoutes);
  await app.register(sslcommerzRoutes);
};
