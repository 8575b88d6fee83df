import { z } from 'zod';
import { imageUrl, optionalParam, safeText } from './text';
import { pageParam, sizeParam } from './paging';
import { CATEGORIES, MAX_PAGE_SIZE, MAX_STOCK, PRODUCT_SORTS } from './catalogue';

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

const productFields = {
  title: safeText.min(1, 'Enter a title').max(120, 'Title must be at most 120 characters'),
  titleBn: safeText.max(120, 'Bangla title must be at most 120 characters'),
  category: z.enum(CATEGORIES, { message: `Category must be one of: ${CATEGORIES.join(', ')}` }),
  price: z
    .number('Price must be a number')
    .int('Price is in whole taka')
    .min(0, 'Price cannot be negative')
    .max(10_000_000, 'Price must be at most Tk 10,000,000'),
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

/** POST /api/products (staff): a new piece for the catalogue. */
export const productInput = z.object({
  ...productFields,
  titleBn: productFields.titleBn.default(''),
  description: productFields.description.default(''),
  descriptionBn: productFields.descriptionBn.default(''),
  material: productFields.material.default(''),
});
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
  .refine(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    'Send at least one field to change',
  );
export type ProductUpdate = z.output<typeof productUpdate>;

// Answers. Routes declare these, so nothing undeclared leaves the server.

export const product = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The title on Bangla pages; empty when staff have not written one (Bangla pages show `title`). */
  titleBn: z.string(),
  category: z.enum(CATEGORIES),
  /** Whole taka. */
  price: z.number().int(),
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
