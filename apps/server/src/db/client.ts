import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { Sql, TransactionSql } from 'postgres';
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import type { Config } from '../config';
import { lockFolder } from './folder-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
/** What a repository function runs its queries on: the database, or a transaction it is part of. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /**
   * Where searches run: statements whose best plan depends on the words searched for. PostgreSQL plans a prepared
   * statement once for any values after its fifth run, and for a title search that one plan can't know whether a word
   * is rare (look it up in the title's index) or common (walk the newest pieces until a page is full): a deep page of
   * a common word took twenty times as long. On PostgreSQL these are connections of their own that plan each search
   * for its words; on PGlite, `db` itself (its statements are planned for their values every time).
   */
  searchDb: Database;
  kind: Config['database']['kind'];
  /**
   * Calls `onMessage` with each notification on `channel` (PostgreSQL NOTIFY), and `onListening` each time the
   * subscription starts: the first time, and again after a lost connection (notifications sent meanwhile are gone).
   */
  listen(channel: string, onMessage: (payload: string) => void, onListening: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// Each driver is imported only when used, so a shop on PostgreSQL never loads PGlite.

/**
 * The client as drizzle should see it: every statement prepared. drizzle asks postgres.js for unnamed statements, which
 * PostgreSQL parses and plans each time, and for which postgres.js first asks the parameters' types, a round trip of
 * its own. The shop runs the same few hundred statements over and over, so each is prepared once per connection
 * (postgres.js keeps them by their text, and prepares again should a migration change a table under one).
 */
function preparing<Client extends Sql | TransactionSql>(client: Client): Client {
  return new Proxy(client, {
    get(target, key) {
      if (key === 'unsafe') {
        return (...[text, parameters, options]: Parameters<Client['unsafe']>) =>
          target.unsafe(text, parameters, { ...options, prepare: true });
      }
      // A transaction (or a savepoint in one) hands its callback a client of its own: that one prepares too.
      if (key === 'begin' || key === 'savepoint') {
        return (...args: unknown[]) => {
          const work = args.pop() as (tx: TransactionSql) => unknown;
          const start = Reflect.get(target, key) as (...rest: unknown[]) => unknown;
          return start.call(target, ...args, (tx: TransactionSql) => work(preparing(tx)));
        };
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...rest: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The shop's connections to PostgreSQL: `max` for everything, and a few for searches (`DatabaseHandle.searchDb`). */
export async function postgresClients(url: string, max = 10): Promise<{ client: Sql; searchClient: Sql }> {
  const { default: postgres } = await import('postgres');
  return {
    client: postgres(url, { max, onnotice: () => {} }),
    searchClient: postgres(url, {
      max: Math.max(2, Math.ceil(max / 3)),
      onnotice: () => {},
      connection: { plan_cache_mode: 'force_custom_plan' },
    }),
  };
}

export async function postgresHandle(
  client: Sql,
  { searchClient = client, close }: { searchClient?: Sql; close?: () => Promise<void> } = {},
): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const db = drizzle(preparing(client), { schema });
  const endBoth = async () => {
    await Promise.all([client.end(), searchClient === client ? undefined : searchClient.end()]);
  };
  return {
    db,
    searchDb: searchClient === client ? db : drizzle(preparing(searchClient), { schema }),
    kind: 'postgres',
    // postgres.js listens on a connection of its own and subscribes again after reconnecting.
    async listen(channel, onMessage, onListening) {
      const subscription = await client.listen(channel, onMessage, onListening);
      return () => subscription.unlisten();
    },
    close: close ?? endBoth,
  };
}

// What drizzle asks PGlite to answer as text, as it came: timestamps, timestamps with time zone, intervals, dates, and
// arrays of numerics, timestamps, timestamps with time zone, intervals and dates (PostgreSQL's type ids).
const AS_RECEIVED = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

/**
 * The client as drizzle should see it: parsing as drizzle asks, told so once. drizzle passes its parsers with every
 * query, and PGlite then copies its own 318 into a new object to merge them in: about 60 µs a query, as long as a
 * short query itself takes. The client's own parsers are set to drizzle's once, and the queries go without.
 */
function parsingOnce<Client extends PGlite | PGliteTransaction>(client: Client): Client {
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') {
        return (...[text, params, options]: Parameters<PGlite['query']>) => {
          if (!options?.parsers) return target.query(text, params, options);
          const { parsers: _sameAsTheClients, ...rest } = options;
          return target.query(text, params, rest);
        };
      }
      // A transaction hands its callback a client of its own: that one goes without too.
      if (key === 'transaction' && 'transaction' in target) {
        return <T>(work: (tx: PGliteTransaction) => Promise<T>) => target.transaction((tx) => work(parsingOnce(tx)));
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...rest: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export async function pgliteHandle(
  client: PGlite,
  { close = () => client.close() }: { close?: () => Promise<void> } = {},
): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const asReceived = (value: string) => value;
  for (const type of AS_RECEIVED) client.parsers[type] = asReceived;
  const db = drizzle(parsingOnce(client), { schema });
  return {
    db,
    searchDb: db,
    kind: 'pglite',
    async listen(channel, onMessage, onListening) {
      // PGlite runs in this process: a notification arrives before the statement that sent it returns.
      const unlisten = await client.listen(channel, onMessage);
      onListening();
      return unlisten;
    },
    close,
  };
}

/** The driver's own client for a database: what the shop's handle wraps, and what the bench's bare loops use. */
export type DatabaseClient =
  { kind: 'postgres'; client: Sql; searchClient: Sql } | { kind: 'pglite'; client: PGlite; close: () => Promise<void> };

/**
 * The configured database's client, opened as the shop opens it: PostgreSQL when a URL is configured, otherwise the
 * embedded PGlite in DATA_DIR, its folder locked for this process until closed (`folder-lock.ts`).
 */
export async function openClient(target: Config['database']): Promise<DatabaseClient> {
  if (target.kind === 'postgres') return { kind: 'postgres', ...(await postgresClients(target.url)) };
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLITE_EXTENSIONS } = await import('./pglite-extensions');
  await mkdir(target.dir, { recursive: true });
  const release = lockFolder(target.dir);
  try {
    // PGlite touches every page of its buffer pool at start, so PostgreSQL's 128 MB default would all be resident;
    // a shop's catalogue and orders fit in far less, and the files stay in the kernel's page cache besides.
    const smallBuffers = ['-c', 'shared_buffers=32MB'];
    let client: PGlite;
    if (target.durable) {
      const { DurableNodeFS, durableStartParams } = await import('./durable-node-fs');
      const startParams = [...durableStartParams(PGlite.defaultStartParams), ...smallBuffers];
      client = await PGlite.create({ fs: new DurableNodeFS(target.dir), extensions: PGLITE_EXTENSIONS, startParams });
    } else {
      const startParams = [...PGlite.defaultStartParams, ...smallBuffers];
      client = await PGlite.create(target.dir, { extensions: PGLITE_EXTENSIONS, startParams });
    }
    const close = async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    };
    return { kind: 'pglite', client, close };
  } catch (error) {
    release();
    throw error;
  }
}

/** The shop's handle on the configured database (`openClient`). */
export async function openDatabase(target: Config['database']): Promise<DatabaseHandle> {
  return handleFor(await openClient(target));
}

/**
 * The shop's handle on an opened client, its driver set up as the shop's queries need it (timestamps passed as the
 * database writes them, for one). The bench's bare baselines take it too, so their clients answer as the shop's do.
 */
export async function handleFor(opened: DatabaseClient): Promise<DatabaseHandle> {
  try {
    if (opened.kind === 'postgres') return await postgresHandle(opened.client, { searchClient: opened.searchClient });
    return await pgliteHandle(opened.client, { close: opened.close });
  } catch (error) {
    await (opened.kind === 'postgres' ? Promise.all([opened.client.end(), opened.searchClient.end()]) : opened.close());
    throw error;
  }
}
