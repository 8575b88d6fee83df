import type { ParcelState } from '@alankar/shared/courier';

/**
 * Pathao's status words, as both its webhook events (`order.at-the-sorting-hub`) and its polling display names
 * (`At_the_Sorting_HUB`) spell them once normalised. null: known, and changes nothing for the shop (a pickup that failed
 * and will be tried again, a payout, an exchange).
 */
const STATES: Record<string, ParcelState | null> = {
  pending: 'booked',
  'order-created': 'booked',
  'order-updated': 'booked',
  created: 'booked',
  updated: 'booked',
  'pickup-requested': 'booked',
  'assigned-for-pickup': 'booked',
  picked: 'picked_up',
  'pickup-failed': null,
  'pickup-cancelled': 'cancelled',
  'at-the-sorting-hub': 'in_transit',
  'in-transit': 'in_transit',
  'received-at-last-mile-hub': 'in_transit',
  'assigned-for-delivery': 'out_for_delivery',
  delivered: 'delivered',
  'partial-delivery': 'partly_delivered',
  'delivery-failed': 'on_hold',
  'on-hold': 'on_hold',
  returned: 'returning',
  return: 'returning',
  'return-id-created': 'returning',
  'return-in-transit': 'returning',
  'paid-return': 'returning',
  'returned-to-merchant': 'returned',
  paid: null,
  'payment-invoice': null,
  exchange: null,
  exchanged: null,
};

/**
 * Polling has no `Returned_to_Merchant`: `Return` is the last word it gives a parcel that came back, so there it is
 * final. In webhooks `order.returned` only starts the way back, and `order.returned-to-merchant` ends it.
 */
const POLLING_STATES: Record<string, ParcelState | null> = { ...STATES, return: 'returned' };

export type PathaoSource = 'webhook' | 'polling';

/** `order.at-the-sorting-hub`, `At_the_Sorting_HUB` and `at the sorting hub` are one word to Pathao. */
export function normalisePathaoStatus(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/^order\./, '')
    .replace(/[\s_-]+/g, '-');
}

/** A store's news (`store.created`, `store.updated`): nothing about a parcel. */
export function isStoreEvent(raw: string): boolean {
  return normalisePathaoStatus(raw).startsWith('store.');
}

/**
 * What a Pathao status means for the shop: a state, null when it changes nothing, undefined when Pathao said a word
 * this list does not know.
 */
export function pathaoState(raw: string, source: PathaoSource): ParcelState | null | undefined {
  const word = normalisePathaoStatus(raw);
  const states = source === 'polling' ? POLLING_STATES : STATES;
  return Object.hasOwn(states, word) ? states[word] : undefined;
}
