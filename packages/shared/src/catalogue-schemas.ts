import { z } from 'zod';
import { imageUrl, isoMoment, optionalParam, safeText } from './text';
import { pageParam, sizeParam } from './paging';
import { CATEGORIES, MAX_PAGE_SIZE, MAX_STOCK, PRODUCT_SORTS } from './catalogue';
import { parseTaka } from './money';
import { combinationKey, MAX_OPTION_VALUES, MAX_OPTIONS, MAX_VARIANTS } from './variants';

export const productListQuery = z.object({
  q: optionalParam(safeText.max(100, 'Search text must be at most 100 characters')),
  category: optionalParam(z.enum(CATEGORIES, { message: `Category must be one of: ${CATEGORIES.join(', ')}` })),
  page: pageParam,
  size: sizeParam(MAX_PAGE_SIZE),
  sort: optionalParam(z.enum(PRODUCT_SORTS, { message: `Sort must be one of: ${PRODUCT_SORTS.join(', ')}` })),
  /** A size or length ("7", "18 in"): only pieces that have it in stock. */
  optionValue: optionalParam(safeText.max(20, 'A size has at most 20 characters')),
});
export type ProductListQuery = z.output<typeof productListQuery>;

export const productIdParams = z.object({
  id: safeText.uuid('Product id is not valid'),
});

/** Whole taka as staff type it: `2450`, `2,450` or `২,৪৫০` (a text that isn't a number is left for the check). */
const typedTaka = (value: unknown) => (typeof value === 'string' ? (parseTaka(value) ?? value) : value);

const taka = (label: string) =>
  z.preprocess(
    typedTaka,
    z
      .number(`${label} must be a number`)
      .int(`${label} is in whole taka`)
      .min(0, `${label} cannot be negative`)
      .max(10_000_000, `${label} must be at most Tk 10,000,000`),
  );

const stockCount = z
  .number('Stock must be a number')
  .int('Stock must be a whole number')
  .min(0, 'Stock cannot be negative')
  .max(MAX_STOCK, 'Stock must be at most 100,000');

const distinct = (values: readonly string[]) => new Set(values).size === values.length;

/** An option of a piece ("Ring size" with 6, 7, 8, 9), as staff set it. */
export const productOptionInput = z.object({
  name: safeText.min(1, 'Name the option, like Ring size').max(30, 'An option’s name has at most 30 characters'),
  nameBn: safeText.max(30, 'An option’s Bangla name has at most 30 characters').default(''),
  values: z
    .array(
      safeText
        .min(1, 'A value cannot be empty')
        .max(20, 'A value has at most 20 characters')
        .refine((value) => !value.includes(' / '), 'A value cannot hold “ / ”'),
    )
    .min(1, 'Give the option at least one value')
    .max(MAX_OPTION_VALUES, `An option has at most ${MAX_OPTION_VALUES} values`)
    .refine(distinct, 'List each value once'),
});

/** One way the piece is sold: a value of each option, its SKU, price and stock. */
export const productVariantInput = z.object({
  /** An existing variant's id keeps it (orders and carts point at it); without one, a new variant. */
  _id: safeText.pipe(z.uuid('Variant id is not valid')).optional(),
  sku: safeText
    .max(40, 'A SKU has at most 40 characters')
    .default('')
    .transform((sku) => sku || null),
  options: z.array(safeText.max(20)).max(MAX_OPTIONS),
  price: taka('Price'),
  /**
   * A lower price while the piece's sale is on (its dates are the piece's); null for none. Left out for a kept
   * variant, its sale price stays as it is (a new one has none).
   */
  salePrice: taka('Sale price').nullable().optional(),
  /** Left out for a kept variant, its stock stays as it is (orders placed meanwhile still count). */
  stock: stockCount.optional(),
});

/**
 * A piece's options and variants fit together: each variant has a value of each option, from its values, each
 * combination once, each SKU once; a piece without options has at most one variant, with none. A piece with options
 * has a price and a sale price for each variant, so none of its own; a piece sold one way has its sale price itself.
 */
export function checkVariants(
  piece: {
    options?: z.output<typeof productOptionInput>[];
    variants?: z.output<typeof productVariantInput>[];
    salePrice?: number | null;
  },
  ctx: z.RefinementCtx,
): void {
  const { options, variants } = piece;
  if (!options || !variants) return;
  if (options.length > 0 && variants.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['variants'], message: 'Add at least one variant' });
  }
  if (options.length === 0 && variants.length !== 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['variants'],
      message: 'A piece without options is sold one way: one variant',
    });
  }
  if (new Set(options.map((option) => option.name.toLowerCase())).size !== options.length) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give each option its own name' });
  }
  const seen = new Set<string>();
  const skus = new Set<string>();
  const ids = new Set<string>();
  variants.forEach((variant, index) => {
    if (variant._id) {
      if (ids.has(variant._id)) {
        ctx.addIssue({ code: 'custom', path: ['variants', index, '_id'], message: 'Each variant once' });
      }
      ids.add(variant._id);
    } else if (variant.stock === undefined) {
      ctx.addIssue({ code: 'custom', path: ['variants', index, 'stock'], message: 'Stock must be a number' });
    }
    const fits =
      variant.options.length === options.length &&
      variant.options.every((value, at) => options[at]!.values.includes(value));
    if (!fits) {
      ctx.addIssue({ code: 'custom', path: ['variants', index, 'options'], message: 'Choose a value of each option' });
    }
    const key = combinationKey(variant.options);
    if (seen.has(key)) {
      ctx.addIssue({ code: 'custom', path: ['variants', index, 'options'], message: 'Each combination once' });
    }
    seen.add(key);
    if (variant.salePrice != null) {
      if (options.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'salePrice'],
          message: 'A piece without options has its sale price on the piece',
        });
      } else if (variant.salePrice >= variant.price) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'salePrice'],
          message: 'A sale price must be lower than the price',
        });
      }
    }
    if (variant.sku !== null) {
      if (skus.has(variant.sku)) {
        ctx.addIssue({ code: 'custom', path: ['variants', index, 'sku'], message: 'Each SKU once' });
      }
      skus.add(variant.sku);
    }
  });
  if (options.length > 0 && piece.salePrice != null) {
    ctx.addIssue({
      code: 'custom',
      path: ['salePrice'],
      message: 'A piece with options has a sale price for each variant: set it in the variants',
    });
  }
}

const productFields = {
  title: safeText.min(1, 'Enter a title').max(120, 'Title must be at most 120 characters'),
  titleBn: safeText.max(120, 'Bangla title must be at most 120 characters'),
  category: z.enum(CATEGORIES, { message: `Category must be one of: ${CATEGORIES.join(', ')}` }),
  price: taka('Price'),
  /** A lower price for a sale, shown beside the regular one (struck through); null for none. */
  salePrice: taka('Sale price').nullable(),
  /** When the sale starts and ends; null for now and for no end. */
  saleStartsAt: isoMoment.nullable(),
  saleEndsAt: isoMoment.nullable(),
  /** What one piece weighs, packed, in grams: couriers price parcels by weight. Null when not known. */
  weightGrams: z
    .number('Weight must be a number')
    .int('Weight is in whole grams')
    .min(1, 'Weight must be at least 1 gram')
    .max(50_000, 'Weight must be at most 50,000 grams')
    .nullable(),
  stock: stockCount,
  /** Up to two options; none for a piece sold one way. */
  options: z.array(productOptionInput).max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`),
  /** Its variants; for a piece without options, left out (its price and stock are the piece's). */
  variants: z.array(productVariantInput).max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants`),
  description: safeText.max(5000, 'Description must be at most 5,000 characters'),
  descriptionBn: safeText.max(5000, 'Bangla description must be at most 5,000 characters'),
  material: safeText.max(120, 'Material must be at most 120 characters'),
  images: z.array(imageUrl).min(1, 'Add at least one photo').max(8, 'At most 8 photos'),
};

/**
 * A sale must be lower than the price it is beside, and end after it starts. (An update sending only some of these is
 * checked again against the piece as it is, by the server.)
 */
export function checkSale(
  sale: { price?: number; salePrice?: number | null; saleStartsAt?: string | null; saleEndsAt?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (sale.salePrice != null && sale.price !== undefined && sale.salePrice >= sale.price) {
    ctx.addIssue({ code: 'custom', path: ['salePrice'], message: 'A sale price must be lower than the price' });
  }
  if (sale.saleStartsAt && sale.saleEndsAt && Date.parse(sale.saleEndsAt) <= Date.parse(sale.saleStartsAt)) {
    ctx.addIssue({ code: 'custom', path: ['saleEndsAt'], message: 'The sale must end after it starts' });
  }
}

/** POST /api/products (staff): a new piece for the catalogue. */
export const productInput = z
  .object({
    ...productFields,
    titleBn: productFields.titleBn.default(''),
    description: productFields.description.default(''),
    descriptionBn: productFields.descriptionBn.default(''),
    material: productFields.material.default(''),
    salePrice: productFields.salePrice.default(null),
    saleStartsAt: productFields.saleStartsAt.default(null),
    saleEndsAt: productFields.saleEndsAt.default(null),
    weightGrams: productFields.weightGrams.default(null),
    options: productFields.options.default([]),
    variants: productFields.variants.optional(),
    // With variants, the piece's price and stock are theirs (the lowest price, all the stock).
    price: productFields.price.optional(),
    stock: productFields.stock.optional(),
  })
  .superRefine((piece, ctx) => {
    if (!piece.variants) {
      if (piece.options.length > 0)
        ctx.addIssue({ code: 'custom', path: ['variants'], message: 'Add at least one variant' });
      if (piece.price === undefined)
        ctx.addIssue({ code: 'custom', path: ['price'], message: 'Price must be a number' });
      if (piece.stock === undefined)
        ctx.addIssue({ code: 'custom', path: ['stock'], message: 'Stock must be a number' });
    }
  })
  .superRefine(checkSale)
  .superRefine(checkVariants);
export type ProductInput = z.output<typeof productInput>;

/**
 * PUT /api/products/{id} (staff): any of the same fields; what is not sent stays as it is. `stockChange` adds to
 * (or takes from) the stock as it is at that moment, so a quick stock edit never undoes an order placed meanwhile.
 */
export const productUpdate = z
  .object({
    ...productFields,
    stockChange: z
      .number('Stock change must be a number')
      .int('Stock change must be a whole number')
      .min(-MAX_STOCK, 'Stock change is too large')
      .max(MAX_STOCK, 'Stock change is too large'),
    /** With `stockChange`: the variant whose stock changes (a piece with options has stock per variant). */
    variantId: safeText.pipe(z.uuid('Variant id is not valid')),
  })
  .partial()
  .refine((changes) => changes.variantId === undefined || changes.stockChange !== undefined, {
    message: 'Send the stock change for the variant',
    path: ['stockChange'],
  })
  .refine((changes) => (changes.options === undefined) === (changes.variants === undefined), {
    message: 'Send the options and the variants together',
    path: ['variants'],
  })
  .refine((changes) => !(changes.stock !== undefined && changes.stockChange !== undefined), {
    message: 'Send either stock or stockChange, not both',
    path: ['stockChange'],
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Send at least one field to change')
  .superRefine(checkSale)
  .superRefine(checkVariants);
export type ProductUpdate = z.output<typeof productUpdate>;

// Answers. Routes declare these, so nothing undeclared leaves the server.

export const product = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The title on Bangla pages; empty when staff have not written one (Bangla pages show `title`). */
  titleBn: z.string(),
  category: z.enum(CATEGORIES),
  /** Whole taka: the regular price. */
  price: z.number().int(),
  /** The sale price and its dates as staff set them; whether it is on now is `saleNow`'s to say. */
  salePrice: z.number().int().nullable(),
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
  /** One piece, packed, in grams; null when not known. */
  weightGrams: z.number().int().nullable(),
  /** Pieces left, of every variant together. */
  stock: z.number().int(),
  /** The highest variant's price (`price` is the lowest): cards say "from Tk X" when they differ. */
  maxPrice: z.number().int(),
  options: z.array(z.object({ name: z.string(), nameBn: z.string(), values: z.array(z.string()) })),
  /** Every way it is sold; a piece without options has one, with no option values. */
  variants: z.array(
    z.object({
      _id: z.string(),
      sku: z.string().nullable(),
      options: z.array(z.string()),
      price: z.number().int(),
      /** Its sale price, under the piece's sale dates; a piece sold one way has its sale price itself. */
      salePrice: z.number().int().nullable(),
      stock: z.number().int(),
    }),
  ),
  /** The main image; `images[0]`. */
  image: z.string(),
  images: z.array(z.string()),
  description: z.string(),
  /** The description on Bangla pages; empty when there is none (Bangla pages show `description`). */
  descriptionBn: z.string(),
  material: z.string(),
  createdAt: z.string(),
  /** When staff last edited it; null if never. */
  lastUpdated: z.string().nullable(),
});
export type Product = z.output<typeof product>;

export const productList = z.object({ products: z.array(product), count: z.number().int() });
export type ProductList = z.output<typeof productList>;

export const productCreated = z.object({ acknowledged: z.literal(true), insertedId: z.string(), product });
export const productModified = z.object({ acknowledged: z.literal(true), modifiedCount: z.number().int(), product });
/** `archived`: the piece is in past orders, so it was hidden from the shop rather than deleted. */
export const productDeleted = z.object({
  acknowledged: z.literal(true),
  deletedCount: z.number().int(),
  archived: z.boolean(),
});

/** The sizes and lengths pieces come in (for the listing's filter), each option's values in the order first met. */
export const optionValues = z.array(z.object({ name: z.string(), nameBn: z.string(), values: z.array(z.string()) }));
export type OptionValues = z.output<typeof optionValues>;

export type ProductOptionInput = z.output<typeof productOptionInput>;
export type ProductVariantInput = z.output<typeof productVariantInput>;
