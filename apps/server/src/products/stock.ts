import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { products, productVariants } from '../db/schema';
import { encode, statement } from '../db/statements';

/** Pieces of one variant, taken by an order or given back. */
export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/** The same piece on several lines counts once per piece. */
function perPiece(lines: readonly StockLine[]): [string, number][] {
  const pieces = new Map<string, number>();
  for (const line of lines) pieces.set(line.productId, (pieces.get(line.productId) ?? 0) + line.quantity);
  return [...pieces].sort(([a], [b]) => byId(a, b));
}

/** Ids compared as the database orders them (lower-case hex uuids: plain code-unit order). */
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byVariant = (lines: readonly StockLine[]) => [...lines].sort((a, b) => byId(a.variantId, b.variantId));

// Written once (`db/statements.ts`): they run on every order (and in the bench's bare order loop).
export const TAKE_FROM_VARIANT =
  'update "product_variants" set "stock" = "stock" - $1, "updated_at" = $2 ' +
  'where "id" = $3 and "stock" >= $1 returning "id"';
// Conditional too: when a size was short its piece may be as well, and the order is refused, not crashed.
export const TAKE_FROM_PIECE =
  'update "products" set "stock" = "stock" - $1, "updated_at" = $2 ' +
  'where "id" = $3 and "archived_at" is null and "stock" >= $1 returning "id"';

/**
 * The statements that take an order's pieces, unstarted (for `inOrder`): each variant's stock by a conditional
 * decrement (two buyers never both get the last ring in size 7; one that finds too few returns no row), then each
 * piece's stock, which sums its variants' (one archived meanwhile, or short because a size was, returns no row). Variants first, then
 * pieces, each in id order: every writer of stock locks them so, and none waits on another in a circle.
 */
export function takeStock(executor: Executor, lines: readonly StockLine[], now: Date) {
  const at = encode(productVariants.updatedAt, now);
  const variants = byVariant(lines).map((line) =>
    statement<{ id: string }>(executor, TAKE_FROM_VARIANT, [line.quantity, at, line.variantId]),
  );
  const pieces = perPiece(lines).map(([productId, quantity]) =>
    statement<{ id: string }>(executor, TAKE_FROM_PIECE, [quantity, at, productId]),
  );
  return { variants, pieces };
}

/**
 * Gives pieces back to their variants' stock and their pieces' (a cancelled order, a parcel taken back). A variant
 * staff removed meanwhile takes nothing back, and neither does its piece, so a piece's stock stays its variants' sum.
 */
export async function giveBackStock(executor: Executor, lines: readonly StockLine[]): Promise<void> {
  const now = new Date();
  const back: StockLine[] = [];
  for (const line of byVariant(lines)) {
    const found = await executor
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, updatedAt: now })
      .where(eq(productVariants.id, line.variantId))
      .returning({ id: productVariants.id });
    if (found.length > 0) back.push(line);
  }
  for (const [productId, quantity] of perPiece(back)) {
    await addToPiece(executor, productId, quantity, now);
  }
}

/** A piece's own count of its variants' stock, changed with theirs. */
export function addToPiece(executor: Executor, productId: string, change: number, now = new Date()) {
  return executor
    .update(products)
    .set({ stock: sql`${products.stock} + ${change}`, updatedAt: now })
    .where(eq(products.id, productId));
}

/** An order's lines as stock to give back: a line whose variant staff removed since has nowhere to go back to. */
export function stockLinesOf(
  lines: readonly { productId: string; variantId: string | null; quantity: number }[],
): StockLine[] {
  return lines.flatMap((line) =>
    line.variantId ? [{ productId: line.productId, variantId: line.variantId, quantity: line.quantity }] : [],
  );
}
