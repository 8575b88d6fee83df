import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { Config } from '../config';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
/** What a repository function runs its queries on: the database, or a transaction it is part of. */
export type Executor = Database | Transaction;

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
  const { PGLITE_EXTENSIONS } = await import('./pglite-extensions');
  const client = await PGlite.create(target.dir, { extensions: PGLITE_EXTENSIONS });
  return { db: drizzle(client, { schema }), kind: 'pglite', close: () => client.close() };
}
