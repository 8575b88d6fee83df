import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { products } from '../db/schema';

/** The pieces among `ids` still in the shop, with what a quote or an order needs of each (`priceNow` prices them). */
export function piecesOnSale(executor: Executor, ids: readonly string[]) {
  return executor
    .select({
      id: products.id,
      title: products.title,
      titleBn: products.titleBn,
      category: products.category,
      images: products.images,
      price: products.price,
      salePrice: products.salePrice,
      saleStartsAt: products.saleStartsAt,
      saleEndsAt: products.saleEndsAt,
      options: products.options,
      stock: products.stock,
    })
    .from(products)
    .where(and(inArray(products.id, [...ids]), isNull(products.archivedAt)));
}
