import { and, asc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { products, productVariants } from '../db/schema';
import type { VariantRow } from '../products/variant-rows';

/**
 * The variants of the pieces among `ids` still in the shop, each with what a quote or an order needs of its piece
 * (`priceNow` prices them), in the order staff listed them: one statement, unstarted (for `inOrder`). `byPiece`
 * parts what it answers.
 */
export function piecesOnSale(executor: Executor, ids: readonly string[]) {
  return executor
    .select({
      piece: {
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
      },
      variant: getTableColumns(productVariants),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.productId, [...ids]), isNull(products.archivedAt)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

export type PieceOnSale = Awaited<ReturnType<typeof piecesOnSale>>[number]['piece'];

/** What `piecesOnSale` answered, as the pieces (each once) and their variants. */
export function byPiece(rows: Awaited<ReturnType<typeof piecesOnSale>>): {
  pieces: PieceOnSale[];
  variants: VariantRow[];
} {
  const pieces = new Map(rows.map((row) => [row.piece.id, row.piece]));
  return { pieces: [...pieces.values()], variants: rows.map((row) => row.variant) };
}
