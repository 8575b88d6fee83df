import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ProviderMethod } from '@alankar/shared/order';
import type { FastifyPluginAsyncZod } from '../api-plugin';
import { answers } from '../api-responses';
import { AppError } from '../errors';
import type { PaymentReturn } from './payment-service';
import { NotAuthentic, type PaymentProvider, type ProviderRequest } from './provider';
import { PROVIDER_IDS, type ProviderId } from './registry';

const providerParams = z.object({
  provider: z.enum(PROVIDER_IDS, { message: `Provider must be one of: ${PROVIDER_IDS.join(', ')}` }),
});
/** Providers send short strings in the query. */
const providerQuery = z.record(z.string().max(100), z.string().max(2000, 'A query value is too long'));

/**
 * The payment page, told how the visit to a provider's page went; after paying a delivery fee in advance, the order's
 * own page.
 */
export function paymentPageAfter(method: ProviderMethod, { orderId, outcome, token, advance }: PaymentReturn): string {
  if (advance && orderId) {
    const query = new URLSearchParams({ fee: outcome, ...(token ? { t: token } : {}) });
    return `/order-details/${orderId}?${query.toString()}`;
  }
  const query = new URLSearchParams({
    'paid-with': method,
    outcome,
    ...(orderId ? { order: orderId } : {}),
    ...(token ? { t: token } : {}),
  });
  return `/payment-gateway?${query.toString()}`;
}

/**
 * What payment providers call, the same for each: `POST /api/payments/{provider}/webhook` (a signed notification) and
 * `GET|POST /api/payments/{provider}/return` (the shopper sent back). Nothing in them is believed until the provider
 * confirms it to the server. The addresses registered with providers before these existed stay as aliases.
 */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, providers } = app.services;
  // Signatures are over the exact bytes the provider sent, so bodies stay raw here; each provider reads its own.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  function configured(id: ProviderId): PaymentProvider {
    const provider = providers.byId(id);
    if (!provider) throw new AppError('invalid', 'This payment provider is not set up.');
    return provider;
  }

  function asProviderRequest(request: FastifyRequest, query: Record<string, string> = {}): ProviderRequest {
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(request.headers)) headers[name] = Array.isArray(value) ? value[0] : value;
    return {
      headers,
      query: { ...(request.query as Record<string, string>), ...query },
      body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
    };
  }

  async function webhook(id: ProviderId, request: FastifyRequest) {
    const provider = configured(id);
    if (!provider.notification) throw new AppError('not_found', `${provider.name} sends no notifications.`);
    try {
      await payments.notified(provider, asProviderRequest(request));
    } catch (error) {
      if (error instanceof NotAuthentic) throw new AppError('invalid', error.message);
      throw error;
    }
    return { received: true as const };
  }

  async function sentBack(id: ProviderId, request: FastifyRequest, reply: FastifyReply, query?: Record<string, string>) {
    const provider = configured(id);
    if (!provider.returned) throw new AppError('not_found', `${provider.name} sends no shoppers back here.`);
    const back = await payments.returned(provider, asProviderRequest(request, query));
    return reply.redirect(paymentPageAfter(provider.method, back), 302);
  }

  const received = answers({ 200: z.object({ received: z.literal(true) }) });
  const toPaymentPage = answers({ 302: z.null().describe('To the payment page, saying how it went') });

  app.post(
    '/payments/:provider/webhook',
    {
      config: { access: 'provider' },
      schema: {
        summary: 'A payment provider’s signed notification; the server then confirms it with the provider',
        params: providerParams,
        querystring: providerQuery,
        response: received,
      },
    },
    (request) => webhook(request.params.provider, request),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/payments/:provider/return',
    config: { access: 'provider' },
    schema: {
      summary: 'Where a payment provider sends the shopper back; the server asks the provider before saying “paid”',
      params: providerParams,
      querystring: providerQuery,
      response: toPaymentPage,
    },
    handler: (request, reply) => sentBack(request.params.provider, request, reply),
  });

  // The addresses registered with the providers before the routes above existed.
  const alias = { access: 'provider' as const };
  app.post(
    '/stripe/webhook',
    { config: alias, schema: { summary: 'Stripe’s signed events (same as /payments/stripe/webhook)', response: received } },
    (request) => webhook('stripe', request),
  );
  app.get(
    '/payments/bkash/callback',
    {
      config: alias,
      schema: {
        summary: 'Where bKash sends the shopper back (same as /payments/bkash/return)',
        querystring: providerQuery,
        response: toPaymentPage,
      },
    },
    (request, reply) => sentBack('bkash', request, reply),
  );
  app.post(
    '/payments/sslcommerz/ipn',
    {
      config: alias,
      schema: { summary: 'SSLCommerz’s signed IPN (same as /payments/sslcommerz/webhook)', response: received },
    },
    (request) => webhook('sslcommerz', request),
  );
  for (const [path, outcome] of [
    ['success', 'success'],
    ['fail', 'failed'],
    ['cancel', 'cancelled'],
  ] as const) {
    app.post(
      `/payments/sslcommerz/${path}`,
      {
        config: alias,
        schema: {
          summary: `Where SSLCommerz sends the shopper (${outcome}) (same as /payments/sslcommerz/return?outcome=${outcome})`,
          response: toPaymentPage,
        },
      },
      (request, reply) => sentBack('sslcommerz', request, reply, { outcome }),
    );
  }
};
