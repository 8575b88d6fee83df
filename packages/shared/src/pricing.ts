/**
 * The shop's pricing rules, used by the cart, the checkout and the server alike.
 * Amounts are whole taka; quantities default to 1 as in the original shop.
 */

/** Where a parcel goes, as couriers in Bangladesh price it. */
export const DELIVERY_ZONES = ['inside-dhaka', 'dhaka-suburbs', 'outside-dhaka'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** What delivery to one zone costs and how long it takes. */
export interface ZoneTerms {
  fee: number;
  minDays: number;
  maxDays: number;
}

/** What delivery costs: the owner sets all of it in the dashboard's settings. */
export interface DeliveryRules {
  zones: Record<DeliveryZone, ZoneTerms>;
  /** Districts and areas (ids from `/api/locations`) near Dhaka that are priced as its suburbs. */
  suburbs: string[];
  /** Orders whose subtotal is above this ship free. */
  freeShippingAbove: number;
}

/** The rules a new shop starts with. */
export const DEFAULT_DELIVERY: DeliveryRules = {
  zones: {
    'inside-dhaka': { fee: 60, minDays: 1, maxDays: 2 },
    'dhaka-suburbs': { fee: 100, minDays: 2, maxDays: 3 },
    'outside-dhaka': { fee: 120, minDays: 3, maxDays: 5 },
  },
  suburbs: [
    'dhaka-savar',
    'dhaka-keraniganj',
    'dhaka-dohar',
    'dhaka-dhamrai',
    'dhaka-nawabganj',
    'gazipur',
    'narayanganj',
  ],
  freeShippingAbove: 2000,
};

export interface PricedLine {
  price: number;
  quantity?: number;
}

export interface CartTotals {
  subtotal: number;
  shipping: number;
  total: number;
}

export function lineTotal(line: PricedLine): number {
  return line.price * (line.quantity ?? 1);
}

/** The lowest delivery fee: what a cart shows ("from Tk 60") until the shopper says where it goes. */
export function lowestFee(rules: DeliveryRules): number {
  return Math.min(...DELIVERY_ZONES.map((zone) => rules.zones[zone].fee));
}

/** Delivery for a subtotal to `zone`; without a zone, the lowest fee. */
export function shippingFor(subtotal: number, rules: DeliveryRules, zone: DeliveryZone | null = null): number {
  if (subtotal <= 0 || subtotal > rules.freeShippingAbove) return 0;
  return zone ? rules.zones[zone].fee : lowestFee(rules);
}

export function priceCart(
  lines: readonly PricedLine[],
  rules: DeliveryRules,
  zone: DeliveryZone | null = null,
): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const shipping = shippingFor(subtotal, rules, zone);
  return { subtotal, shipping, total: subtotal + shipping };
}
