/**
 * Grows a seeded shop to the bench's catalogue: `products` pieces and `blogs` posts in all, made by the same factories
 * as the demo seed and reusing the demo's photos. Run with the shop stopped (PGlite is one process's).
 * Usage: tsx bench/grow-catalogue.ts <products> <blogs>   (DATA_DIR / DATABASE_URL as for the shop)
 */
import { readConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { blogs, products } from '../apps/server/src/db/schema';
import { buildBlog, buildProduct } from '../apps/server/src/db/factories';
import { DEMO_PRODUCTS } from '../apps/server/src/db/seed/demo-products';

const [wantedProducts = 10_000, wantedBlogs = 200] = process.argv.slice(2).map(Number);
const BATCH = 500;

const handle = await openDatabase(readConfig().database);
const { db } = handle;
const demo = await db.select().from(products);
const demoBlogs = await db.select().from(blogs);
const haveProducts = await db.$count(products);
const haveBlogs = await db.$count(blogs);

const adjectives = [
  'Classic',
  'Heirloom',
  'Festive',
  'Everyday',
  'Bridal',
  'Minimal',
  'Royal',
  'Vintage',
  'Delicate',
  'Bold',
];
for (let made = haveProducts; made < wantedProducts; made += BATCH) {
  const rows = Array.from({ length: Math.min(BATCH, wantedProducts - made) }, (_, offset) => {
    const index = made + offset;
    const model = demo[index % demo.length]!;
    const name = DEMO_PRODUCTS[index % DEMO_PRODUCTS.length]!.title;
    return buildProduct({
      title: `${adjectives[index % adjectives.length]} ${name} ${index}`,
      category: model.category,
      price: 500 + ((index * 37) % 9500),
      stock: index % 50 === 0 ? 0 : 20 + (index % 30),
      description: model.description,
      material: model.material,
      images: model.images,
      createdAt: new Date(Date.now() - index * 60_000),
    });
  });
  await db.insert(products).values(rows);
}
for (let made = haveBlogs; made < wantedBlogs; made += BATCH) {
  const rows = Array.from({ length: Math.min(BATCH, wantedBlogs - made) }, (_, offset) => {
    const model = demoBlogs[(made + offset) % demoBlogs.length]!;
    return buildBlog({
      title: `${model.title} (${made + offset})`,
      // A copy of a post written in Bangla is written in Bangla too.
      lang: model.lang,
      summary: model.summary,
      excerpt: model.excerpt,
      image: model.image,
      date: new Date(Date.now() - (made + offset) * 3_600_000),
    });
  });
  await db.insert(blogs).values(rows);
}
// What autovacuum does after a bulk import: the title index takes in its pending entries, the planner learns the sizes.
await db.execute('VACUUM ANALYZE');
await handle.close();
console.log(`catalogue: ${wantedProducts} products, ${wantedBlogs} blog posts`);
