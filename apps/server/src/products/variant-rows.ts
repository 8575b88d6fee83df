import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ProductVariantInput } from '@alankar/shared/catalogue-schemas';
import { combinationKey, type ProductVariant } from '@alankar/shared/variants';
import type { Executor, Transaction } from '../db/client';
import { products, productVariants } from '../db/schema';
import { isCheckViolation, isUniqueViolation } from '../db/constraint-violation';
import { AppError } from '../errors';

export type VariantRow = typeof productVariants.$inferSelect;

/**
 * A piece's variants as a column of its own row, as the API answers them and in the order staff listed them: a page
 * of pieces and their variants is one statement, not two. (The piece's id is named with its table: drizzle names a
 * lone table's columns bare, which inside this subquery would mean the variant's.)
 */
export const variantsColumn = sql<ProductVariant[]>`coalesce((
  select json_agg(json_build_object(
    '_id', ${productVariants.id}, 'sku', ${productVariants.sku}, 'options', ${productVariants.options},
    'price', ${productVariants.price}, 'salePrice', ${productVariants.salePrice}, 'stock', ${productVariants.stock}
  ) order by ${productVariants.position}, ${productVariants.id})
  from ${productVariants} where ${productVariants.productId} = ${products}.id
), '[]')`;

/** The variants of these pieces, in the order staff listed them. */
export function variantsOf(executor: Executor, productIds: readonly string[]) {
  return executor
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

/**
 * A piece's variants locked, in id order: stock is always locked variants first (in id order), then pieces, so a
 * staff edit and an order never wait on each other.
 */
export function lockVariants(tx: Transaction, productId: string) {
  return tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for('update');
}

const SKU_TAKEN = 'Another variant already has this SKU';
const SALE_ABOVE_PRICE = 'A sale price must be lower than the price';

/**
 * Makes a piece's variants `wanted`, in the caller's transaction: those naming one of its variants' ids are changed,
 * the others added, and its variants left out removed (orders keep what they bought: their lines keep its title).
 * The database sums them up into the piece's price and stock.
 */
export async function replaceVariants(
  tx: Transaction,
  productId: string,
  current: readonly VariantRow[],
  sent: readonly ProductVariantInput[],
): Promise<void> {
  const ids = new Set(current.map((variant) => variant.id));
  sent.forEach((variant, index) => {
    if (variant._id && !ids.has(variant._id)) {
      const message = 'This variant is not one of this piece’s';
      throw new AppError('invalid', message, { [`variants.${index}._id`]: message });
    }
  });
  // A piece sold one way that now comes in sizes keeps its variant as its first size, so its open orders can still
  // give their pieces back to it.
  const [only] = current;
  const wanted =
    current.length === 1 && only && only.options.length === 0 && sent.every((variant) => !variant._id)
      ? sent.map((variant, index) => (index === 0 ? { ...variant, _id: only.id } : variant))
      : sent;
  const kept = wanted.flatMap((variant) => (variant._id ? [variant._id] : []));
  await tx
    .delete(productVariants)
    .where(
      and(eq(productVariants.productId, productId), kept.length > 0 ? notInArray(productVariants.id, kept) : undefined),
    );
  // Combinations and SKUs are unique: the kept ones' are cleared first, so two variants may swap them.
  for (const id of kept) {
    await tx
      .update(productVariants)
      .set({ combination: `moving ${id}`, sku: null })
      .where(eq(productVariants.id, id));
  }
  for (const [position, variant] of wanted.entries()) {
    const values = {
      sku: variant.sku,
      options: variant.options,
      combination: combinationKey(variant.options),
      price: variant.price,
      // A kept variant sent without one keeps its sale price.
      ...(variant.salePrice === undefined ? {} : { salePrice: variant.salePrice }),
      position,
      updatedAt: new Date(),
    };
    const write = variant._id
      ? tx
          .update(productVariants)
          // A kept variant sent without its stock keeps it (orders placed meanwhile still count).
          .set({ ...values, ...(variant.stock === undefined ? {} : { stock: variant.stock }) })
          .where(eq(productVariants.id, variant._id))
      : tx.insert(productVariants).values({ ...values, stock: variant.stock ?? 0, productId });
    await write.catch((error: unknown) => {
      if (isUniqueViolation(error, 'product_variants_sku_unique')) {
        throw new AppError('conflict', SKU_TAKEN, { [`variants.${position}.sku`]: SKU_TAKEN });
      }
      if (isCheckViolation(error, 'product_variants_sale_below_price')) {
        throw new AppError('invalid', SALE_ABOVE_PRICE, { [`variants.${position}.salePrice`]: SALE_ABOVE_PRICE });
      }
      throw error;
    });
  }
}
