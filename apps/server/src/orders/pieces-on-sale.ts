import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { products } from '../db/schema';

/** The pieces among `ids` still in the shop, with what a quote or an order needs of each. */
export function piecesOnSale(executor: Executor, ids: readonly string[]) {
  return executor
    .select({
      id: products.id,
      title: products.title,
      titleBn: products.titleBn,
      category: products.category,
      images: products.images,
      price: products.price,
      stock: products.stock,
    })
    .from(products)
    .where(and(inArray(products.id, [...ids]), isNull(products.archivedAt)));
}
