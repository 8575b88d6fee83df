import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { deliveryRate } from '@alankar/shared/courier';
import type { AdvanceReason } from '@alankar/shared/order';
import type { AdvanceFeeRules } from '@alankar/shared/settings';
import type { Database } from '../db/client';
import { orders, phoneRecords } from '../db/schema';
import { PHONE_RECORD_HOURS, type PhoneRecords } from './phone-records';

/** How long a checkout waits for the courier networks to answer about a number it has not heard of. */
const LOOKUP_WAIT_MS = 3_000;

/** A phone number's record as the rules read it: its delivered share (null with none), and whether it is known. */
export interface PhoneStanding {
  rate: number | null;
  parcels: number;
  /** Every network that can be asked has a fresh word on it (or none can be asked): "no record" is then a fact. */
  complete: boolean;
}

/** Which rule asks this cash order for its delivery fee in advance, if any. */
export function advanceReasonFor(rules: AdvanceFeeRules, standing: PhoneStanding, total: number): AdvanceReason | null {
  if (rules.belowRate > 0 && standing.rate !== null && standing.rate < rules.belowRate) return 'low_rate';
  if (rules.noHistory && standing.parcels === 0 && standing.complete) return 'no_history';
  if (rules.codAbove > 0 && total > rules.codAbove) return 'large_order';
  return null;
}

/**
 * The delivery fee asked in advance: what delivery costs the shop (the zone's fee when the shopper has delivery free,
 * since a parcel that comes back costs the shop its fee both ways), never more than the order.
 */
export function advanceFeeOf(order: { shipping: number; total: number }, zoneFee: number): number {
  return Math.min(order.shipping || zoneFee, order.total);
}

/**
 * A number's record at checkout: the shop's own orders and what the networks said of it in the last day. A number no
 * network has spoken of is asked about now, briefly; one that does not answer in time counts as unknown, never as bad.
 */
export function createPhoneStanding(db: Database, records: PhoneRecords, sources: readonly string[]) {
  async function known(phone: string) {
    const since = new Date(Date.now() - PHONE_RECORD_HOURS * 60 * 60_000);
    const [counts, networks] = await Promise.all([
      db
        .select({ status: orders.orderStatus, count: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(eq(orders.shippingPhone, phone), inArray(orders.orderStatus, ['delivered', 'returned', 'cancelled'])),
        )
        .groupBy(orders.orderStatus),
      db
        .select()
        .from(phoneRecords)
        .where(and(eq(phoneRecords.phone, phone), gt(phoneRecords.checkedAt, since))),
    ]);
    const shop = { delivered: 0, returned: 0, cancelled: 0 };
    for (const { status, count } of counts) shop[status as keyof typeof shop] = count;
    return { shop, networks };
  }

  return async function standing(phone: string): Promise<PhoneStanding> {
    let record = await known(phone);
    const missing = () => sources.filter((source) => !record.networks.some((network) => network.source === source));
    if (missing().length > 0) {
      const asked = records.lookUp(phone).catch(() => undefined);
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, LOOKUP_WAIT_MS).unref())]);
      record = await known(phone);
    }
    return { ...deliveryRate(record), complete: missing().length === 0 };
  };
}

export type PhoneStandingOf = ReturnType<typeof createPhoneStanding>;
