import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: Config['database']['kind'];
  close(): Promise<void>;
}

/** PostgreSQL when a URL is configured, otherwise the embedded PGlite in DATA_DIR. */
export async function openDatabase(target: Config['database']): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const client = postgres(target.url, { max: 10, onnotice: () => {} });
    return { db: drizzle(client, { schema }), kind: 'postgres', close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  await mkdir(target.dir, { recursive: true });
  const client = await PGlite.create(target.dir);
  return { db: drizzle(client, { schema }), kind: 'pglite', close: () => client.close() };
}
