/**
 * Couriers and parcels: the vocabulary both sides share. Free of zod so browser code stays small.
 */

export const COURIER_IDS = ['steadfast', 'pathao', 'redx'] as const;
export type CourierId = (typeof COURIER_IDS)[number];

export const COURIER_NAMES: Record<CourierId, string> = {
  steadfast: 'Steadfast',
  pathao: 'Pathao',
  redx: 'RedX',
};

/** The couriers as Bangla pages, messages and emails name them. */
export const COURIER_NAMES_BN: Record<CourierId, string> = {
  steadfast: 'স্টেডফাস্ট',
  pathao: 'পাঠাও',
  redx: 'রেডএক্স',
};

export function isCourierId(value: string): value is CourierId {
  return (COURIER_IDS as readonly string[]).includes(value);
}

/** A courier as the shop has it set up: ready to book, and the environment variables it still needs. */
export interface CourierSetup {
  id: CourierId;
  ready: boolean;
  /** For booking (it is off until these are set), and for its webhook (polling follows parcels without it). */
  needs: { booking: string[]; webhook: string[] };
}

/**
 * Where a parcel is, in the shop's words; each courier's own statuses map onto these. `booking`: the courier was asked
 * and its answer has not arrived (or was lost), so the parcel may exist there.
 */
export const PARCEL_STATES = [
  'booking',
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'on_hold',
  'delivered',
  'partly_delivered',
  'returning',
  'returned',
  'cancelled',
] as const;
export type ParcelState = (typeof PARCEL_STATES)[number];

/** A parcel in one of these is done with: nothing the courier says later moves it. */
export const FINAL_PARCEL_STATES: readonly ParcelState[] = ['delivered', 'partly_delivered', 'returned', 'cancelled'];

/** The parcel has left the shop. */
export const PARCEL_ON_ITS_WAY: readonly ParcelState[] = [
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'on_hold',
  'returning',
];

/** The courier's public page where anyone can follow a parcel. */
export function parcelTrackingUrl(courier: CourierId, trackingCode: string): string {
  const code = encodeURIComponent(trackingCode);
  switch (courier) {
    case 'steadfast':
      return `https://steadfast.com.bd/t/${code}`;
    case 'pathao':
      return `https://merchant.pathao.com/tracking?consignment_id=${code}`;
    case 'redx':
      return `https://redx.com.bd/track-parcel/?trackingId=${code}`;
  }
}

/**
 * How a number's deliveries look: the share delivered in the fullest record there is of it — the shop's own orders, or
 * one courier network's parcels (the records overlap: the shop's parcels are in its courier's, an aggregator's holds
 * Steadfast's), so they are not added up. Null with no finished parcel anywhere. Advice for staff, not a verdict.
 */
export function deliveryRate(history: {
  shop: { delivered: number; returned: number; cancelled: number };
  networks: readonly { total: number; delivered: number; cancelled: number }[];
}): { rate: number | null; parcels: number } {
  const records = [
    { delivered: history.shop.delivered, failed: history.shop.returned },
    ...history.networks.map((network) => ({ delivered: network.delivered, failed: network.cancelled })),
  ];
  const fullest = records.reduce((best, one) =>
    one.delivered + one.failed > best.delivered + best.failed ? one : best,
  );
  const parcels = fullest.delivered + fullest.failed;
  return { rate: parcels === 0 ? null : Math.round((fullest.delivered / parcels) * 100), parcels };
}

/** Where a courier posts its updates, to register in its panel (RedX takes its secret in the address). */
export function courierWebhookPath(courier: CourierId): string {
  return `/api/couriers/${courier}/webhook${courier === 'redx' ? '?token=REDX_WEBHOOK_TOKEN' : ''}`;
}
