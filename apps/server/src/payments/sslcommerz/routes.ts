import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../../api-plugin';
import { answers } from '../../api-responses';
import { AppError } from '../../errors';
import type { PaymentOutcome } from '../payment-service';
import { paymentPageAfter } from '../return-page';
import { SSLCOMMERZ_PATHS } from './provider';

/** SSLCommerz posts forms: every field a short string. */
const postedForm = z.record(z.string().max(100), z.string().max(2000, 'A field is too long'));

const path = (full: string) => full.replace(/^\/api/, '');

/**
 * SSLCommerz's notification (IPN) and the three pages it sends the shopper back to, all form posts. The IPN must be
 * signed with the store password; then, as on the success page, SSLCommerz's validation API has the final word.
 */
export const sslcommerzRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, providers } = app.services;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const provider = () => {
    if (!providers.sslcommerz) throw new AppError('invalid', 'SSLCommerz is not set up.');
    return providers.sslcommerz;
  };

  /** SSLCommerz's word on the attempt `fields` name, asked by the server; or how the shopper left. */
  async function outcomeOf(fields: Record<string, string>) {
    const sslcommerz = provider();
    const tranId = fields.tran_id ?? '';
    const valId = fields.val_id;
    return payments.confirm(tranId, (order) =>
      valId ? sslcommerz.validate(order, tranId, valId) : sslcommerz.query(order, tranId),
    );
  }

  app.post(
    path(SSLCOMMERZ_PATHS.ipn),
    {
      schema: {
        summary: 'SSLCommerz’s signed notification of a payment; the server then validates it with SSLCommerz',
        body: postedForm,
        response: answers({ 200: z.object({ received: z.literal(true) }) }),
      },
    },
    async (request) => {
      if (!provider().isSigned(request.body)) {
        throw new AppError('invalid', 'The notification is not signed with this shop’s store password.');
      }
      if (request.body.status === 'VALID' || request.body.status === 'VALIDATED') await outcomeOf(request.body);
      return { received: true as const };
    },
  );

  app.post(
    path(SSLCOMMERZ_PATHS.success),
    {
      schema: {
        summary: 'Where SSLCommerz sends the shopper after paying; the server validates before saying “paid”',
        body: postedForm,
        response: answers({ 302: z.null().describe('To the payment page, saying how it went') }),
      },
    },
    async (request, reply) => {
      const { orderId, outcome } = await outcomeOf(request.body);
      return reply.redirect(paymentPageAfter('sslcommerz', outcome, orderId), 302);
    },
  );

  for (const [where, left] of [
    [SSLCOMMERZ_PATHS.fail, 'failed'],
    [SSLCOMMERZ_PATHS.cancel, 'cancelled'],
  ] as const) {
    app.post(
      path(where),
      {
        schema: {
          summary: `Where SSLCommerz sends the shopper when the payment ${left === 'failed' ? 'failed' : 'was cancelled'}`,
          body: postedForm,
          response: answers({ 302: z.null().describe('To the payment page, saying how it went') }),
        },
      },
      async (request, reply) => {
        provider();
        const order = await payments.orderByReference(request.body.tran_id ?? '');
        const outcome: PaymentOutcome = !order ? 'unknown' : order.paymentStatus === 'paid' ? 'paid' : left;
        return reply.redirect(paymentPageAfter('sslcommerz', outcome, order?.id ?? null), 302);
      },
    );
  }
};
