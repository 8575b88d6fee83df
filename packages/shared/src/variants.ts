/**
 * Sizes, lengths and colours: a piece may have up to two options ("Ring size" 6–9, "Length" 16/18/20 in), and a
 * variant for each combination it is sold in, with its own SKU, price and stock. A piece without options has one
 * variant with none. The cart, the order and the stock all count variants. Free of zod, so a page may import it.
 */
import type { Lang } from './lang';

export const MAX_OPTIONS = 2;
export const MAX_OPTION_VALUES = 20;
export const MAX_VARIANTS = 100;

/** An option as staff name it, in English and (optionally) Bangla, with its values in the order shown. */
export interface ProductOption {
  name: string;
  /** The name on Bangla pages; empty shows `name`. */
  nameBn: string;
  values: string[];
}

/** One way a piece is sold: a value of each option, in the options' order (none for a piece without options). */
export interface ProductVariant {
  _id: string;
  sku: string | null;
  options: string[];
  /** Whole taka, regular price. */
  price: number;
  /** A lower price while the piece's sale is on; null for none (and always for a piece sold one way: see `saleTermsOf`). */
  salePrice: number | null;
  stock: number;
}

/** A variant's values as one text, the same for the same combination (the database keeps it unique per piece). */
export function combinationKey(values: readonly string[]): string {
  return values.join(' / ');
}

/** An option's name on a page in `lang`. */
export function optionName(option: Pick<ProductOption, 'name' | 'nameBn'>, lang: Lang): string {
  return lang === 'bn' && option.nameBn ? option.nameBn : option.name;
}

/** "Ring size 7", "Length 18 in, Colour Rose gold"; empty for a piece without options. */
export function variantTitle(options: readonly ProductOption[], values: readonly string[], lang: Lang): string {
  return options
    .map((option, index) => (values[index] === undefined ? '' : `${optionName(option, lang)} ${values[index]}`))
    .filter(Boolean)
    .join(', ');
}

/** The variant sold in exactly these values, if any. */
export function findVariant<Variant extends Pick<ProductVariant, 'options'>>(
  variants: readonly Variant[],
  values: readonly string[],
): Variant | undefined {
  const key = combinationKey(values);
  return variants.find((variant) => combinationKey(variant.options) === key);
}

/** The lowest and highest regular prices of a piece's variants: cards say "from Tk X" when they differ. */
export function priceRange(variants: readonly Pick<ProductVariant, 'price'>[]): { min: number; max: number } {
  const prices = variants.map((variant) => variant.price);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
