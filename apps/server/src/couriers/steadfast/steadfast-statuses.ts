import type { ParcelState } from '@alankar/shared/courier';

/**
 * Steadfast's status words, as polling spells them. It has no in-transit signal of its own: a parcel goes
 * `in_review → pending → delivered / partial_delivered / cancelled`, so `pending` is the whole journey.
 * Its `cancelled` is a parcel that was not delivered and comes back to the shop.
 */
const STATES: Record<string, ParcelState> = {
  in_review: 'booked',
  pending: 'in_transit',
  hold: 'on_hold',
  delivered: 'delivered',
  partial_delivered: 'partly_delivered',
  cancelled: 'returned',
};

/** `Partial Delivered`, `partial-delivered` and `partial_delivered` are one word to Steadfast. */
export function normaliseSteadfastStatus(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * What a Steadfast status means for the shop; null when it changes nothing: `*_approval_pending` (a rider's report
 * Steadfast has not confirmed yet), `unknown`, and any word it may add later.
 */
export function steadfastState(raw: string): ParcelState | null {
  return STATES[normaliseSteadfastStatus(raw)] ?? null;
}
