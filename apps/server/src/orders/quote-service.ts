import type { CartQuote, CartQuoteBody, QuotedLine } from '@alankar/shared/cart-schemas';
import { titleIn } from '@alankar/shared/catalogue';
import { DEFAULT_LANG, type Lang } from '@alankar/shared/lang';
import { priceCart } from '@alankar/shared/pricing';
import type { ShopSettings } from '@alankar/shared/settings';
import type { Database } from '../db/client';
import { byPiece, piecesOnSale } from './pieces-on-sale';
import { matchItems, titleOfVariant } from './cart-items';
import { destinationOf } from '../locations/destination';
import { judgeCode, readCode } from '../discounts/code-check';

/**
 * What a cart costs now, at today's prices and stock, with the shop's delivery rules: the checkout's only totals. Each
 * line is titled in the caller's language.
 */
export function createQuoteService(db: Database, settings: () => Promise<ShopSettings>) {
  return {
    async quote(
      { items, district, area, discountCode }: CartQuoteBody,
      lang: Lang = DEFAULT_LANG,
      userId: string | null = null,
    ): Promise<CartQuote> {
      const now = Date.now();
      const ids = [...new Set(items.map((item) => item._id))];
      // A code's rules per mobile number wait for the order: a quote names no number, so it can't be used to learn
      // whether a number has ordered here. A signed-in shopper's own account is checked now.
      const user = { phone: null, userId };
      const [found, shop, codes] = await Promise.all([
        ids.length === 0 ? Promise.resolve([]) : piecesOnSale(db, ids),
        settings(),
        discountCode ? readCode(db, discountCode, user) : Promise.resolve([]),
      ]);
      const { pieces, variants } = byPiece(found);
      const { matched, problems } = matchItems(items, pieces, variants, now);
      const lines: QuotedLine[] = [
        ...matched.map((line): QuotedLine => ({
          _id: line.piece.id,
          variantId: line.variant.id,
          variantTitle: titleOfVariant(line, lang),
          title: titleIn(line.piece, lang),
          image: line.piece.images[0] ?? '',
          category: line.piece.category,
          price: line.price,
          regularPrice: line.variant.price,
          quantity: line.quantity,
          stock: line.variant.stock,
          problem: line.variant.stock === 0 ? 'sold-out' : line.variant.stock < line.quantity ? 'short' : null,
        })),
        ...problems.map(({ item, piece, problem }): QuotedLine => ({
          _id: item._id,
          variantId: item.variantId ?? null,
          variantTitle: '',
          title: piece ? titleIn(piece, lang) : '',
          image: piece?.images[0] ?? '',
          category: piece?.category ?? 'Earrings',
          price: 0,
          regularPrice: 0,
          quantity: item.quantity,
          stock: 0,
          problem,
        })),
      ];
      const buyable = lines
        .filter((line) => line.problem !== 'gone' && line.problem !== 'choose' && line.stock > 0)
        .map((line) => ({
          productId: line._id,
          category: line.category,
          price: line.price,
          quantity: Math.min(line.quantity, line.stock),
        }));
      const destination = district ? destinationOf({ district, area }, shop, '') : null;
      const delivery =
        destination?.district && destination.area
          ? {
              zone: destination.zone,
              minDays: destination.terms.minDays,
              maxDays: destination.terms.maxDays,
              district: { name: destination.district.name, bnName: destination.district.bnName },
              area: { name: destination.area.name, bnName: destination.area.bnName },
            }
          : null;
      const totals = priceCart(buyable, shop, delivery?.zone ?? null);
      const judged = discountCode
        ? judgeCode(discountCode, codes[0] ?? null, { lines: buyable, shipping: totals.shipping, user })
        : null;
      const applied = judged && 'applied' in judged ? judged.applied : null;
      const discount = applied?.amount ?? 0;
      return {
        lines,
        ...totals,
        discount,
        total: totals.total - discount,
        appliedDiscount: applied,
        discountRefusal: judged && 'refusal' in judged ? judged.refusal : null,
        freeShippingAbove: shop.freeShippingAbove,
        delivery,
      };
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
