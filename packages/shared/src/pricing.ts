/**
 * The shop's pricing rules, used by the cart, the checkout and the server alike.
 * Amounts are whole taka; quantities default to 1 as in the original shop.
 */

/** What delivery costs: the owner sets both in the dashboard's settings. */
export interface DeliveryRules {
  shippingFee: number;
  /** Orders whose subtotal is above this ship free. */
  freeShippingAbove: number;
}

/** The rules a new shop starts with (the environment may set others). */
export const DEFAULT_DELIVERY: DeliveryRules = { shippingFee: 60, freeShippingAbove: 2000 };

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

export function shippingFor(subtotal: number, rules: DeliveryRules): number {
  if (subtotal <= 0 || subtotal > rules.freeShippingAbove) return 0;
  return rules.shippingFee;
}

export function priceCart(lines: readonly PricedLine[], rules: DeliveryRules): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const shipping = shippingFor(subtotal, rules);
  return { subtotal, shipping, total: subtotal + shipping };
}
