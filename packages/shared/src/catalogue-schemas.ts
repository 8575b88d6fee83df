import { z } from 'zod';
import { imageUrl, isoMoment, optionalParam, safeText } from './text';
import { pageParam, sizeParam } from './paging';
import { CATEGORIES, MAX_PAGE_SIZE, MAX_STOCK, PRODUCT_SORTS } from './catalogue';
import { parseTaka } from './money';

export const productListQuery = z.object({
  q: optionalParam(safeText.max(100, 'Search text must be at most 100 characters')),
  category: optionalParam(z.enum(CATEGORIES, { message: `Category must be one of: ${CATEGORIES.join(', ')}` })),
  page: pageParam,
  size: sizeParam(MAX_PAGE_SIZE),
  sort: optionalParam(z.enum(PRODUCT_SORTS, { message: `Sort must be one of: ${PRODUCT_SORTS.join(', ')}` })),
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
  stock: z
    .number('Stock must be a number')
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(MAX_STOCK, 'Stock must be at most 100,000'),
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
  })
  .superRefine(checkSale);
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
  })
  .partial()
  .refine((changes) => !(changes.stock !== undefined && changes.stockChange !== undefined), {
    message: 'Send either stock or stockChange, not both',
    path: ['stockChange'],
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Send at least one field to change')
  .superRefine(checkSale);
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
  stock: z.number().int(),
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
