import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { createTestDatabase } from './test-database';
import type { Mail } from '../src/mail/mailer';

export interface TestShop {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  /** Every email the shop sent, oldest first. */
  mail: Mail[];
  /** Runs the background work that is due now (emails, refund checks), as the shop's runner would. */
  runJobs(): Promise<number>;
}

/**
 * The API on a database of its own, built once for a test file and closed after it. Its jobs run only when a test
 * calls `runJobs`, and its order limits are out of the way unless a test sets them.
 */
export function useTestShop(env: Record<string, string> = {}): TestShop {
  const shop = { mail: [], runJobs: () => shop.app.jobs.drain() } as unknown as TestShop;
  beforeAll(async () => {
    shop.dataDir = await mkdtemp(join(tmpdir(), 'alankar-data-'));
    shop.database = await createTestDatabase();
    shop.app = await buildApp({
      config: readConfig({
        DATA_DIR: shop.dataDir,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        ORDERS_PER_DAY: '1000',
        UNPAID_PIECES_PER_SHOPPER: '10000',
        ...env,
      }),
      database: shop.database,
      mailer: { send: async (mail) => void shop.mail.push(mail) },
      jobs: 'manual',
    });
    await shop.app.ready();
  });
  afterAll(async () => {
    await shop.app?.close();
    await shop.database?.close();
    await rm(shop.dataDir, { recursive: true, force: true });
  });
  return shop;
}
