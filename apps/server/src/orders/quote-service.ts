import type { CartQuote, CartQuoteBody, QuotedLine } from '@alankar/shared/cart-schemas';
import { priceNow, titleIn } from '@alankar/shared/catalogue';
import { DEFAULT_LANG, type Lang } from '@alankar/shared/lang';
import { priceCart } from '@alankar/shared/pricing';
import type { ShopSettings } from '@alankar/shared/settings';
import type { Database } from '../db/client';
import { piecesOnSale } from './pieces-on-sale';
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
      const wanted = new Map<string, number>();
      for (const item of items) wanted.set(item._id, (wanted.get(item._id) ?? 0) + item.quantity);
      const ids = [...wanted.keys()];
      // A code's rules per mobile number wait for the order: a quote names no number, so it can't be used to learn
      // whether a number has ordered here. A signed-in shopper's own account is checked now.
      const user = { phone: null, userId };
      const [found, shop, codes] = await Promise.all([
        ids.length === 0 ? Promise.resolve([]) : piecesOnSale(db, ids),
        settings(),
        discountCode ? readCode(db, discountCode, user) : Promise.resolve([]),
      ]);
      const lines: QuotedLine[] = [];
      for (const [id, quantity] of wanted) {
        const product = found.find((one) => one.id === id);
        if (!product) {
          lines.push({
            _id: id,
            title: '',
            image: '',
            category: 'Earrings',
            price: 0,
            regularPrice: 0,
            quantity,
            stock: 0,
            problem: 'gone',
          });
          continue;
        }
        lines.push({
          _id: id,
          title: titleIn(product, lang),
          image: product.images[0] ?? '',
          category: product.category,
          price: priceNow(product, now),
          regularPrice: product.price,
          quantity,
          stock: product.stock,
          problem: product.stock === 0 ? 'sold-out' : product.stock < quantity ? 'short' : null,
        });
      }
      const buyable = lines
        .filter((line) => line.problem !== 'gone' && line.stock > 0)
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
