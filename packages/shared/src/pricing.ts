/**
 * The shop's pricing rules, used by the cart, the checkout and the server alike.
 * Amounts are whole taka; quantities default to 1 as in the original shop.
 */
export const SHIPPING_FEE = 60;
export const FREE_SHIPPING_ABOVE = 2000;

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

export function shippingFor(subtotal: number): number {
  if (subtotal <= 0 || subtotal > FREE_SHIPPING_ABOVE) return 0;
  return SHIPPING_FEE;
}

export function priceCart(lines: readonly PricedLine[]): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const shipping = shippingFor(subtotal);
  return { subtotal, shipping, total: subtotal + shipping };
}
