import type { Category } from '@alankar/shared/catalogue';
import type { Database } from './client';
import { blogs, discountCodes, products } from './schema';
import { slugify } from '../products/slug';

export type NewProduct = typeof products.$inferInsert;

let sequence = 0;

/** A complete, valid product row; tests and the demo seed override what they care about. */
export function buildProduct(overrides: Partial<NewProduct> = {}): NewProduct {
  sequence += 1;
  const title = overrides.title ?? `Test Piece ${sequence}`;
  return {
    title,
    slug: overrides.slug ?? `${slugify(title)}-${sequence}`,
    category: 'Earrings' satisfies Category,
    price: 1000,
    stock: 5,
    description: 'A piece made for testing.',
    material: '925 sterling silver',
    images: ['/uploads/test/piece.webp'],
    ...overrides,
  };
}

export async function insertProduct(db: Database, overrides: Partial<NewProduct> = {}) {
  const [row] = await db.insert(products).values(buildProduct(overrides)).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export type NewBlog = typeof blogs.$inferInsert;

export function buildBlog(overrides: Partial<NewBlog> = {}): NewBlog {
  sequence += 1;
  return {
    title: `Test Post ${sequence}`,
    summary: 'A short summary of the post.',
    excerpt: 'The first paragraph.\n\nThe second paragraph.',
    image: '/uploads/test/post.webp',
    ...overrides,
  };
}

export async function insertBlog(db: Database, overrides: Partial<NewBlog> = {}) {
  const [row] = await db.insert(blogs).values(buildBlog(overrides)).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A discount code of Tk 100 off, under a code no other test uses. */
export async function insertDiscountCode(db: Database, overrides: Partial<typeof discountCodes.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(discountCodes)
    .values({
      code: `TEST${sequence}${Date.now().toString(36).toUpperCase()}`,
      kind: 'fixed',
      amount: 100,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
