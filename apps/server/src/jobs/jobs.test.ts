import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DashboardSummary } from '@alankar/shared/dashboard-schemas';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { insertProduct } from '../db/factories';
import { jobs } from '../db/schema';
import type { Mail } from '../mail/mailer';
import { createTestDatabase } from '../../test/test-database';
import { visitor } from '../../test/browser-like';
import { signedUpShopper } from '../../test/shopper';
import { enqueue } from './job-queue';
import { createJobRunner } from './job-runner';
import { JOB_KINDS, type JobHandlers } from './job-kinds';

const STAFF = { email: 'jobs-owner@alankar.test', password: 'jobs-owner-password' };

let database: DatabaseHandle;
let dataDir: string;

/** One shop process on the shared database, with a mailbox (or a mail server that fails) of its own. */
async function startShop({ mailer = 'works', jobs: mode = 'manual' }: { mailer?: 'works' | 'down'; jobs?: 'run' | 'manual' } = {}) {
  const mail: Mail[] = [];
  const app = await buildApp({
    config: readConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      AUTH_IP_LIMIT_PER_MINUTE: '100000',
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      ORDERS_PER_DAY: '1000',
    }),
    database,
    mailer: {
      send: async (message) => {
        if (mailer === 'down') throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        mail.push(message);
      },
    },
    jobs: mode,
  });
  await app.ready();
  return { app, mail };
}

async function placeCashOrder(app: FastifyInstance) {
  const buyer = await signedUpShopper(app);
  const piece = await insertProduct(database.db, { stock: 5 });
  const placed = await buyer.post('/api/orders', {
    items: [{ _id: piece.id, quantity: 1 }],
    shippingAddress: { name: buyer.name, customerEmail: buyer.email, number: '01711223344', address: 'Road 1', city: 'Dhaka' },
    paymentMethod: 'cash-on-delivery',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { buyer, number: placed.json<{ order: { number: number } }>().order.number };
}

/** Jobs waiting for a retry are due now, as if their backoff had passed. */
const dueNow = () =>
  database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.state, 'queued'));

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'alankar-jobs-'));
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('work after a commit', () => {
  it('still sends an order’s email, once, when the process died between the commit and the send', async () => {
    // This process places the order and dies before its runner looks at the job.
    const dying = await startShop();
    const { buyer, number } = await placeCashOrder(dying.app);
    await dying.app.close();
    expect(dying.mail).toEqual([]);

    // The restarted shop sends it by itself, once.
    const restarted = await startShop({ jobs: 'run' });
    await expect.poll(() => restarted.mail.length, { timeout: 10_000 }).toBe(1);
    expect(restarted.mail[0]).toMatchObject({ to: buyer.email, subject: `We received your order #${number}` });
    await restarted.app.close();

    const again = await startShop();
    await again.app.jobs.drain();
    expect(again.mail.filter((message) => message.to === buyer.email)).toEqual([]);
    await again.app.close();
  });

  it('tries a failing job again later, then leaves it failed for staff, who can run it again', async () => {
    const down = await startShop({ mailer: 'down' });
    const { buyer, number } = await placeCashOrder(down.app);
    await down.app.jobs.drain();
    const [waiting] = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail.send'), sql`${jobs.payload}->>'to' = ${buyer.email}`));
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(waiting!.runAt.getTime()).toBeGreaterThan(Date.now() + 10_000);

    for (let attempt = 2; attempt <= waiting!.maxAttempts; attempt += 1) {
      await dueNow();
      await down.app.jobs.drain();
    }
    const [failed] = await database.db.select().from(jobs).where(eq(jobs.id, waiting!.id));
    expect(failed).toMatchObject({ state: 'failed', attempts: waiting!.maxAttempts });

    const staff = visitor(down.app, { ip: '198.51.100.31' });
    expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
    const summary = (await staff.get('/api/dashboard/summary')).json<DashboardSummary>();
    expect(summary.failedJobs.jobs).toContainEqual({
      _id: waiting!.id,
      kind: 'mail.send',
      summary: `Email to ${buyer.email}: We received your order #${number}`,
      attempts: waiting!.maxAttempts,
      error: 'connect ECONNREFUSED 127.0.0.1:25',
      failedAt: expect.any(String),
    });
    await down.app.close();

    // The mail server is back: staff retry, and it goes out.
    const up = await startShop();
    const owner = visitor(up.app, { ip: '198.51.100.32' });
    expect((await owner.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
    expect((await visitor(up.app).post(`/api/jobs/${waiting!.id}/retry`)).statusCode).toBe(401);
    const retried = await owner.post(`/api/jobs/${waiting!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await owner.post(`/api/jobs/${waiting!.id}/retry`)).statusCode).toBe(404);
    await up.app.jobs.drain();
    expect(up.mail.map((message) => message.to)).toEqual([buyer.email]);
    const after = (await owner.get('/api/dashboard/summary')).json<DashboardSummary>();
    expect(after.failedJobs.jobs.map((job) => job._id)).not.toContain(waiting!.id);
    await up.app.close();
  });

  it('takes a job again when the process running it died, once its lease is over', async () => {
    const shop = await startShop();
    await enqueue(database.db, 'mail.send', { to: 'lease@example.com', subject: 'Lease', text: 'Hello' });
    await database.db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(sql`${jobs.payload}->>'to' = 'lease@example.com'`);
    await shop.app.jobs.drain();
    expect(shop.mail.map((message) => message.to)).toEqual(['lease@example.com']);
    await shop.app.close();
  });

  it('looks for jobs whose process died on its first take, then at most once in its interval', async () => {
    // A database of its own: the runner takes every due job it finds.
    const own = await createTestDatabase();
    const sent: string[] = [];
    const handlers = Object.fromEntries(
      JOB_KINDS.map((kind) => [kind, async (payload: { to?: string }) => void sent.push(payload.to ?? kind)]),
    ) as unknown as JobHandlers;
    const log = { error: () => {}, warn: () => {} };
    const runner = createJobRunner(own.db, { handlers, log, abandonedLookMs: 1_000 });
    const abandon = async (to: string) => {
      await enqueue(own.db, 'mail.send', { to, subject: 'Lease', text: 'Hello' });
      await own.db
        .update(jobs)
        .set({ state: 'running', attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
        .where(sql`${jobs.payload}->>'to' = ${to}`);
    };
    try {
      await abandon('first-look@example.com');
      await runner.drain();
      expect(sent).toEqual(['first-look@example.com']);
      // A due job is taken at once; one abandoned meanwhile waits for the next look.
      await abandon('next-look@example.com');
      await enqueue(own.db, 'mail.send', { to: 'due@example.com', subject: 'Due', text: 'Hello' });
      await runner.drain();
      expect(sent).toEqual(['first-look@example.com', 'due@example.com']);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await runner.drain();
      expect(sent).toEqual(['first-look@example.com', 'due@example.com', 'next-look@example.com']);
    } finally {
      await own.close();
    }
  });

  it('runs each job in one process only, however many take jobs at once', async () => {
    const [one, two] = [await startShop(), await startShop()];
    const addresses = Array.from({ length: 30 }, (_, index) => `many.${index}@example.com`);
    for (const to of addresses) await enqueue(database.db, 'mail.send', { to, subject: 'Many', text: 'Hello' });
    await Promise.all([one.app.jobs.drain(), two.app.jobs.drain(), one.app.jobs.drain(), two.app.jobs.drain()]);
    const sent = [...one.mail, ...two.mail].map((message) => message.to).filter((to) => to.startsWith('many.'));
    expect(sent.sort()).toEqual([...addresses].sort());
    await Promise.all([one.app.close(), two.app.close()]);
  });

  it('keeps one recurring payment sweep for all processes, which comes back after each run', async () => {
    const [one, two] = [await startShop(), await startShop()];
    const sweeps = () => database.db.select().from(jobs).where(eq(jobs.kind, 'payments.sweep'));
    expect(await sweeps()).toHaveLength(1);
    await database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.kind, 'payments.sweep'));
    await one.app.jobs.drain();
    const [after] = await sweeps();
    expect(after).toMatchObject({ state: 'queued', attempts: 0, everySeconds: 60 });
    expect(after!.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await sweeps()).toHaveLength(1);
    await Promise.all([one.app.close(), two.app.close()]);
  });
});
