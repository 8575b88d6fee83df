import { z } from 'zod';
import { imageUrl, optionalParam, safeText } from './text';
import { pageParam, sizeParam } from './paging';
import { CATEGORIES, MAX_PAGE_SIZE, PRODUCT_SORTS } from './catalogue';

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

/** POST /api/products (staff): a new piece for the catalogue. */
export const productInput = z.object({
  title: safeText.min(1, 'Enter a title').max(120, 'Title must be at most 120 characters'),
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
    .max(100_000, 'Stock must be at most 100,000'),
  description: safeText.max(5000, 'Description must be at most 5,000 characters').default(''),
  material: safeText.max(120, 'Material must be at most 120 characters').default(''),
  images: z.array(imageUrl).min(1, 'Add at least one photo').max(8, 'At most 8 photos'),
});
export type ProductInput = z.output<typeof productInput>;

// Answers. Routes declare these, so nothing undeclared leaves the server.

export const product = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(CATEGORIES),
  /** Whole taka. */
  price: z.number().int(),
  stock: z.number().int(),
  /** The main image; `images[0]`. */
  image: z.string(),
  images: z.array(z.string()),
  description: z.string(),
  material: z.string(),
  createdAt: z.string(),
});
export type Product = z.output<typeof product>;

export const productList = z.object({ products: z.array(product), count: z.number().int() });
export type ProductList = z.output<typeof productList>;

export const productCreated = z.object({ acknowledged: z.literal(true), insertedId: z.string(), product });
