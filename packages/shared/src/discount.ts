/**
 * Discount codes ("EID25", "first order 10 % off"): what a code takes off a cart, and every reason it may not. The
 * server alone decides; the browser only shows its answer. Free of zod, so a page may import it.
 */

export const DISCOUNT_KINDS = ['percent', 'fixed', 'free-delivery'] as const;
/** `percent`: a share of the pieces it is for; `fixed`: whole taka off them; `free-delivery`: the delivery fee. */
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Why a code does not apply to a cart; each has words in both languages. */
export const DISCOUNT_PROBLEMS = [
  'unknown',
  'paused',
  'not-yet',
  'expired',
  'used-up',
  'used-by-you',
  'below-minimum',
  'not-for-these',
  'first-order-only',
  'nothing-off',
] as const;
export type DiscountProblem = (typeof DISCOUNT_PROBLEMS)[number];

export const MAX_CODE_LENGTH = 30;

/** Codes are read without regard to case or spaces around them: " eid25 " is EID25. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Letters, digits, `-` and `_`: what a shopper can type on a phone keyboard and read out over the phone. */
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;

/** A code's rules, as staff set them. */
export interface DiscountRules {
  kind: DiscountKind;
  /** Percent (1–100) for `percent`, whole taka for `fixed`, 0 for `free-delivery`. */
  amount: number;
  /** The subtotal of the pieces it is for must reach this (whole taka); 0 for none. */
  minSubtotal: number;
  /** The categories it is for; empty for every category (unless `productIds` name pieces). */
  categories: string[];
  /** The pieces it is for; empty (with no categories) for every piece. */
  productIds: string[];
}

/** A cart's line as a code sees it. */
export interface DiscountLine {
  productId: string;
  category: string;
  price: number;
  quantity: number;
}

/** Whether a line is among the pieces a code is for. */
export function isForLine(rules: Pick<DiscountRules, 'categories' | 'productIds'>, line: DiscountLine): boolean {
  if (rules.categories.length === 0 && rules.productIds.length === 0) return true;
  return rules.categories.includes(line.category) || rules.productIds.includes(line.productId);
}

/**
 * What a code takes off, or why it can't: the subtotal of the pieces it is for must reach the minimum (and be more
 * than nothing); a percentage is rounded down to whole taka; a fixed amount never takes off more than those pieces
 * cost; free delivery takes off the delivery fee. A code that would take off nothing (free delivery on an order that
 * ships free) does not apply, so it spends none of its uses.
 */
export function discountFor(
  rules: DiscountRules,
  lines: readonly DiscountLine[],
  shipping: number,
): { amount: number } | { problem: 'not-for-these' | 'below-minimum' | 'nothing-off' } {
  const eligible = lines.filter((line) => isForLine(rules, line));
  const subtotal = eligible.reduce((sum, line) => sum + line.price * line.quantity, 0);
  if (subtotal === 0) return { problem: 'not-for-these' };
  if (subtotal < rules.minSubtotal) return { problem: 'below-minimum' };
  const amount = amountOff(rules, subtotal, shipping);
  return amount > 0 ? { amount } : { problem: 'nothing-off' };
}

function amountOff(rules: DiscountRules, subtotal: number, shipping: number): number {
  switch (rules.kind) {
    case 'percent':
      return Math.floor((subtotal * rules.amount) / 100);
    case 'fixed':
      return Math.min(rules.amount, subtotal);
    case 'free-delivery':
      return shipping;
  }
}
