import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, type Product, type ProductList, type ProductSort } from '@alankar/shared/catalogue';
import type { ProductInput, ProductListQuery } from '@alankar/shared/catalogue-schemas';
import { isUuid } from '@alankar/shared/ids';
import { isPaged } from '@alankar/shared/paging';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { slugify } from './slug';
import { products } from '../db/schema';

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    price: row.price,
    stock: row.stock,
    image: row.images[0] ?? '',
    images: row.images,
    description: row.description,
    material: row.material,
    createdAt: row.createdAt.toISOString(),
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

export function createCatalogueService(db: Database) {
  return {
    /** Without page or size every match is returned (the spec's contract); with either, one page. */
    async listProducts(query: ProductListQuery): Promise<ProductList> {
      const where = and(
        query.q ? ilike(products.title, containing(query.q)) : undefined,
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
        .values({ ...input, slug })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toProduct(row);
    },

    async getProduct(id: string): Promise<Product | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return row ? toProduct(row) : null;
    },
  };
}
