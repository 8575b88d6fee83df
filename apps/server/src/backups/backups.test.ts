import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import sharp from 'sharp';
import S3rver from 's3rver';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import tar from 'tar-stream';
import type { DashboardSummary } from '@alankar/shared/dashboard-schemas';
import type { Order, OrderList } from '@alankar/shared/order-schemas';
import { buildApp } from '../app';
import { readConfig, type Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { pendingMigrations } from '../db/migrate';
import { accounts, orderLines, orders, products, productVariants, sessions, shopSettings, users } from '../db/schema';
import { createSharedTestDatabase } from '../../test/test-database';
import { visitor } from '../../test/browser-like';
import { placeOrderFor, signedUpShopper, type Shopper } from '../../test/shopper';
import { readArchive, writeArchive, digestOf } from './backup-archive';
import { backUp } from './backup-command';
import { recordBackupTry, type BackupStatus } from './backup-status';
import { createBackupService } from './backup-service';
import { lastNightlyTime, nightlyBackupDue } from './nightly-schedule';
import { writePgDump } from './pg-dump';
import { restoreBackup } from './restore-backup';
import { s3ClientFor } from '../uploads/s3-image-store';
import type { BackupManifest } from './backup-format';

const STAFF = { email: 'backups-owner@alankar.test', password: 'backups-owner-password' };
const BUCKET = 'alankar-images';
const ROOT = new URL('../../../../', import.meta.url).pathname;

// PostgreSQL: the CI's server, else one answering on this machine. With TEST_DATABASE_URL set, a server that does not
// answer fails the tests rather than skipping them.
const POSTGRES_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
async function postgresAnswers(): Promise<boolean> {
  if (process.env.TEST_DATABASE_URL) return true;
  const probe = postgres(POSTGRES_SERVER, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await probe`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await probe.end({ timeout: 1 });
  }
}
const withPostgres = await postgresAnswers();
const postgresCase = withPostgres ? it : it.skip;
const noPostgres = withPostgres
  ? ''
  : ' (skipped: TEST_DATABASE_URL is unset and no PostgreSQL answers on 127.0.0.1:5432)';

const folders: string[] = [];
async function freshFolder(name: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), `alankar-${name}-`));
  folders.push(folder);
  return folder;
}

const testEnv = { LOG_LEVEL: 'silent', NODE_ENV: 'test', BACKUP_AT: 'off' } as const;

/** A fresh, empty PostgreSQL database, dropped after the file. */
const createdDatabases: string[] = [];
async function freshPostgresDatabase(): Promise<string> {
  const name = `alankar_restore_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(POSTGRES_SERVER, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  createdDatabases.push(name);
  const url = new URL(POSTGRES_SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The rows the shop cannot lose, each table's sorted the same way whatever order the database keeps them in. */
async function shopRows(db: Database) {
  const tables = { orders, orderLines, users, sessions, accounts, shopSettings, products, productVariants };
  const rows = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const all: unknown[] = await db.select().from(table);
      return [name, all.map((row) => JSON.stringify(row)).sort()] as const;
    }),
  );
  return Object.fromEntries(rows);
}

let dataDir: string;
let drop: () => Promise<void>;
let database: DatabaseHandle;
let app: FastifyInstance;
let config: Config;
let staff: ReturnType<typeof visitor>;
let customer: Shopper;
let piece: { _id: string; image: string };
let placed: Order[];
let backupFile: string;

async function uploadPhoto(): Promise<string> {
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#B08D57' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)]), 'Gold Kada.jpg');
  const request = new Request('http://localhost/api/uploads', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      origin: 'http://localhost:3000',
      cookie: [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ url: string }>().url;
}

/** A shop started on a restored DATA_DIR (and database), as `npm start` would. */
async function startRestored(env: Record<string, string>): Promise<FastifyInstance> {
  const restored = await buildApp({ config: readConfig({ ...testEnv, ...env }), mailer: { send: async () => {} } });
  await restored.ready();
  return restored;
}

/** The restored shop holds what the original held, serves its images, and knows its customers' sessions. */
async function expectSameShop(restored: FastifyInstance) {
  expect(await pendingMigrations(restored.database)).toBe(0);
  expect(await shopRows(restored.database.db)).toEqual(await shopRows(database.db));

  const original = await app.inject(piece.image);
  const copy = await restored.inject(piece.image);
  expect(copy.statusCode).toBe(200);
  expect(copy.rawPayload.equals(original.rawPayload)).toBe(true);

  const returning = visitor(restored, { ip: '198.51.100.90' });
  for (const [name, value] of customer.cookies) returning.cookies.set(name, value);
  expect((await returning.get('/api/me')).json()).toMatchObject({ email: customer.email });
  const theirOrders = (await returning.get('/api/orders')).json<OrderList>().orders;
  expect(theirOrders.map((order) => order.number).sort()).toEqual(placed.map((order) => order.number).sort());
  expect((await restored.inject('/api/settings')).json()).toEqual((await app.inject('/api/settings')).json());
}

beforeAll(async () => {
  dataDir = await freshFolder('backups-shop');
  const shared = await createSharedTestDatabase(dataDir);
  drop = shared.drop;
  database = await shared.open();
  config = readConfig({
    ...testEnv,
    ...shared.env,
    DATA_DIR: dataDir,
    AUTH_IP_LIMIT_PER_MINUTE: '100000',
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    ORDERS_PER_DAY: '1000',
  });
  app = await buildApp({ config, database, mailer: { send: async () => {} }, jobs: 'manual' });
  // Listening, as `npm start` does: `npm run backup` asks a shop on the embedded database for its backup.
  await app.listen({ port: 0, host: '127.0.0.1' });

  staff = visitor(app, { ip: '198.51.100.80' });
  expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
  const settings = await app.services.settings.get();
  const saved = await staff.put('/api/settings', {
    ...settings,
    displayName: 'Alankar Backed Up',
    freeShippingAbove: 4500,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const image = await uploadPhoto();
  const added = await staff.post('/api/products', {
    title: 'Gold Kada',
    category: 'Bracelets',
    price: 3200,
    stock: 6,
    description: 'A plain kada, polished by hand.',
    material: 'Gold-plated brass',
    images: [image],
  });
  expect(added.statusCode, added.body).toBe(201);
  piece = { _id: added.json<{ insertedId: string }>().insertedId, image };

  customer = await signedUpShopper(app, 'Farhana Kabir');
  const kada = await customer.post('/api/orders', {
    items: [{ _id: piece._id, quantity: 2 }],
    shippingAddress: {
      name: customer.name,
      customerEmail: customer.email,
      number: '01711223344',
      address: 'House 7, Road 11, Dhanmondi',
      district: 'dhaka',
      area: 'dhaka-dhanmondi',
    },
    paymentMethod: 'cash-on-delivery',
  });
  expect(kada.statusCode, kada.body).toBe(201);
  placed = [
    kada.json<{ order: Order }>().order,
    (await placeOrderFor(customer, database.db, 'cash-on-delivery')).order,
    (await placeOrderFor(customer, database.db, 'cash-on-delivery', { price: 780 })).order,
  ];
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
  if (createdDatabases.length > 0) {
    const admin = postgres(POSTGRES_SERVER, { max: 1, onnotice: () => {} });
    for (const name of createdDatabases) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it('writes one file to BACKUP_DIR: its manifest, the data, the images and the secret, each with its checksum', async () => {
    const said = await backUp(config);
    expect(said).toMatch(
      config.database.kind === 'pglite'
        ? /^The running shop backed up the embedded database \(\d+ images\) to .+alankar-\d{4}-\d\d-\d\dT\d{4}\.tar\.gz \(.+\)\.$/
        : /^Backed up the PostgreSQL database \(\d+ images\) to .+alankar-\d{4}-\d\d-\d\dT\d{4}\.tar\.gz \(.+\)\.$/,
    );
    const [name, ...others] = (await readdir(config.backups.dir)).filter((file) => file.endsWith('.tar.gz'));
    expect(others).toEqual([]);
    backupFile = join(config.backups.dir, name!);
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);

    const unpacked = await freshFolder('unpacked');
    const manifest = await readArchive(backupFile, unpacked);
    expect(manifest).toMatchObject({
      format: 'alankar-backup',
      version: 1,
      database: { kind: config.database.kind, migrations: expect.any(Number) },
    });
    const paths = manifest.entries.map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining(['database.sql', 'auth-secret', piece.image.replace(/^\/uploads\//, 'uploads/')]),
    );
    expect(manifest.entries.find((entry) => entry.path === 'database.sql')).toEqual({
      path: 'database.sql',
      ...(await digestOf(join(unpacked, 'database.sql'))),
    });
    // Plain SQL that both kinds of database run: no psql commands in it.
    expect(await readFile(join(unpacked, 'database.sql'), 'utf8')).not.toMatch(/^\\/m);
  });

  it('is shown on the dashboard, with a warning when the last try failed or the newest backup is over two days old', async () => {
    const summary = async () => (await staff.get('/api/dashboard/summary')).json<DashboardSummary>().backups;
    const taken = await summary();
    expect(taken).toEqual({
      last: { at: expect.any(String), file: join(backupFile).split('/').pop(), size: (await stat(backupFile)).size },
      failure: null,
      warning: null,
      nightlyAt: null,
    });

    const failedAt = new Date();
    await recordBackupTry(config.backups.dir, failedAt, { error: 'pg_dump is not on the PATH' });
    expect(await summary()).toEqual({
      ...taken,
      failure: { at: failedAt.toISOString(), error: 'pg_dump is not on the PATH' },
      warning: 'failed',
    });

    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60_000);
    await recordBackupTry(config.backups.dir, threeDaysAgo, { written: { file: 'alankar-old.tar.gz', size: 2048 } });
    expect(await summary()).toMatchObject({ last: { file: 'alankar-old.tar.gz', size: 2048 }, warning: 'old' });

    await rm(join(config.backups.dir, 'last-backup.json'));
    expect(await summary()).toEqual({ last: null, failure: null, warning: null, nightlyAt: null });
  });

  it('says clearly when pg_dump is not on the PATH', async () => {
    const path = process.env.PATH;
    process.env.PATH = await freshFolder('empty-path');
    try {
      await expect(
        writePgDump('postgres://shop:secret@127.0.0.1:5432/alankar', join(dataDir, 'never.sql')),
      ).rejects.toThrow('pg_dump is not on the PATH: install the PostgreSQL client tools');
    } finally {
      process.env.PATH = path;
    }
  });
});

describe('npm run restore', () => {
  let embedded: string;
  let intoPostgres: string;

  it('restores into a fresh folder: the shop starts on it with the same orders, users, sessions, settings, products and images', async () => {
    embedded = await freshFolder('restored');
    const restored = await restoreBackup(backupFile, readConfig({ ...testEnv, DATA_DIR: embedded }));
    expect(restored.images).toBeGreaterThan(0);
    const shop = await startRestored({ DATA_DIR: embedded });
    try {
      expect(shop.database.kind).toBe('pglite');
      await expectSameShop(shop);
    } finally {
      await shop.close();
    }
  });

  postgresCase(`restores into a fresh PostgreSQL database, the same shop${noPostgres}`, async () => {
    intoPostgres = await freshPostgresDatabase();
    const folder = await freshFolder('restored-pg');
    await restoreBackup(backupFile, readConfig({ ...testEnv, DATA_DIR: folder, DATABASE_URL: intoPostgres }));
    const shop = await startRestored({ DATA_DIR: folder, DATABASE_URL: intoPostgres });
    try {
      expect(shop.database.kind).toBe('postgres');
      await expectSameShop(shop);
    } finally {
      await shop.close();
    }
  });

  it('refuses a truncated file, a foreign one or a damaged one, and changes nothing', async () => {
    const target = await freshFolder('untouched');
    const targetConfig = readConfig({ ...testEnv, DATA_DIR: target });
    const refused = (file: string) => restoreBackup(file, targetConfig);

    const cut = join(target, 'cut.tar.gz');
    await copyFile(backupFile, cut);
    await truncate(cut, Math.floor((await stat(cut)).size / 2));
    await expect(refused(cut)).rejects.toThrow(`${cut} is incomplete: it ends early`);

    const text = join(target, 'notes.txt');
    await writeFile(text, 'Order 100245: two kadas for Farhana.\n');
    await expect(refused(text)).rejects.toThrow(
      `${text} is not a backup of this shop (it is not a compressed tar file).`,
    );

    const foreign = join(target, 'photos.tar.gz');
    const pack = tar.pack();
    pack.entry({ name: 'photos/kada.txt' }, 'not a backup');
    pack.finalize();
    await pipeline(pack, createGzip(), createWriteStream(foreign));
    await expect(refused(foreign)).rejects.toThrow(
      `${foreign} is not a backup of this shop: it does not start with its manifest.`,
    );

    const unpacked = await freshFolder('tampered');
    const manifest = await readArchive(backupFile, unpacked);
    await writeFile(join(unpacked, 'database.sql'), 'DELETE FROM public.orders;\n');
    const tampered = join(target, 'tampered.tar.gz');
    await writeArchive(
      tampered,
      {
        ...manifest,
        entries: manifest.entries.map((entry) =>
          entry.path === 'database.sql' ? { ...entry, size: 'DELETE FROM public.orders;\n'.length } : entry,
        ),
      } satisfies BackupManifest,
      new Map(manifest.entries.map((entry) => [entry.path, join(unpacked, entry.path)])),
    );
    await expect(refused(tampered)).rejects.toThrow(
      `${tampered} is damaged: database.sql does not match its checksum.`,
    );

    await expect(refused(join(target, 'missing.tar.gz'))).rejects.toThrow('There is no file');
    expect((await readdir(target)).sort()).toEqual(['cut.tar.gz', 'notes.txt', 'photos.tar.gz', 'tampered.tar.gz']);
  });

  it('refuses a database that is not empty unless told --force, and never one a running shop uses', async () => {
    const into = readConfig({ ...testEnv, DATA_DIR: embedded });
    await expect(restoreBackup(backupFile, into)).rejects.toThrow(
      `${join(embedded, 'db')} already holds a database. Restore into an empty DATA_DIR, or add --force`,
    );
    const forced = await restoreBackup(backupFile, into, { force: true });
    expect(forced.keptAside).toMatch(/db\.before-restore-/);
    expect(existsSync(join(forced.keptAside!, 'PG_VERSION'))).toBe(true);

    if (config.database.kind === 'pglite') {
      await expect(restoreBackup(backupFile, config, { force: true })).rejects.toThrow(
        `The shop is running on ${dataDir}: stop it first, then restore.`,
      );
    }
    if (intoPostgres) {
      const pg = readConfig({ ...testEnv, DATA_DIR: await freshFolder('again'), DATABASE_URL: intoPostgres });
      await expect(restoreBackup(backupFile, pg)).rejects.toThrow(
        'The database in DATABASE_URL already has tables. Restore into an empty database, or add --force',
      );
      await restoreBackup(backupFile, pg, { force: true });
    }
  });

  it('answers with exit code 1 and the reason when the file is not a backup', async () => {
    const text = join(await freshFolder('cli'), 'notes.txt');
    await writeFile(text, 'hello');
    const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/backups/restore-cli.ts', text], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: await freshFolder('cli-data'), DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.stderr.trim()).toBe(`${text} is not a backup of this shop (it is not a compressed tar file).`);
    expect(run.status).toBe(1);
  });
});

describe('the nightly backup', () => {
  // 03:00 in Dhaka is 21:00 UTC the day before.
  const dhaka = (local: string) => new Date(`${local}+06:00`);

  it('falls due once BACKUP_AT has passed in Dhaka since the newest backup, and never when off', () => {
    expect(lastNightlyTime(dhaka('2026-11-26T03:30'), '03:00')).toEqual(new Date('2026-11-25T21:00:00Z'));
    expect(lastNightlyTime(dhaka('2026-11-26T02:59'), '03:00')).toEqual(new Date('2026-11-24T21:00:00Z'));
    expect(lastNightlyTime(dhaka('2026-11-26T00:10'), '23:45')).toEqual(dhaka('2026-11-25T23:45'));

    const backup = (at: string) => ({ lastBackup: { at: dhaka(at).toISOString(), file: 'b.tar.gz', size: 1 } });
    const failed = (at: string) => ({ at: dhaka(at).toISOString(), error: 'S3 did not answer' });
    const due = (now: string, status: BackupStatus, at: string | null = '03:00') =>
      nightlyBackupDue(dhaka(now), at, status, dhaka('2026-11-20T12:00'));
    // The first backup is the first night the shop lives through, not its start.
    expect(due('2026-11-20T12:05', {})).toBe(false);
    expect(due('2026-11-21T03:04', {})).toBe(true);
    expect(due('2026-11-26T03:04', backup('2026-11-25T03:02'))).toBe(true);
    expect(due('2026-11-26T02:55', backup('2026-11-25T03:02'))).toBe(false);
    expect(due('2026-11-26T18:00', backup('2026-11-26T03:01'))).toBe(false);
    // The shop was down at 03:00: the night is made up when it comes back.
    expect(due('2026-11-26T10:00', backup('2026-11-25T03:01'))).toBe(true);
    // A failed try is tried again after an hour, until one works.
    const afterFailure = { ...backup('2026-11-25T03:01'), lastTry: failed('2026-11-26T03:01') };
    expect(due('2026-11-26T03:30', afterFailure)).toBe(false);
    expect(due('2026-11-26T04:02', afterFailure)).toBe(true);
    expect(due('2026-11-21T03:30', { lastTry: failed('2026-11-21T03:01') })).toBe(false);
    expect(due('2026-11-21T04:30', { lastTry: failed('2026-11-21T03:01') })).toBe(true);
    expect(due('2026-11-26T03:04', {}, null)).toBe(false);
  });

  it('takes one backup a night and keeps the newest BACKUP_KEEP', async () => {
    let now = dhaka('2026-11-19T22:00');
    const nightly = { ...config, backups: { dir: await freshFolder('nightly'), at: '03:00', keep: 2 } };
    const backups = createBackupService({ config: nightly, database, log: { info: () => {} }, now: () => now });
    const files = async () => (await readdir(nightly.backups.dir)).filter((name) => name.endsWith('.tar.gz')).sort();

    await backups.nightly();
    expect(await files()).toEqual([]);
    now = dhaka('2026-11-20T03:04');
    await backups.nightly();
    now = dhaka('2026-11-20T03:09');
    await backups.nightly();
    expect(await files()).toEqual(['alankar-2026-11-20T0304.tar.gz']);

    for (const day of ['21', '22', '23']) {
      now = dhaka(`2026-11-${day}T03:02`);
      await backups.nightly();
    }
    expect(await files()).toEqual(['alankar-2026-11-22T0302.tar.gz', 'alankar-2026-11-23T0302.tar.gz']);
  });

  it('copies each backup to the bucket under backups/ when S3 is configured, keeping the newest there too', async () => {
    const directory = await freshFolder('s3');
    const server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory,
      silent: true,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await server.run();
    try {
      const inS3 = readConfig({
        ...testEnv,
        DATA_DIR: dataDir,
        BACKUP_DIR: await freshFolder('s3-backups'),
        BACKUP_KEEP: '2',
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      });
      let now = dhaka('2026-11-20T03:00');
      const backups = createBackupService({
        config: { ...inS3, database: config.database },
        database,
        log: { info: () => {} },
        now: () => now,
      });
      for (const day of ['20', '21', '22']) {
        now = dhaka(`2026-11-${day}T03:00`);
        await backups.take();
      }
      const listed = await s3ClientFor(inS3.s3!).send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'backups/' }));
      expect(listed.Contents?.map((object) => object.Key)).toEqual([
        'backups/alankar-2026-11-21T0300.tar.gz',
        'backups/alankar-2026-11-22T0300.tar.gz',
      ]);
      // The images stay in the bucket: the backup holds the data only.
      const unpacked = await freshFolder('s3-unpacked');
      const manifest = await readArchive(join(inS3.backups.dir, 'alankar-2026-11-22T0300.tar.gz'), unpacked);
      expect(manifest.entries.filter((entry) => entry.path.startsWith('uploads/'))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
