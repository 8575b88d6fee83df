import { priceNow, saleTermsOf } from '@alankar/shared/catalogue';
import type { Lang } from '@alankar/shared/lang';
import { variantTitle } from '@alankar/shared/variants';
import type { PieceOnSale as Piece } from './pieces-on-sale';
import type { VariantRow } from '../products/variant-rows';

/** What a cart asks for: a piece, the variant chosen (none for a piece sold one way), and how many. */
export interface WantedItem {
  _id: string;
  variantId?: string;
  quantity: number;
}

/** A cart's item matched to its piece and variant, priced today. */
export interface MatchedItem {
  /** Where it was in the cart (for naming the field of a problem). */
  index: number;
  piece: Piece;
  variant: VariantRow;
  quantity: number;
  /** Whole taka per piece today: the variant's price, or its sale price while the piece's sale is on. */
  price: number;
}

export type ItemProblem = 'gone' | 'choose';

/**
 * Matches each item to its piece and variant: the variant it names (`gone` when that is not one of the piece's any
 * more), or a piece's only variant when it names none (`choose` when the piece is sold several ways). The same
 * variant on several items is one, with their quantities together.
 */
export function matchItems(
  items: readonly WantedItem[],
  pieces: readonly Piece[],
  variants: readonly VariantRow[],
  now: number,
): { matched: MatchedItem[]; problems: { index: number; item: WantedItem; piece?: Piece; problem: ItemProblem }[] } {
  const matched = new Map<string, MatchedItem>();
  const problems: { index: number; item: WantedItem; piece?: Piece; problem: ItemProblem }[] = [];
  items.forEach((item, index) => {
    const piece = pieces.find((one) => one.id === item._id);
    const own = variants.filter((variant) => variant.productId === item._id);
    if (!piece || own.length === 0) return problems.push({ index, item, problem: 'gone' });
    const variant = item.variantId
      ? own.find((one) => one.id === item.variantId)
      : own.length === 1
        ? own[0]
        : undefined;
    if (!variant) return problems.push({ index, item, piece, problem: item.variantId ? 'gone' : 'choose' });
    const same = matched.get(variant.id);
    if (same) same.quantity += item.quantity;
    else {
      const price = priceNow(saleTermsOf(piece, variant), now);
      matched.set(variant.id, { index, piece, variant, quantity: item.quantity, price });
    }
  });
  return { matched: [...matched.values()], problems };
}

/** "Ring size 7" in `lang`; empty for a piece sold one way. */
export function titleOfVariant(item: Pick<MatchedItem, 'piece' | 'variant'>, lang: Lang): string {
  return variantTitle(item.piece.options, item.variant.options, lang);
}
