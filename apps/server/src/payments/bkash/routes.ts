import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../../api-plugin';
import { answers } from '../../api-responses';
import { AppError } from '../../errors';
import { paymentPageAfter } from '../return-page';
import { BKASH_CALLBACK_PATH } from './provider';

const callbackQuery = z.object({
  paymentID: z.string().trim().min(1, 'paymentID is missing').max(100, 'paymentID is too long'),
  status: z.string().trim().max(20, 'status is too long').default(''),
});

/** Where bKash sends the shopper back. Nothing here is believed until bKash confirms it to the server. */
export const bkashRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, providers } = app.services;

  app.get(
    BKASH_CALLBACK_PATH.replace(/^\/api/, ''),
    {
      schema: {
        summary: 'Where bKash sends the shopper back; the server then asks bKash itself',
        querystring: callbackQuery,
        response: answers({ 302: z.null().describe('To the payment page, saying how it went') }),
      },
    },
    async (request, reply) => {
      const bkash = providers.bkash;
      if (!bkash) throw new AppError('invalid', 'bKash checkout is not set up.');
      const { paymentID, status } = request.query;
      if (status === 'success') {
        const { orderId, outcome } = await payments.confirm(paymentID, (order) => bkash.complete(order, paymentID));
        return reply.redirect(paymentPageAfter('bkash-checkout', outcome, orderId), 302);
      }
      const order = await payments.orderByReference(paymentID);
      const outcome = !order
        ? 'unknown'
        : order.paymentStatus === 'paid'
          ? 'paid'
          : status === 'cancel'
            ? 'cancelled'
            : 'failed';
      return reply.redirect(paymentPageAfter('bkash-checkout', outcome, order?.id ?? null), 302);
    },
  );
};
