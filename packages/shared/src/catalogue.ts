/** The catalogue's vocabulary. Kept free of zod so the storefront's browser code stays small. */
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
/** The most pieces of one product the shop keeps count of. */
export const MAX_STOCK = 100_000;
export const DEFAULT_PAGE_SIZE = 12;

export type { Product, ProductList } from './catalogue-schemas';
import type { Product } from './catalogue-schemas';

/** What a product card shows: loaders send only this for grids, to keep pages light. */
export type ProductCardData = Pick<Product, '_id' | 'title' | 'category' | 'price' | 'stock' | 'image'>;

export function toCardData({ _id, title, category, price, stock, image }: Product): ProductCardData {
  return { _id, title, category, price, stock, image };
}

export function isInStock(product: Pick<Product, 'stock'>): boolean {
  return product.stock > 0;
}
