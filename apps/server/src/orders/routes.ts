import { z } from 'zod';
import {
  advanceBody,
  cancelManyBody,
  cancelManyResult,
  idempotencyKeyHeader,
  modifiedCount,
  order,
  orderIdParams,
  orderList,
  orderListQuery,
  orderStatusUpdate,
  placeOrderBody,
  orderLinkQuery,
  placeOrderResult,
  trackOrderBody,
  trackedOrder,
} from '@alankar/shared/order-schemas';
import { cartQuote, cartQuoteBody } from '@alankar/shared/cart-schemas';
import type { FastifyPluginAsyncZod } from '../api-plugin';
import { answers } from '../api-responses';
import { viewerOf } from '../policy/route-access';
import { AppError, invalidInput } from '../errors';
import { ordersCsv } from './orders-csv';
import { requestLang } from '../request-lang';
import { trackingLimits } from './tracking-limits';
import { cookieValue } from '../web/cookie-value';
import { VERIFIED_PHONE_COOKIE } from '../phone-codes/verified-phone';
import { noteInLog } from '../observability/request-log';

export const TRACK_NOT_FOUND =
  'We could not find an order with this number and phone number. Check both and try again.';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, refunds, quotes } = app.services;
  const tracking = trackingLimits(app.limits);

  app.post(
    '/cart/quote',
    {
      // Anyone, as for placing the order; a signed-in shopper's account counts for codes meant for first orders.
      config: { access: 'order.place' },
      schema: {
        summary: 'What a cart costs now: today’s prices and stock, the delivery fee and the total',
        body: cartQuoteBody,
        response: answers({ 200: cartQuote }),
      },
    },
    (request) => quotes.quote(request.body, requestLang(request), request.viewer?.id ?? null),
  );

  app.post(
    '/orders',
    {
      config: { access: 'order.place' },
      schema: { body: placeOrderBody, response: answers({ 201: placeOrderResult }) },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      let idempotencyKey: string | undefined;
      if (header !== undefined) {
        const parsed = idempotencyKeyHeader.safeParse(header);
        if (!parsed.success) throw invalidInput(parsed.error);
        idempotencyKey = parsed.data;
      }
      const placed = await orders.placeOrder(request.viewer, request.body, {
        idempotencyKey,
        lang: requestLang(request),
        provenPhone: app.verifiedPhones.read(cookieValue(request.headers.cookie, VERIFIED_PHONE_COOKIE)),
      });
      noteInLog(request, { orderNumber: placed.number, paymentMethod: placed.paymentMethod });
      return reply
        .status(201)
        .send({ insertedId: placed._id, order: placed, trackingUrl: orders.trackingPath(placed) });
    },
  );

  app.get(
    '/orders',
    {
      config: { access: 'order.view' },
      schema: { querystring: orderListQuery, response: answers({ 200: orderList }) },
    },
    (request) => orders.listOrders(viewerOf(request), request.query),
  );

  app.get(
    '/orders/export',
    {
      config: { access: 'order.export' },
      schema: {
        summary: 'Staff: the filtered orders as a CSV file for a spreadsheet',
        querystring: orderListQuery.pick({
          status: true,
          paymentMethod: true,
          zone: true,
          q: true,
          olderThanDays: true,
        }),
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
        .send(ordersCsv(found));
    },
  );

  app.post(
    '/orders/cancellations',
    {
      config: { access: 'order.change-status' },
      schema: {
        summary: 'Staff: cancels several orders at once (each on its own); says which could not be, and why',
        body: cancelManyBody,
        response: answers({ 200: cancelManyResult }),
      },
    },
    (request) => orders.cancelMany(viewerOf(request), request.body.ids),
  );

  app.post(
    '/orders/track',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'An order by its number and the phone it was placed with, with the link to its page; 404 if either is wrong',
        body: trackOrderBody,
        response: answers({ 200: trackedOrder }),
      },
    },
    async (request) => {
      const { number, phone } = request.body;
      await tracking.allow(request.ip, number);
      const found = await orders.track(number, phone);
      if (!found) throw new AppError('not_found', TRACK_NOT_FOUND);
      return { order: found.order, trackingUrl: found.trackingPath };
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'order.view' },
      schema: {
        summary: 'One order: the viewer’s own, any for staff, or the one a signed link (`t`) opens',
        params: orderIdParams,
        querystring: orderLinkQuery,
        response: answers({ 200: order }),
      },
    },
    async (request) => {
      const found = await orders.getOrder(request.viewer, request.params.id, request.query.t);
      if (!found) throw new AppError('not_found', 'We could not find this order.');
      return found;
    },
  );

  app.post(
    '/orders/:id/advance',
    {
      config: { access: 'payment.start' },
      schema: {
        summary:
          'The TrxID of a cash order’s delivery fee sent by bKash, when a rule asked for it in advance (the viewer’s own order, or by its signed link `t`)',
        params: orderIdParams,
        querystring: orderLinkQuery,
        body: advanceBody,
        response: answers({ 200: order }),
      },
    },
    (request) => orders.sendAdvance(request.viewer, request.params.id, request.body, request.query.t),
  );

  app.put(
    '/orders/:id',
    {
      config: { access: 'order.change-status' },
      schema: {
        summary:
          'Staff: moves the order to its next status; `refund: true` with `cancelled` gives the payment back too',
        params: orderIdParams,
        body: orderStatusUpdate,
        response: answers({ 200: modifiedCount }),
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      if (request.body.refund) await refunds.cancelWithRefund(viewer, request.params.id);
      else await orders.changeStatus(viewer, request.params.id, request.body.status);
      return { modifiedCount: 1 };
    },
  );
};
