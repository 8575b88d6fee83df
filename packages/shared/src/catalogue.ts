import { z } from 'zod';
import { optionalParam, safeText } from './text';

export const CATEGORIES = ['Earrings', 'Necklaces', 'Finger Ring', 'Bracelets'] as const;
export type Category = (typeof CATEGORIES)[number];

/** How each category is named on buttons (the spec calls 'Finger Ring' "Rings"). */
export const CATEGORY_LABELS: Record<Category, string> = {
  Earrings: 'Earrings',
  Necklaces: 'Necklaces',
  'Finger Ring': 'Rings',
  Bracelets: 'Bracelets',
};

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 12;

export interface Product {
  _id: string;
  slug: string;
  title: string;
  category: Category;
  /** Whole taka. */
  price: number;
  stock: number;
  /** The main image; `images[0]`. */
  image: string;
  images: string[];
  description: string;
  material: string;
  createdAt: string;
}

export const productListQuery = z.object({
  q: optionalParam(safeText.max(100, 'Search text must be at most 100 characters')),
  category: optionalParam(
    z.enum(CATEGORIES, { message: `Category must be one of: ${CATEGORIES.join(', ')}` }),
  ),
  page: optionalParam(
    z.coerce.number('Page must be a number').int('Page must be a whole number').min(0, 'Page starts at 0').max(100_000),
  ),
  size: optionalParam(
    z.coerce
      .number('Size must be a number')
      .int('Size must be a whole number')
      .min(1, 'Size must be at least 1')
      .max(MAX_PAGE_SIZE, `Size must be at most ${MAX_PAGE_SIZE}`),
  ),
  sort: optionalParam(z.enum(PRODUCT_SORTS, { message: `Sort must be one of: ${PRODUCT_SORTS.join(', ')}` })),
});
export type ProductListQuery = z.output<typeof productListQuery>;

export interface ProductList {
  products: Product[];
  count: number;
}

export const productIdParams = z.object({
  id: safeText.uuid('Product id is not valid'),
});

export function isInStock(product: Pick<Product, 'stock'>): boolean {
  return product.stock > 0;
}
