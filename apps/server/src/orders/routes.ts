import { z } from 'zod';
import {
  idempotencyKeyHeader,
  modifiedCount,
  order,
  orderIdParams,
  orderList,
  orderListQuery,
  orderStatusUpdate,
  placeOrderBody,
  placeOrderResult,
} from '@alankar/shared/order-schemas';
import type { FastifyPluginAsyncZod } from '../api-plugin';
import { answers } from '../api-responses';
import { viewerOf } from '../auth/guards';
import { AppError, invalidInput } from '../errors';
import { ordersCsv } from './orders-csv';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services;
  const { requireUser, requireAdmin } = app.guards;

  app.post(
    '/orders',
    { preValidation: requireUser, schema: { body: placeOrderBody, response: answers({ 201: placeOrderResult }) } },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      let idempotencyKey: string | undefined;
      if (header !== undefined) {
        const parsed = idempotencyKeyHeader.safeParse(header);
        if (!parsed.success) throw invalidInput(parsed.error);
        idempotencyKey = parsed.data;
      }
      const placed = await orders.placeOrder(viewerOf(request), request.body, { idempotencyKey });
      return reply.status(201).send({ insertedId: placed._id, order: placed });
    },
  );

  app.get(
    '/orders',
    { preValidation: requireUser, schema: { querystring: orderListQuery, response: answers({ 200: orderList }) } },
    (request) => orders.listOrders(viewerOf(request), request.query),
  );

  app.get(
    '/orders/export',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Staff: the filtered orders as a CSV file for a spreadsheet',
        querystring: orderListQuery.pick({ status: true, paymentMethod: true, q: true }),
        produces: ['text/csv'],
        response: answers({ 200: z.string().describe('CSV: a header row, then one row per order') }),
      },
    },
    async (request, reply) => {
      const { orders: found } = await orders.listOrders(viewerOf(request), request.query);
      const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Dhaka' }).format(new Date());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="alankar-orders-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(ordersCsv(found));
    },
  );

  app.get(
    '/orders/:id',
    { preValidation: requireUser, schema: { params: orderIdParams, response: answers({ 200: order }) } },
    async (request) => {
      const found = await orders.getOrder(viewerOf(request), request.params.id);
      if (!found) throw new AppError('not_found', 'We could not find this order.');
      return found;
    },
  );

  app.put(
    '/orders/:id',
    {
      preValidation: requireAdmin,
      schema: { params: orderIdParams, body: orderStatusUpdate, response: answers({ 200: modifiedCount }) },
    },
    async (request) => {
      await orders.changeStatus(viewerOf(request), request.params.id, request.body.status);
      return { modifiedCount: 1 };
    },
  );
};
