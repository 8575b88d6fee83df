import type { FastifyPluginAsyncZod } from '../api-plugin';
import {
  discountCodeDeleted,
  discountCodeIdParams,
  discountCodeInput,
  discountCodeList,
  discountCodeSaved,
} from '@alankar/shared/discount-schemas';
import { answers } from '../api-responses';
import { viewerOf } from '../policy/route-access';

/** Staff's discount codes. Shoppers only ever meet a code through the cart quote and the order. */
export const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { discounts } = app.services;
  const staffOnly = { access: 'discount.write' as const };

  app.get(
    '/discount-codes',
    {
      config: staffOnly,
      schema: {
        summary: 'Every discount code with its uses and revenue',
        response: answers({ 200: discountCodeList }),
      },
    },
    async (request) => ({ codes: await discounts.list(viewerOf(request)) }),
  );

  app.post(
    '/discount-codes',
    { config: staffOnly, schema: { body: discountCodeInput, response: answers({ 201: discountCodeSaved }) } },
    async (request, reply) =>
      reply.status(201).send({ discountCode: await discounts.create(viewerOf(request), request.body) }),
  );

  app.put(
    '/discount-codes/:id',
    {
      config: staffOnly,
      schema: { params: discountCodeIdParams, body: discountCodeInput, response: answers({ 200: discountCodeSaved }) },
    },
    async (request) => ({ discountCode: await discounts.update(viewerOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/discount-codes/:id',
    { config: staffOnly, schema: { params: discountCodeIdParams, response: answers({ 200: discountCodeDeleted }) } },
    async (request) => {
      await discounts.remove(viewerOf(request), request.params.id);
      return { acknowledged: true as const, deletedCount: 1 as const };
    },
  );
};
