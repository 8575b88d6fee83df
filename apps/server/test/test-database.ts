import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions';
import postgres from 'postgres';
import { join } from 'node:path';
import { openDatabase, pgliteHandle, postgresClients, postgresHandle, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';

/**
 * A database of its own for one test file: a fresh PostgreSQL database when TEST_DATABASE_URL
 * is set (CI), otherwise an in-memory copy of the migrated PGlite template.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return (await createPostgresDatabase(serverUrl)).handle;

  const dump = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  return pgliteHandle(client);
}

async function createPostgresDatabase(serverUrl: string): Promise<{ handle: DatabaseHandle; url: string }> {
  const name = `alankar_test_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // As the shop connects, with fewer connections: tests run many databases at once.
  const { client, searchClient } = await postgresClients(url.toString(), 5);
  const handle = await postgresHandle(client, {
    searchClient,
    close: async () => {
      await Promise.all([client.end(), searchClient.end()]);
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  });
  await migrate(handle);
  return { handle, url: url.toString() };
}

/**
 * A migrated database that another process (a CLI, a restarted app) can open too: its settings
 * as environment variables, and a way to open it here. PGlite allows one process at a time, so
 * close what `open` gave before another process uses it.
 */
export async function createSharedTestDatabase(dataDir: string) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { handle, url } = await createPostgresDatabase(serverUrl);
    const config = { kind: 'postgres', url } as const;
    return { env: { DATABASE_URL: url }, open: () => openDatabase(config), drop: () => handle.close() };
  }
  const dir = join(dataDir, 'db');
  const dump = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  await client.close();
  const config = { kind: 'pglite', dir, durable: true } as const;
  return { env: { DATA_DIR: dataDir }, open: () => openDatabase(config), drop: async () => {} };
}
