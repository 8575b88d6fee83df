/**
 * The bare ceiling for reads the cache cannot serve: a Fastify route that runs the shop's own two statements for its
 * product listing (`listing` in apps/server/src/products/catalogue-service.ts: a page of products with their variants,
 * and how many match; a search looks in the English and the Bangla title) through the driver the shop opens, as the
 * shop opens it (`openClient`, `handleFor`: searches on PostgreSQL on connections that plan each for its words), and
 * JSON.stringify's the rows. No validation, no mapping, no hooks. PostgreSQL when DATABASE_URL is set, otherwise the
 * shop's embedded database in DATA_DIR (the shop must be stopped: PGlite is one process's). Tells its parent its
 * address once listening.
 */
import Fastify from 'fastify';
import { drizzle } from 'drizzle-orm/pglite';
import type { ProductListQuery } from '@alankar/shared/catalogue-schemas';
import { readConfig } from '../apps/server/src/config';
import { handleFor, openClient } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { listing } from '../apps/server/src/products/catalogue-service';

type Run = (text: string, params: unknown[]) => Promise<unknown[]>;

/**
 * Runs a statement on the driver's own client, set up as the shop's handle sets it up: prepared on PostgreSQL, as the
 * shop's are, and searches on the connections the shop searches on.
 */
async function connect(): Promise<{ run: Run; search: Run; close: () => Promise<void> }> {
  const opened = await openClient(readConfig().database);
  const handle = await handleFor(opened);
  if (opened.kind === 'postgres') {
    const { client, searchClient } = opened;
    return {
      run: (text, params) => client.unsafe(text, params as never[], { prepare: true }),
      search: (text, params) => searchClient.unsafe(text, params as never[], { prepare: true }),
      close: () => handle.close(),
    };
  }
  const run: Run = async (text, params) => (await opened.client.query(text, params)).rows;
  return { run, search: run, close: () => handle.close() };
}

const db = await connect();
// Only writes the statements' text: the same for either driver.
const writer = drizzle.mock({ schema });
const app = Fastify({ logger: false });
app.get<{ Querystring: Record<string, string | undefined> }>('/api/products', async (request, reply) => {
  const { q, category, sort, page = '0', size = '20' } = request.query;
  const query = { q, category, sort, page: Number(page), size: Number(size) } as ProductListQuery;
  const { rows, counted } = listing(writer, query);
  const run = q ? db.search : db.run;
  const onePage = rows.toSQL();
  const howMany = counted!.toSQL();
  const [found, [count]] = await Promise.all([run(onePage.sql, onePage.params), run(howMany.sql, howMany.params)]);
  reply.type('application/json; charset=utf-8');
  return JSON.stringify({ products: found, count: (count as { value: number }).value });
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.(address);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0));
});
