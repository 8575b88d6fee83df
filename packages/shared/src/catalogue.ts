/** The catalogue's vocabulary. Kept free of zod so the storefront's browser code stays small. */
import type { Product } from './catalogue-schemas';
import type { Lang } from './lang';

export const CATEGORIES = ['Earrings', 'Necklaces', 'Finger Ring', 'Bracelets'] as const;
export type Category = (typeof CATEGORIES)[number];

/** How each category is named on buttons (the spec calls 'Finger Ring' "Rings"). */
export const CATEGORY_LABELS: Record<Category, string> = {
  Earrings: 'Earrings',
  Necklaces: 'Necklaces',
  'Finger Ring': 'Rings',
  Bracelets: 'Bracelets',
};

/** The categories as a Bangla page names them. */
const CATEGORY_LABELS_BN: Record<Category, string> = {
  Earrings: 'কানের দুল',
  Necklaces: 'নেকলেস',
  'Finger Ring': 'আংটি',
  Bracelets: 'ব্রেসলেট',
};

/** A category's name on a page in `lang`. */
export function categoryLabel(category: Category, lang: Lang): string {
  return (lang === 'bn' ? CATEGORY_LABELS_BN : CATEGORY_LABELS)[category];
}

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const MAX_PAGE_SIZE = 100;
/** The most pieces of one product the shop keeps count of. */
export const MAX_STOCK = 100_000;
export const DEFAULT_PAGE_SIZE = 12;

export type { Product, ProductList } from './catalogue-schemas';

/** A piece's title as a page in `lang` shows it: the Bangla one on Bangla pages when staff wrote one. */
export function titleIn(product: Pick<Product, 'title' | 'titleBn'>, lang: Lang): string {
  return lang === 'bn' && product.titleBn ? product.titleBn : product.title;
}

/** A piece's description as a page in `lang` shows it, falling back to English like `titleIn`. */
export function descriptionIn(product: Pick<Product, 'description' | 'descriptionBn'>, lang: Lang): string {
  return lang === 'bn' && product.descriptionBn ? product.descriptionBn : product.description;
}

/**
 * What a product card shows: loaders send only this for grids, to keep pages light. `hasOptions`: the piece is sold in
 * sizes or lengths, chosen on its own page (a card can't add it to the cart). For such a piece, the price and sale are
 * those of its cheapest size today, and `priceFrom` says its sizes cost more than that ("from Tk X").
 */
export type ProductCardData = Pick<
  Product,
  '_id' | 'title' | 'category' | 'price' | 'stock' | 'image' | 'salePrice' | 'saleStartsAt' | 'saleEndsAt'
> & { hasOptions: boolean; priceFrom: boolean };

/** A piece's regular price and the sale price staff set beside it, with its optional start and end. */
export interface SaleTerms {
  price: number;
  salePrice: number | null;
  saleStartsAt: string | Date | null;
  saleEndsAt: string | Date | null;
}

/** A sale on now: the regular price struck through, the price today, and the saving in taka and per cent. */
export interface SaleNow {
  regular: number;
  price: number;
  saving: number;
  /** Rounded down, so "25 % off" is never more than the truth. */
  percent: number;
}

const timeOf = (moment: string | Date) => (typeof moment === 'string' ? Date.parse(moment) : moment.getTime());

/** The sale on a piece at `now`, or null when it has none, it has not started, or it is over. */
export function saleNow(terms: SaleTerms, now: number = Date.now()): SaleNow | null {
  const { price, salePrice, saleStartsAt, saleEndsAt } = terms;
  if (salePrice === null || salePrice >= price) return null;
  if (saleStartsAt && timeOf(saleStartsAt) > now) return null;
  if (saleEndsAt && timeOf(saleEndsAt) <= now) return null;
  const saving = price - salePrice;
  return { regular: price, price: salePrice, saving, percent: Math.floor((saving * 100) / price) };
}

/**
 * The sale terms of one way a piece is sold: a piece in sizes has a sale price for each size, a piece sold one way has
 * it itself; the sale's dates are always the piece's.
 */
export function saleTermsOf<Piece extends { options: readonly unknown[] } & Omit<SaleTerms, 'price'>>(
  piece: Piece,
  variant: { price: number; salePrice: number | null },
): SaleTerms & Pick<Piece, 'saleStartsAt' | 'saleEndsAt'> {
  const { saleStartsAt, saleEndsAt } = piece;
  const salePrice = piece.options.length > 0 ? variant.salePrice : piece.salePrice;
  return { price: variant.price, salePrice, saleStartsAt, saleEndsAt };
}

/** What a piece costs at `now`: its sale price while a sale is on, else its price. */
export function priceNow(terms: SaleTerms, now: number = Date.now()): number {
  return saleNow(terms, now)?.price ?? terms.price;
}

/** A card in the page's language at `now`: its title is already the one the page shows. */
export function toCardData(product: Product, lang: Lang, now: number = Date.now()): ProductCardData {
  const { _id, category, stock, image, options, variants } = product;
  const hasOptions = options.length > 0;
  const ways = hasOptions ? variants.map((variant) => saleTermsOf(product, variant)) : [product];
  const today = ways.map((terms) => priceNow(terms, now));
  const cheapest = ways[today.indexOf(Math.min(...today))] ?? product;
  return {
    _id,
    title: titleIn(product, lang),
    category,
    price: cheapest.price,
    salePrice: cheapest.salePrice,
    saleStartsAt: cheapest.saleStartsAt,
    saleEndsAt: cheapest.saleEndsAt,
    stock,
    image,
    hasOptions,
    priceFrom: new Set(today).size > 1,
  };
}

export function isInStock(product: Pick<Product, 'stock'>): boolean {
  return product.stock > 0;
}
