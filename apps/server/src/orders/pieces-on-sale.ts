import type { Executor } from '../db/client';
import { products, productVariants } from '../db/schema';
import { selectColumns, statement } from '../db/statements';
import type { VariantRow } from '../products/variant-rows';

const piece = selectColumns(products, 'piece', [
  'id',
  'title',
  'titleBn',
  'category',
  'images',
  'price',
  'salePrice',
  'saleStartsAt',
  'saleEndsAt',
  'options',
  'stock',
]);
const variant = selectColumns(productVariants, 'variant');

// Written once (`db/statements.ts`): every order and every quote reads it (and the bench's bare order loop).
export const PIECES_ON_SALE = `select ${piece.list}, ${variant.list}
  from "product_variants" "variant" inner join "products" "piece" on "piece"."id" = "variant"."product_id"
  where "variant"."product_id" = any($1) and "piece"."archived_at" is null
  order by "variant"."position", "variant"."id"`;

/**
 * The variants of the pieces among `ids` still in the shop, each with what a quote or an order needs of its piece
 * (`priceNow` prices them), in the order staff listed them: one statement, unstarted (for `inOrder`). `byPiece`
 * parts what it answers.
 */
export function piecesOnSale(executor: Executor, ids: readonly string[]) {
  return statement(executor, PIECES_ON_SALE, [ids], (row: Record<string, unknown>) => ({
    piece: piece.read(row),
    variant: variant.read(row),
  }));
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
