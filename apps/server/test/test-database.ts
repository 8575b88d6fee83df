import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import postgres from 'postgres';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import * as schema from '../src/db/schema';

/**
 * A database of its own for one test file: a fresh PostgreSQL database when TEST_DATABASE_URL
 * is set (CI), otherwise an in-memory copy of the migrated PGlite template.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl);

  const dump = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return { db: drizzlePglite(client, { schema }), kind: 'pglite', close: () => client.close() };
}

async function createPostgresDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `alankar_test_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = postgres(url.toString(), { max: 5, onnotice: () => {} });
  const handle: DatabaseHandle = {
    db: drizzlePostgres(client, { schema }),
    kind: 'postgres',
    async close() {
      await client.end();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
  await migrate(handle);
  return handle;
}
