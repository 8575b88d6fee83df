import { z } from 'zod';
import { CATEGORIES } from './catalogue';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './order';
import { optionalParam, safeText } from './text';
import { DELIVERY_ZONES } from './pricing';
import { appliedDiscount, discountCodeText, discountRefusal } from './discount-schemas';

/** POST /api/cart/quote: the cart as the browser keeps it; only ids and quantities are read. */
export const cartQuoteBody = z.object({
  items: z
    .array(
      z.object({
        _id: safeText.pipe(z.uuid('Product id is not valid')),
        variantId: optionalParam(safeText.pipe(z.uuid('Variant id is not valid'))),
        quantity: z
          .number('Quantity must be a number')
          .int('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1')
          .max(MAX_LINE_QUANTITY * MAX_ORDER_LINES, 'Quantity is too large'),
      }),
    )
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} different pieces per order`),
  /** Where it goes (ids from `/api/locations`): delivery is priced for that zone, or at its lowest fee without. */
  district: optionalParam(safeText.max(80, 'Choose your district from the list')),
  area: optionalParam(safeText.max(80, 'Choose your area from the list')),
  /** A discount code to price: the answer says what it takes off, or why it does not apply. */
  discountCode: optionalParam(discountCodeText),
});
export type CartQuoteBody = z.output<typeof cartQuoteBody>;

const placeName = z.object({ name: z.string(), bnName: z.string() });

export const QUOTE_PROBLEMS = ['gone', 'sold-out', 'short', 'choose'] as const;

/** One line of the cart at today's price and stock. */
export const quotedLine = z.object({
  _id: z.string(),
  /** The variant priced (the piece's only one when the cart named none); null when the piece or variant is gone. */
  variantId: z.string().nullable(),
  /** "Ring size 7" in the caller's language; empty for a piece sold one way. */
  variantTitle: z.string(),
  title: z.string(),
  image: z.string(),
  category: z.enum(CATEGORIES),
  /** Whole taka per piece, today: the sale price while a sale is on. */
  price: z.number().int(),
  /** The regular price (the same as `price` when there is no sale on). */
  regularPrice: z.number().int(),
  /** What the cart asked for. */
  quantity: z.number().int(),
  /** Pieces left now (0 when gone). */
  stock: z.number().int(),
  /**
   * `gone`: no longer in the shop (or that variant isn't); `sold-out`: none left; `short`: fewer left than asked (the
   * totals count what is left); `choose`: the piece is sold in several variants and the cart named none; null: fine.
   */
  problem: z.enum(QUOTE_PROBLEMS).nullable(),
});
export type QuotedLine = z.output<typeof quotedLine>;

/** The server's word on what the cart costs now: the only totals a checkout shows. */
export const cartQuote = z.object({
  lines: z.array(quotedLine),
  /** Whole taka, over the lines that can be bought, at most the stock left of each. */
  subtotal: z.number().int(),
  /** The fee for the chosen area's zone, or the lowest fee ("from Tk 60") until an area is chosen. */
  shipping: z.number().int(),
  /** What the discount code takes off (0 without one): the total is subtotal + shipping − discount. */
  discount: z.number().int(),
  total: z.number().int(),
  /** The code that applies, or null. */
  appliedDiscount: appliedDiscount.nullable(),
  /** The code that was asked about and does not apply, and why; null otherwise. */
  discountRefusal: discountRefusal.nullable(),
  /** Orders whose subtotal is above this ship free. */
  freeShippingAbove: z.number().int(),
  /** The chosen area's zone, its delivery days and the place's names; null until an area is chosen. */
  delivery: z
    .object({
      zone: z.enum(DELIVERY_ZONES),
      minDays: z.number().int(),
      maxDays: z.number().int(),
      district: placeName,
      area: placeName,
    })
    .nullable(),
});
export type CartQuote = z.output<typeof cartQuote>;
