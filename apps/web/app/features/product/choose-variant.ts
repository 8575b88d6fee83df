import { findVariant, type ProductVariant } from '@alankar/shared/variants';

type Choosable = Pick<ProductVariant, '_id' | 'options' | 'stock'>;

/** The first of `variants` with stock left, else the first: what a page shows before the shopper chooses. */
function firstBuyable<Variant extends Choosable>(variants: readonly Variant[]): Variant | undefined {
  return variants.find((variant) => variant.stock > 0) ?? variants[0];
}

/**
 * The variant sold in `values`; when that combination isn't sold (or some values are missing), the one that matches
 * the most values in the options' order, one with stock left first.
 */
export function closestVariant<Variant extends Choosable>(
  variants: readonly Variant[],
  values: readonly (string | null)[],
): Variant | undefined {
  if (values.every((value) => value !== null)) {
    const exact = findVariant(variants, values as string[]);
    if (exact) return exact;
  }
  let pool = variants;
  values.forEach((value, index) => {
    const narrower = pool.filter((variant) => variant.options[index] === value);
    if (narrower.length > 0) pool = narrower;
  });
  return firstBuyable(pool);
}

/**
 * The variant a product page shows for its address: `?variant=<id>` (a shared link, or a choice made with
 * JavaScript), or the values its form sends without JavaScript (`?o0=7&o1=Rose gold`); else the first in stock. The
 * loader and the page both read it from the URL, so the server and the browser agree.
 */
export function chosenVariant<Variant extends Choosable>(
  variants: readonly Variant[],
  optionCount: number,
  params: URLSearchParams,
): Variant | undefined {
  const id = params.get('variant');
  const named = id ? variants.find((variant) => variant._id === id) : undefined;
  if (named) return named;
  return closestVariant(
    variants,
    Array.from({ length: optionCount }, (_, index) => params.get(optionParam(index))),
  );
}

/** The query parameter the picker's radio group for option `index` sends without JavaScript. */
export const optionParam = (index: number) => `o${index}`;

/**
 * The variant a shopper means by choosing `value` of option `index` while `chosen` is shown: the one with the other
 * values kept, or, when that combination isn't sold, one with `value` (in stock first).
 */
export function variantFor<Variant extends Choosable>(
  variants: readonly Variant[],
  chosen: readonly string[],
  index: number,
  value: string,
): Variant | undefined {
  const wanted = chosen.map((one, at) => (at === index ? value : one));
  return findVariant(variants, wanted) ?? firstBuyable(variants.filter((variant) => variant.options[index] === value));
}

/** Whether `value` of option `index`, with the other values chosen, has nothing left (or isn't sold at all). */
export function isSoldOut(
  variants: readonly Choosable[],
  chosen: readonly string[],
  index: number,
  value: string,
): boolean {
  const wanted = chosen.map((one, at) => (at === index ? value : one));
  return (findVariant(variants, wanted)?.stock ?? 0) <= 0;
}
