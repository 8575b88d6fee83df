import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COURIER_IDS, COURIER_NAMES, courierWebhookPath } from '@alankar/shared/courier';
import { order, orderIdParams, orderShipment, phoneHistory } from '@alankar/shared/order-schemas';
import { bookManyBody, bookManyResult, bookShipmentBody, courierList } from '@alankar/shared/shipment-schemas';
import type { FastifyPluginAsyncZod } from '../api-plugin';
import { answers } from '../api-responses';
import { AppError } from '../errors';
import { viewerOf } from '../policy/route-access';
import type { CourierRequest } from './courier';

const courierParams = z.object({
  courier: z.enum(COURIER_IDS, { message: `Courier must be one of: ${COURIER_IDS.join(', ')}` }),
});
/** Couriers put short strings in the query (RedX its token). */
const courierQuery = z.record(z.string().max(100), z.string().max(500, 'A query value is too long'));

/** Staff book parcels and take returns back; couriers tell the shop where parcels are. */
export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shipments, orders, couriers, phoneRecords } = app.services;

  app.post(
    '/orders/:id/shipments',
    {
      config: { access: 'order.ship' },
      schema: {
        summary:
          'Staff: books the confirmed order with a courier; the amount to collect is what the order still owes. Booking twice is refused',
        params: orderIdParams,
        body: bookShipmentBody,
        response: answers({ 201: orderShipment }),
      },
    },
    async (request, reply) => {
      const shipment = await shipments.book(viewerOf(request), request.params.id, request.body.courier);
      return reply.code(201).send(shipment);
    },
  );

  app.post(
    '/shipments',
    {
      config: { access: 'order.ship' },
      schema: {
        summary: 'Staff: books several confirmed orders with one courier, each on its own',
        body: bookManyBody,
        response: answers({ 200: bookManyResult }),
      },
    },
    (request) => shipments.bookMany(viewerOf(request), request.body.orderIds, request.body.courier),
  );

  app.post(
    '/orders/:id/received-back',
    {
      config: { access: 'order.ship' },
      schema: {
        summary: 'Staff: the returned parcel is back in the shop; its pieces go back into stock (once)',
        params: orderIdParams,
        response: answers({ 200: order }),
      },
    },
    (request) => shipments.receivedBack(viewerOf(request), request.params.id),
  );

  app.post(
    '/orders/:id/phone-history',
    {
      config: { access: 'order.list-all' },
      schema: {
        summary:
          'Staff: asks the courier networks about the order’s phone number again and answers what is known of it',
        params: orderIdParams,
        response: answers({ 200: phoneHistory }),
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const before = await orders.getOrder(viewer, request.params.id);
      if (!before) throw new AppError('not_found', 'This order does not exist.');
      // A network that does not answer leaves what it said before; the others' answers are kept.
      await phoneRecords.lookUp(before.shippingAddress.number, { force: true }).catch(() => undefined);
      const after = await orders.getOrder(viewer, request.params.id);
      if (!after?.phoneHistory) throw new AppError('not_found', 'This order does not exist.');
      return after.phoneHistory;
    },
  );

  app.get(
    '/couriers',
    {
      config: { access: 'settings.update' },
      schema: {
        summary: 'Staff: each courier, whether it is set up, what it still needs, and its webhook address',
        response: answers({ 200: courierList }),
      },
    },
    (request) => ({
      couriers: couriers.setup.map((setup) => ({
        ...setup,
        name: COURIER_NAMES[setup.id],
        webhookUrl: `${app.originOf(request)}${courierWebhookPath(setup.id)}`,
      })),
      phoneLookups: couriers.phoneLookups.map((lookup) => lookup.source),
    }),
  );

  // Webhooks: each courier proves itself its own way (a bearer token, a header, a query token), checked on the raw body.
  const webhookRoutes: FastifyPluginAsyncZod = async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    function asCourierRequest(request: FastifyRequest): CourierRequest {
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(request.headers))
        headers[name] = Array.isArray(value) ? value[0] : value;
      return {
        headers,
        query: request.query as Record<string, string>,
        body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      };
    }

    webhooks.post(
      '/couriers/:courier/webhook',
      {
        config: { access: 'provider' },
        schema: {
          summary:
            'A courier says where a parcel is (Steadfast: Bearer token; Pathao: X-PATHAO-Signature; RedX: ?token=)',
          params: courierParams,
          querystring: courierQuery,
          // Each courier's own answer on success (and Steadfast's on a payload it can't read); the shop's otherwise.
          response: { ...answers({ 200: z.unknown(), 202: z.unknown() }), 400: z.unknown() },
        },
      },
      async (request, reply) => {
        const answer = await shipments.heard(request.params.courier, asCourierRequest(request));
        return reply
          .code(answer.status as 200)
          .headers(answer.headers)
          .send(answer.body);
      },
    );
  };
  await app.register(webhookRoutes);
};
