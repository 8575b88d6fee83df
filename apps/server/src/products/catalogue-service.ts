import { and, asc, count, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_PAGE_SIZE,
  MAX_STOCK,
  type Product,
  type ProductList,
  type ProductSort,
} from '@alankar/shared/catalogue';
import type { ProductInput, ProductListQuery, ProductUpdate } from '@alankar/shared/catalogue-schemas';
import { isUuid } from '@alankar/shared/ids';
import { isPaged } from '@alankar/shared/paging';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { slugify } from './slug';
import { orderLines, products } from '../db/schema';
import { AppError } from '../errors';
import { isCheckViolation } from '../db/constraint-violation';

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
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
const SALE_ABOVE_PRICE = 'A sale price must be lower than the price';
const SALE_ENDS_FIRST = 'The sale must end after it starts';

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

export function createCatalogueService(db: Database) {
  return {
    /** Without page or size every match is returned (the spec's contract); with either, one page. */
    async listProducts(query: ProductListQuery): Promise<ProductList> {
      const where = and(
        isNull(products.archivedAt),
        query.q ? titleHolds(query.q) : undefined,
        query.category ? eq(products.category, query.category) : undefined,
      );
      const size = query.size ?? DEFAULT_PAGE_SIZE;
      const page = query.page ?? 0;

      const rows = db
        .select()
        .from(products)
        .where(where)
        .orderBy(...ORDER[query.sort ?? 'newest']);
      if (!isPaged(query)) {
        const all = await rows;
        return { products: all.map(toProduct), count: all.length };
      }
      const [found, [total]] = await Promise.all([
        rows.limit(size).offset(page * size),
        db.select({ value: count() }).from(products).where(where),
      ]);
      return { products: found.map(toProduct), count: total?.value ?? 0 };
    },

    /** A new piece; its slug is the title's, made unique with a short random tail. */
    async createProduct(input: ProductInput): Promise<Product> {
      const slug = `${slugify(input.title) || 'piece'}-${randomBytes(3).toString('hex')}`;
      const [row] = await db
        .insert(products)
        .values({ ...withSaleDates(input), slug })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toProduct(row);
    },

    async getProduct(id: string): Promise<Product | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), isNull(products.archivedAt)))
        .limit(1);
      return row ? toProduct(row) : null;
    },

    /** Changes what is sent; a stock change is added in the same statement, so orders placed meanwhile still count. */
    async updateProduct(id: string, { stockChange, ...changes }: ProductUpdate): Promise<Product> {
      if (!isUuid(id)) throw new AppError('not_found', MISSING);
      const [row] = await db
        .update(products)
        .set({
          ...withSaleDates(changes),
          ...(stockChange === undefined ? {} : { stock: sql`${products.stock} + ${stockChange}` }),
          updatedAt: new Date(),
          lastUpdated: new Date(),
        })
        .where(
          and(
            eq(products.id, id),
            isNull(products.archivedAt),
            stockChange === undefined ? undefined : gte(sql`${products.stock} + ${stockChange}`, 0),
            stockChange === undefined ? undefined : lte(sql`${products.stock} + ${stockChange}`, MAX_STOCK),
          ),
        )
        .returning()
        .catch((error: unknown) => {
          // A price lowered below the sale price kept, or a sale price raised above the price kept.
          if (isCheckViolation(error, 'products_sale_below_price')) {
            throw new AppError('invalid', SALE_ABOVE_PRICE, { salePrice: SALE_ABOVE_PRICE });
          }
          // An end kept before a start sent, or the other way round.
          if (isCheckViolation(error, 'products_sale_dates')) {
            throw new AppError('invalid', SALE_ENDS_FIRST, { saleEndsAt: SALE_ENDS_FIRST });
          }
          throw error;
        });
      if (row) return toProduct(row);
      const [current] = await db
        .select({ title: products.title, stock: products.stock })
        .from(products)
        .where(and(eq(products.id, id), isNull(products.archivedAt)));
      if (!current) throw new AppError('not_found', MISSING);
      if (current.stock + (stockChange ?? 0) > MAX_STOCK) {
        const room = MAX_STOCK - current.stock;
        throw new AppError(
          'invalid',
          `${current.title} has ${current.stock} in stock; at most ${MAX_STOCK.toLocaleString('en-US')} can be kept, so at most ${room} more can be added.`,
          { stockChange: `At most ${room} more can be added` },
        );
      }
      throw new AppError(
        'conflict',
        `Only ${current.stock} of ${current.title} are in stock, so it can't go down by ${-(stockChange ?? 0)}.`,
        {
          stockChange: `At most ${current.stock} can be taken off`,
        },
      );
    },

    /** Deletes a piece; one that is in past orders is archived instead (hidden from the shop), so those orders keep it. */
    async deleteProduct(id: string): Promise<{ archived: boolean }> {
      if (!isUuid(id)) throw new AppError('not_found', MISSING);
      return db.transaction(async (tx) => {
        // Locked first, so an order placed at this moment either lands before (and the piece is archived) or after
        // (and finds it gone): never a line pointing at a deleted piece.
        const [found] = await tx
          .select({ id: products.id })
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
        return { archived: Boolean(inOrders) };
      });
    },
  };
}
