import type { Words } from '~/words/words';

/**
 * The shop counts pieces as '1 No.' and '2 Nos.' ('১টি', '২টি' in Bangla); `fill` is the page's (`useWords()`), which
 * writes the number in the page's digits.
 */
export function quantityLabel(
  quantity: number,
  { t, fill }: { t: Words; fill: (message: string, values: Record<string, number>) => string },
): string {
  return fill(quantity === 1 ? t.cart.oneNo : t.cart.manyNos, { count: quantity });
}
