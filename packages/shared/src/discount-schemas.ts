import { z } from 'zod';
import { CATEGORIES } from './catalogue';
import { CODE_PATTERN, DISCOUNT_KINDS, DISCOUNT_PROBLEMS, MAX_CODE_LENGTH, normaliseCode } from './discount';
import { isoMoment, safeText } from './text';

/** A code as a shopper types it: trimmed and upper-cased. */
export const discountCodeText = safeText
  .max(MAX_CODE_LENGTH, `A discount code has at most ${MAX_CODE_LENGTH} letters and digits`)
  .transform(normaliseCode);

const wholeTaka = (label: string) =>
  z.number(`${label} must be a number`).int(`${label} must be whole taka`).min(0, `${label} cannot be negative`);

const MAX_USES = 1_000_000;

/** POST /api/discount-codes and PUT /api/discount-codes/{id}: a code's rules, as staff set them. */
export const discountCodeInput = z
  .object({
    code: discountCodeText
      .refine((code) => code.length > 0, 'Enter the code shoppers will type')
      .refine((code) => CODE_PATTERN.test(code), 'A code has only letters, digits, - and _'),
    kind: z.enum(DISCOUNT_KINDS, { message: `Kind must be one of: ${DISCOUNT_KINDS.join(', ')}` }),
    /** Percent (1–100) for `percent`, whole taka for `fixed`; not read for `free-delivery`. */
    amount: z.number('Amount must be a number').int('Amount must be a whole number').min(0).max(10_000_000).default(0),
    minSubtotal: wholeTaka('Minimum subtotal').max(10_000_000).default(0),
    startsAt: isoMoment.nullable().default(null),
    endsAt: isoMoment.nullable().default(null),
    /** Uses in all (orders not cancelled); null for no limit. */
    maxUses: z
      .number()
      .int('Uses must be a whole number')
      .min(1, 'Uses must be at least 1')
      .max(MAX_USES, 'Uses must be at most 1,000,000')
      .nullable()
      .default(null),
    /** Uses per mobile number; null for no limit. */
    usesPerPhone: z
      .number()
      .int('Uses per number must be a whole number')
      .min(1, 'Uses per number must be at least 1')
      .max(MAX_USES, 'Uses per number must be at most 1,000,000')
      .nullable()
      .default(null),
    firstOrderOnly: z.boolean().default(false),
    categories: z.array(z.enum(CATEGORIES)).max(CATEGORIES.length).default([]),
    productIds: z
      .array(safeText.pipe(z.uuid('Product id is not valid')))
      .max(200, 'At most 200 pieces')
      .default([]),
    /** A paused code is refused at checkout until staff resume it. */
    paused: z.boolean().default(false),
  })
  .refine((input) => input.kind !== 'percent' || (input.amount >= 1 && input.amount <= 100), {
    path: ['amount'],
    message: 'A percentage is from 1 to 100',
  })
  .refine((input) => input.kind !== 'fixed' || input.amount >= 1, {
    path: ['amount'],
    message: 'Enter the taka a code takes off',
  })
  .refine((input) => !input.startsAt || !input.endsAt || Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    path: ['endsAt'],
    message: 'The end must come after the start',
  });
export type DiscountCodeInput = z.output<typeof discountCodeInput>;

export const discountCodeIdParams = z.object({ id: safeText.pipe(z.uuid('Discount code id is not valid')) });

/** A code with what it has brought: uses and revenue count orders that were not cancelled. */
export const discountCode = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  amount: z.number().int(),
  minSubtotal: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  usesPerPhone: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  categories: z.array(z.enum(CATEGORIES)),
  productIds: z.array(z.string()),
  paused: z.boolean(),
  uses: z.number().int(),
  /** The totals of the orders that used it, whole taka. */
  revenue: z.number().int(),
  /** What it took off those orders, whole taka. */
  discounted: z.number().int(),
  createdAt: z.string(),
});
export type DiscountCode = z.output<typeof discountCode>;

export const discountCodeList = z.object({ codes: z.array(discountCode) });
export type DiscountCodeList = z.output<typeof discountCodeList>;

export const discountCodeDeleted = z.object({ acknowledged: z.literal(true), deletedCount: z.literal(1) });

/** What a code took off a cart, as the quote and the order show it. */
export const appliedDiscount = z.object({
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  amount: z.number().int(),
});
export type AppliedDiscount = z.output<typeof appliedDiscount>;

/** Why a code does not apply; `minSubtotal` says how much the pieces it is for must come to. */
export const discountRefusal = z.object({
  code: z.string(),
  problem: z.enum(DISCOUNT_PROBLEMS),
  minSubtotal: z.number().int(),
});
export type DiscountRefusal = z.output<typeof discountRefusal>;

/** POST /api/discount-codes (201) and PUT /api/discount-codes/{id} (200): the code as saved. */
export const discountCodeSaved = z.object({ discountCode });
