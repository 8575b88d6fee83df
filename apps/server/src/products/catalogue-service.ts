import { and, asc, count, desc, eq, getTableColumns, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_PAGE_SIZE,
  MAX_STOCK,
  type Product,
  type ProductList,
  type Category,
  type ProductSort,
} from '@alankar/shared/catalogue';
import type { ProductVariant } from '@alankar/shared/variants';
import type { OptionValues, ProductInput, ProductListQuery, ProductUpdate } from '@alankar/shared/catalogue-schemas';
import { isUuid } from '@alankar/shared/ids';
import { isPaged } from '@alankar/shared/paging';
import type { Viewer } from '@alankar/shared/account';
import { may } from '@alankar/shared/policy';
import { randomBytes } from 'node:crypto';
import type { Database, Transaction } from '../db/client';
import { slugify } from './slug';
import { orderLines, products, productVariants } from '../db/schema';
import { lockVariants, replaceVariants, variantsColumn, type VariantRow } from './variant-rows';
import { addToPiece } from './stock';
import { AppError } from '../errors';
import { isCheckViolation } from '../db/constraint-violation';
import { pieceState, recordPieceDeleted, recordPieceEdit, recordPieceMade } from './product-audit';

type ProductRow = typeof products.$inferSelect;

/** A piece's row with its variants beside it (`variantsColumn`). */
const withItsVariants = { ...getTableColumns(products), variants: variantsColumn };

export function toProduct({ variants, ...row }: ProductRow & { variants: ProductVariant[] }): Product {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    titleBn: row.titleBn,
    category: row.category,
    price: row.price,
    salePrice: row.salePrice,
    saleStartsAt: row.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
    weightGrams: row.weightGrams,
    stock: row.stock,
    maxPrice: row.maxPrice,
    options: row.options,
    variants,
    image: row.images[0] ?? '',
    images: row.images,
    description: row.description,
    descriptionBn: row.descriptionBn,
    material: row.material,
    createdAt: row.createdAt.toISOString(),
    lastUpdated: row.lastUpdated?.toISOString() ?? null,
  };
}

const ORDER: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), asc(products.title)],
  'price-asc': [asc(products.price), asc(products.title)],
  'price-desc': [desc(products.price), asc(products.title)],
};

/** `%` and `_` in a shopper's search are meant literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Pieces whose English or Bangla title holds the search (each title has its own trigram index). */
function titleHolds(text: string): SQL | undefined {
  const pattern = containing(text);
  return or(ilike(products.title, pattern), ilike(products.titleBn, pattern));
}

const MISSING = 'This product does not exist or was removed.';
const STAFF_ONLY = 'Only the shop’s staff can change products.';
const SALE_ABOVE_PRICE = 'A sale price must be lower than the price';
const SALE_ENDS_FIRST = 'The sale must end after it starts';

/** Pieces with a variant in this size or length that is in stock. */
function inStockIn(value: string): SQL {
  // Nested, so drizzle names each column with its table (in a subquery a bare `id` could be the variant's).
  return sql`exists (${sql`select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${value} = any(${productVariants.options}) and ${productVariants.stock} > 0`})`;
}

/** A piece's answer with its variants, or null when it is not in the shop. */
async function readOne(db: Database, id: string): Promise<Product | null> {
  const [row] = await db
    .select(withItsVariants)
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)))
    .limit(1);
  return row ? toProduct(row) : null;
}

/** A piece with options has its price and stock per variant: refused for the piece as a whole. */
function refusePieceWide(changes: ProductUpdate): void {
  const wide = changes.price !== undefined || changes.stock !== undefined;
  const wideStock = changes.stockChange !== undefined && changes.variantId === undefined;
  if (wide || wideStock) {
    const message = 'This piece has a price and stock for each variant: change them there.';
    throw new AppError('invalid', message, {
      [wideStock ? 'stockChange' : changes.price !== undefined ? 'price' : 'stock']: message,
    });
  }
  if (changes.salePrice != null) {
    const message = 'A piece with options has a sale price for each variant: set it in the variants';
    throw new AppError('invalid', message, { salePrice: message });
  }
}

/** Adds `change` to a variant's stock as it is now, kept between 0 and the most the shop counts. */
async function changeStock(tx: Transaction, title: string, variant: VariantRow, change: number): Promise<void> {
  const changed = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${change}`, updatedAt: new Date() })
    .where(
      and(
        eq(productVariants.id, variant.id),
        gte(sql`${productVariants.stock} + ${change}`, 0),
        lte(sql`${productVariants.stock} + ${change}`, MAX_STOCK),
      ),
    )
    .returning({ id: productVariants.id });
  if (changed.length > 0) {
    await addToPiece(tx, variant.productId, change);
    return;
  }
  // The row is locked: its stock is as read.
  if (variant.stock + change > MAX_STOCK) {
    const room = MAX_STOCK - variant.stock;
    throw new AppError(
      'invalid',
      `${title} has ${variant.stock} in stock; at most ${MAX_STOCK.toLocaleString('en-US')} can be kept, so at most ${room} more can be added.`,
      { stockChange: `At most ${room} more can be added` },
    );
  }
  throw new AppError('conflict', `Only ${variant.stock} of ${title} are in stock, so it can't go down by ${-change}.`, {
    stockChange: `At most ${variant.stock} can be taken off`,
  });
}

/** A sale the database refused: below-price or dates in the wrong order, said beside its field. */
function saleRefused(error: unknown): never {
  // A price lowered below the sale price kept, or a sale price raised above the price kept.
  if (isCheckViolation(error, 'products_sale_below_price')) {
    throw new AppError('invalid', SALE_ABOVE_PRICE, { salePrice: SALE_ABOVE_PRICE });
  }
  // An end kept before a start sent, or the other way round.
  if (isCheckViolation(error, 'products_sale_dates')) {
    throw new AppError('invalid', SALE_ENDS_FIRST, { saleEndsAt: SALE_ENDS_FIRST });
  }
  throw error;
}

/** Fields as the table keeps them: the sale's dates as dates (the API speaks ISO strings); absent ones stay absent. */
function withSaleDates<Fields extends { saleStartsAt?: string | null; saleEndsAt?: string | null }>(fields: Fields) {
  const { saleStartsAt, saleEndsAt, ...rest } = fields;
  const date = (value: string | null) => (value ? new Date(value) : null);
  return {
    ...rest,
    ...(saleStartsAt === undefined ? {} : { saleStartsAt: date(saleStartsAt) }),
    ...(saleEndsAt === undefined ? {} : { saleEndsAt: date(saleEndsAt) }),
  };
}

/**
 * The statements of the listing on `reader`: the pieces matching `query` with their variants, one page of them when
 * a page or size is asked for, then with how many match in all. (The bench's bare route runs the same two.)
 */
export function listing(reader: Database, query: ProductListQuery) {
  const where = and(
    isNull(products.archivedAt),
    query.q ? titleHolds(query.q) : undefined,
    query.category ? eq(products.category, query.category) : undefined,
    query.optionValue ? inStockIn(query.optionValue) : undefined,
  );
  const rows = reader
    .select(withItsVariants)
    .from(products)
    .where(where)
    .orderBy(...ORDER[query.sort ?? 'newest']);
  if (!isPaged(query)) return { rows, counted: undefined };
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 0;
  return {
    rows: rows.limit(size).offset(page * size),
    counted: reader.select({ value: count() }).from(products).where(where),
  };
}

/** `searchDb` runs title searches (`DatabaseHandle.searchDb`). */
export function createCatalogueService(db: Database, searchDb: Database = db) {
  return {
    /** Without page or size every match is returned (the spec's contract); with either, one page. */
    async listProducts(query: ProductListQuery): Promise<ProductList> {
      const { rows, counted } = listing(query.q ? searchDb : db, query);
      if (!counted) {
        const all = await rows;
        return { products: all.map(toProduct), count: all.length };
      }
      const [found, [total]] = await Promise.all([rows, counted]);
      return { products: found.map(toProduct), count: total?.value ?? 0 };
    },

    /**
     * A new piece; its slug is the title's, made unique with a short random tail. Without options the database makes
     * its one variant from its price and stock; with options, its variants are added and sum up into them.
     */
    async createProduct(viewer: Viewer, { variants, ...input }: ProductInput): Promise<Product> {
      if (!may(viewer, 'product.write')) throw new AppError('forbidden', STAFF_ONLY);
      const slug = `${slugify(input.title) || 'piece'}-${randomBytes(3).toString('hex')}`;
      const id = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(products)
            .values({
              ...withSaleDates(input),
              // With sizes, the database sets them from the variants below.
              price: input.price ?? variants?.[0]?.price ?? 0,
              stock: input.stock ?? variants?.[0]?.stock ?? 0,
              options: input.options,
              slug,
            })
            .returning({ id: products.id });
          if (!row) throw new Error('insert returned no row');
          if (input.options.length > 0 && variants) await replaceVariants(tx, row.id, [], variants);
          else if (variants?.[0]) {
            // A piece without options given as its one variant (its SKU, price and stock).
            const [only] = await lockVariants(tx, row.id);
            if (only) await replaceVariants(tx, row.id, [only], [{ ...variants[0], _id: only.id }]);
          }
          await recordPieceMade(tx, viewer, await pieceState(tx, row.id));
          return row.id;
        })
        .catch(saleRefused);
      return (await readOne(db, id))!;
    },

    async optionValues(category?: Category): Promise<OptionValues> {
      const rows = await db
        .select({ options: products.options })
        .from(products)
        .where(
          and(
            isNull(products.archivedAt),
            sql`jsonb_array_length(${products.options}) > 0`,
            category ? eq(products.category, category) : undefined,
          ),
        )
        .orderBy(asc(products.createdAt));
      const byName = new Map<string, OptionValues[number]>();
      for (const option of rows.flatMap((row) => row.options)) {
        const kept = byName.get(option.name);
        if (kept) kept.values = [...new Set([...kept.values, ...option.values])];
        else byName.set(option.name, { name: option.name, nameBn: option.nameBn, values: [...option.values] });
      }
      return [...byName.values()];
    },

    async getProduct(id: string): Promise<Product | null> {
      if (!isUuid(id)) return null;
      return readOne(db, id);
    },

    /**
     * Changes what is sent. A piece's price and stock are its variants': sent for a piece sold one way, they change its
     * one variant; a piece with options changes them per variant (`variants`, or `variantId` with `stockChange`). A
     * stock change is added to the stock as it is then, so orders placed meanwhile still count.
     */
    async updateProduct(viewer: Viewer, id: string, changes: ProductUpdate): Promise<Product> {
      if (!may(viewer, 'product.write')) throw new AppError('forbidden', STAFF_ONLY);
      if (!isUuid(id)) throw new AppError('not_found', MISSING);
      const { stockChange, variantId, variants, price, stock, ...fields } = changes;
      await db
        .transaction(async (tx) => {
          // Variants first, then the piece: the order an order takes them in.
          const current = await lockVariants(tx, id);
          const [piece] = await tx
            .select()
            .from(products)
            .where(and(eq(products.id, id), isNull(products.archivedAt)))
            .for('update');
          if (!piece) throw new AppError('not_found', MISSING);
          const options = fields.options ?? piece.options;
          if (options.length > 0) refusePieceWide(changes);
          // The piece first, its price with its sale price (the database checks one against the other), then its
          // variants, which it sums up.
          await tx
            .update(products)
            .set({
              ...withSaleDates(fields),
              // Sold one way, its price is its one variant's: set with its sale price, which must stay below it.
              ...(options.length === 0 && (price ?? variants?.[0]?.price) !== undefined
                ? { price: price ?? variants?.[0]?.price }
                : {}),
              // A piece with options has a price per variant, not one sale price.
              ...(options.length > 0 ? { salePrice: null } : {}),
              updatedAt: new Date(),
              lastUpdated: new Date(),
            })
            .where(eq(products.id, id));
          // Sold one way, the piece's own sale price is the one that counts: a size's from before is dropped.
          if (variants) {
            const sent = options.length === 0 ? variants.map((variant) => ({ ...variant, salePrice: null })) : variants;
            await replaceVariants(tx, id, current, sent);
          } else if (options.length === 0 && (price !== undefined || stock !== undefined)) {
            const [only] = current;
            // Its price always set, so the database sums the piece up again.
            if (only) {
              await tx
                .update(productVariants)
                .set({ price: price ?? only.price, stock: stock ?? only.stock, updatedAt: new Date() })
                .where(eq(productVariants.id, only.id));
            }
          }
          if (stockChange !== undefined) {
            const target = variantId ? current.find((variant) => variant.id === variantId) : current[0];
            if (!target) throw new AppError('not_found', 'This variant is not one of this piece’s.');
            await changeStock(tx, piece.title, target, stockChange);
          }
          await recordPieceEdit(tx, viewer, { piece, variants: current }, await pieceState(tx, id));
        })
        .catch(saleRefused);
      return (await readOne(db, id))!;
    },

    /** Deletes a piece; one that is in past orders is archived instead (hidden from the shop), so those orders keep it. */
    async deleteProduct(viewer: Viewer, id: string): Promise<{ archived: boolean }> {
      if (!may(viewer, 'product.write')) throw new AppError('forbidden', STAFF_ONLY);
      if (!isUuid(id)) throw new AppError('not_found', MISSING);
      return db.transaction(async (tx) => {
        // Locked first (its variants, then itself, as orders take them), so an order placed at this moment either lands
        // before (and the piece is archived) or after (and finds it gone): never a line pointing at a deleted piece.
        const variants = await lockVariants(tx, id);
        const [found] = await tx
          .select()
          .from(products)
          .where(and(eq(products.id, id), isNull(products.archivedAt)))
          .for('update');
        if (!found) throw new AppError('not_found', MISSING);
        const [inOrders] = await tx
          .select({ id: orderLines.id })
          .from(orderLines)
          .where(eq(orderLines.productId, id))
          .limit(1);
        const gone = inOrders
          ? await tx
              .update(products)
              .set({ archivedAt: new Date(), updatedAt: new Date() })
              .where(and(eq(products.id, id), isNull(products.archivedAt)))
              .returning({ id: products.id })
          : await tx
              .delete(products)
              .where(and(eq(products.id, id), isNull(products.archivedAt)))
              .returning({ id: products.id });
        if (gone.length === 0) throw new AppError('not_found', MISSING);
        await recordPieceDeleted(tx, viewer, { piece: found, variants }, Boolean(inOrders));
        return { archived: Boolean(inOrders) };
      });
    },
  };
}
