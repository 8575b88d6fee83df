import {
  createPaymentIntentBody,
  order,
  orderIdParams,
  orderLinkQuery,
  paymentChoiceBody,
  paymentIntentResult,
  refundBody,
} from '@alankar/shared/order-schemas';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../api-plugin';
import type { FastifyRequest } from 'fastify';
import { answers } from '../api-responses';
import { viewerOf } from '../policy/route-access';
import { AppError } from '../errors';
import { providerRoutes } from './provider-routes';
import { cookieValue } from '../web/cookie-value';
import { VERIFIED_PHONE_COOKIE } from '../phone-codes/verified-phone';

/**
 * Payments through providers, the same for each: start paying an order, check it when the shopper returns, and refunds
 * by staff. What providers themselves call (notifications, returns) is in `provider-routes.ts`.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, refunds } = app.services;

  /** Where providers send shoppers back and post to: never a host someone else named in a request. */
  function returnOrigin(request: FastifyRequest): string {
    if (!app.config.publicUrl && app.config.env === 'production') {
      throw new AppError(
        'unavailable',
        'Online payment is not set up on this shop yet (its public address, PUBLIC_URL, is missing). Please choose cash on delivery or bKash.',
      );
    }
    return app.originOf(request);
  }

  app.post(
    '/create-payment-intent',
    {
      config: { access: 'payment.start' },
      schema: {
        summary: 'The client secret of a card order’s Stripe PaymentIntent, for the card form',
        body: createPaymentIntentBody,
        querystring: orderLinkQuery,
        response: answers({ 200: paymentIntentResult }),
      },
    },
    async (request) => {
      const next = await payments.start(request.viewer, request.body.orderId, returnOrigin(request), request.query.t);
      if (!('clientSecret' in next)) throw new AppError('conflict', 'This order is not paid by card.');
      return { clientSecret: next.clientSecret };
    },
  );

  app.post(
    '/orders/:id/payment',
    {
      config: { access: 'payment.start' },
      schema: {
        summary: 'Starts paying one of your orders on its provider’s page (bKash, SSLCommerz): where to send you',
        params: orderIdParams,
        querystring: orderLinkQuery,
        response: answers({ 200: z.object({ redirectUrl: z.string() }) }),
      },
    },
    async (request) => {
      const next = await payments.start(request.viewer, request.params.id, returnOrigin(request), request.query.t);
      if (!('redirectUrl' in next)) throw new AppError('conflict', 'This order is paid in the card form.');
      return { redirectUrl: next.redirectUrl };
    },
  );

  app.post(
    '/orders/:id/advance/payment',
    {
      config: { access: 'payment.start' },
      schema: {
        summary:
          'Starts paying only the delivery fee of your cash order, asked for in advance, with Pay with bKash: where to send you',
        params: orderIdParams,
        querystring: orderLinkQuery,
        response: answers({ 200: z.object({ redirectUrl: z.string() }) }),
      },
    },
    async (request) => {
      const next = await payments.startAdvance(request.viewer, request.params.id, returnOrigin(request), request.query.t);
      if (!('redirectUrl' in next)) throw new AppError('conflict', 'This payment is made in the card form.');
      return { redirectUrl: next.redirectUrl };
    },
  );

  app.put(
    '/orders/:id/payment-method',
    {
      config: { access: 'payment.start' },
      schema: {
        summary: 'Pays one of your unpaid orders another way after leaving a provider’s page (its pieces stay yours)',
        params: orderIdParams,
        querystring: orderLinkQuery,
        body: paymentChoiceBody,
        response: answers({ 200: z.object({ order }) }),
      },
    },
    async (request) => ({
      order: await payments.switchMethod(request.viewer, request.params.id, request.body, {
        token: request.query.t,
        provenPhone: app.verifiedPhones.read(cookieValue(request.headers.cookie, VERIFIED_PHONE_COOKIE)),
      }),
    }),
  );

  app.post(
    '/orders/:id/confirm-payment',
    {
      config: { access: 'payment.start' },
      schema: {
        summary: 'Back from paying: the server asks the provider itself and answers the order as it stands',
        params: orderIdParams,
        querystring: orderLinkQuery,
        response: answers({ 200: z.object({ order }) }),
      },
    },
    async (request) => ({ order: await payments.check(request.viewer, request.params.id, request.query.t) }),
  );

  app.post(
    '/orders/:id/refunds',
    {
      config: { access: 'payment.refund' },
      schema: {
        summary: 'Staff: gives all or part of a provider payment back to the customer',
        params: orderIdParams,
        body: refundBody,
        response: answers({ 200: z.object({ order }) }),
      },
    },
    async (request) => ({ order: await refunds.refund(viewerOf(request), request.params.id, request.body) }),
  );

  await app.register(providerRoutes);
};
