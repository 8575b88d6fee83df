import { z } from 'zod';
import { COURIER_IDS } from './courier';
import { orderShipment, phoneHistory } from './order-schemas';
import { safeText } from './text';

const courierChoice = z
  .enum(COURIER_IDS, { message: `Courier must be one of: ${COURIER_IDS.join(', ')}` })
  .optional()
  .describe('The courier; the shop’s default courier when not given');

/** POST /api/orders/{id}/shipments (staff): book the confirmed order with a courier. */
export const bookShipmentBody = z.object({ courier: courierChoice }).default({});

/** POST /api/shipments (staff): book several confirmed orders with one courier, each on its own. */
export const bookManyBody = z.object({
  orderIds: z
    .array(safeText.pipe(z.uuid('Order id is not valid')))
    .min(1, 'Choose at least one order')
    .max(100, 'At most 100 orders at once'),
  courier: courierChoice,
});

export const bookManyResult = z.object({
  booked: z.array(z.object({ _id: z.string(), shipment: orderShipment })),
  /** Orders that were not booked (not confirmed, already booked, refused by the courier …), with the reason. */
  refused: z.array(z.object({ _id: z.string(), reason: z.string() })),
});
export type BookManyResult = z.output<typeof bookManyResult>;

/** GET /api/couriers (staff): each courier, whether it is ready, and what it still needs. */
export const courierList = z.object({
  couriers: z.array(
    z.object({
      id: z.enum(COURIER_IDS),
      name: z.string(),
      /** Booking works: the variables it needs are set. */
      ready: z.boolean(),
      /** Environment variables still missing: for booking, and for its webhook (polling follows parcels without it). */
      needs: z.object({ booking: z.array(z.string()), webhook: z.array(z.string()) }),
      /** The address to register in the courier's panel. */
      webhookUrl: z.string(),
    }),
  ),
  /** Where the delivery record of phone numbers comes from (`Steadfast`, `BD Courier`). */
  phoneLookups: z.array(z.string()),
});
export type CourierList = z.output<typeof courierList>;

export { phoneHistory };
