// The bare ceiling for reads the cache cannot serve: a Fastify route that runs the same two SQL statements as the
// shop's product listing (a page of products with their variants, and how many match; a search looks in the English
// and the Bangla title) through the same driver on the same database, and JSON.stringify's the rows. No validation,
// no mapping, no hooks. PostgreSQL through postgres.js when DATABASE_URL is set, otherwise the shop's embedded
// database in DATA_DIR through PGlite (the shop must be stopped: PGlite is one process's). Tells its parent its
// address once listening.
import { resolve } from 'node:path';
import Fastify from 'fastify';

// As `variantsColumn` in apps/server/src/products/variant-rows.ts.
const VARIANTS = `coalesce((
  select json_agg(json_build_object(
    '_id', v.id, 'sku', v.sku, 'options', v.options, 'price', v.price, 'salePrice', v.sale_price, 'stock', v.stock
  ) order by v.position, v.id)
  from product_variants v where v.product_id = products.id
), '[]') as variants`;

const SORTS = {
  newest: 'created_at desc, title asc',
  'price-asc': 'price asc, title asc',
  'price-desc': 'price desc, title asc',
};

async function connect() {
  if (process.env.DATABASE_URL) {
    const { default: postgres } = await import('postgres');
    const sql = postgres(process.env.DATABASE_URL, { max: 10, onnotice: () => {} });
    // Prepared, as the shop's statements are.
    return { query: (text, params) => sql.unsafe(text, params, { prepare: true }), close: () => sql.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(resolve(process.env.DATA_DIR ?? './data', 'db'), { extensions: { pg_trgm } });
  return { query: async (text, params) => (await db.query(text, params)).rows, close: () => db.close() };
}

const db = await connect();
const app = Fastify({ logger: false });
app.get('/api/products', async (request, reply) => {
  const { q, category, sort = 'newest', page = '0', size = '20' } = request.query;
  const where = ['archived_at is null'];
  const params = [];
  if (q) {
    params.push(`%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    where.push(`(title ilike $${params.length} or title_bn ilike $${params.length})`);
  }
  if (category) {
    params.push(category);
    where.push(`category = $${params.length}`);
  }
  const limit = Number(size);
  const offset = Number(page) * limit;
  const clause = where.join(' and ');
  const [rows, [total]] = await Promise.all([
    db.query(`select products.*, ${VARIANTS} from products where ${clause} order by ${SORTS[sort] ?? SORTS.newest} limit ${limit} offset ${offset}`, params),
    db.query(`select count(*)::int as count from products where ${clause}`, params),
  ]);
  reply.type('application/json; charset=utf-8');
  return JSON.stringify({ products: rows, count: total.count });
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.(address);
process.on('SIGTERM', async () => {
  await app.close();
  await db.close();
  process.exit(0);
});
