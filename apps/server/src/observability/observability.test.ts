import { Writable } from 'node:stream';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { insertProduct } from '../db/factories';
import type { Mail } from '../mail/mailer';
import { createTestDatabase } from '../../test/test-database';
import { visitor } from '../../test/browser-like';

const METRICS_TOKEN = 'metrics-token-for-the-test-run';
const STAFF = { email: 'seeing-owner@alankar.test', password: 'seeing-owner-password-481516' };
const SHOPPER_PASSWORD = 'shopper-password-2342';
const NEW_PASSWORD = 'new-shopper-password-9911';

/** The shop, logging at its default level into `lines` (one JSON object each), with metrics on. */
let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;
const mail: Mail[] = [];
const lines: Record<string, unknown>[] = [];
let logText = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'alankar-seeing-'));
  database = await createTestDatabase();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logText += chunk.toString();
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({
    config: readConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      METRICS_TOKEN,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      AUTH_IP_LIMIT_PER_MINUTE: '100000',
    }),
    database,
    mailer: { send: async (message) => void mail.push(message) },
    jobs: 'manual',
    logStream,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const requestLines = () => lines.filter((line) => line.msg === 'request');

describe('health and readiness', () => {
  it('answers liveness cheaply, and readiness once the database answers with every migration', async () => {
    expect((await visitor(app).get('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await visitor(app).get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});

describe('request ids', () => {
  it('gives every answer an id, in its header and in an error answer, and logs one line per request under it', async () => {
    const missing = await visitor(app).get('/api/products/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const id = missing.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(missing.json()).toMatchObject({ error: { code: 'not_found', requestId: id } });

    const logged = requestLines().filter((line) => line.requestId === id);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        route: '/api/products/:id',
        path: '/api/products/00000000-0000-4000-8000-000000000000',
        status: 404,
        ms: expect.any(Number),
      }),
    ]);
  });

  it('keeps the id a proxy in front sent, and makes a new one for an id that does not look like one', async () => {
    const kept = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'edge-7f3a9c21' } });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a9c21');
    const odd = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'a b\n{"level":60}' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
  });

  it('puts the order number on the line of the request that placed it', async () => {
    const piece = await insertProduct(database.db, { stock: 3 });
    const placed = await visitor(app, { ip: '198.51.100.91' }).post('/api/orders', {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: {
        name: 'Nusrat Jahan',
        number: '01712000111',
        address: 'House 4, Road 2',
        district: 'dhaka',
        area: 'dhaka-dhanmondi',
      },
      paymentMethod: 'cash-on-delivery',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json<{ order: { number: number } }>();
    const line = requestLines().find((one) => one.requestId === placed.headers['x-request-id']);
    expect(line).toMatchObject({
      route: '/api/orders',
      status: 201,
      orderNumber: order.number,
      paymentMethod: 'cash-on-delivery',
    });
  });
});

describe('metrics', () => {
  it('are refused without the token, and with a wrong one', async () => {
    const none = await app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_requests_total');
  });

  it('count requests, orders by way of paying, jobs, the cache, database connections, the event loop and memory', async () => {
    const piece = await insertProduct(database.db, { stock: 4 });
    const buyer = visitor(app, { ip: '198.51.100.92' });
    for (const number of ['01712000222', '01712000333']) {
      const placed = await buyer.post('/api/orders', {
        items: [{ _id: piece.id, quantity: 1 }],
        shippingAddress: { name: 'Rafiq', number, address: 'Road 9', district: 'dhaka', area: 'dhaka-dhanmondi' },
        paymentMethod: 'cash-on-delivery',
      });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    await visitor(app).get('/api/products');
    await visitor(app).get('/api/products');
    await app.jobs.drain();

    const scraped = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const text = scraped.body;
    const value = (pattern: RegExp) => Number(text.match(pattern)?.[1] ?? NaN);
    expect(
      value(/^http_requests_total\{method="POST",route="\/api\/orders",status="201"\} (\d+)$/m),
    ).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/products"/m);
    expect(value(/^alankar_orders_placed_total\{payment_method="cash-on-delivery"\} (\d+)$/m)).toBeGreaterThanOrEqual(
      2,
    );
    expect(text).toMatch(/^# TYPE alankar_payments_confirmed_total counter$/m);
    // Each guest order sends its shopper an SMS, as a job.
    expect(value(/^alankar_job_runs_total\{kind="sms.send",outcome="done"\} (\d+)$/m)).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/^alankar_jobs\{state="queued"\} \d+$/m);
    expect(value(/^alankar_cache_hits_total (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^alankar_cache_misses_total \d+$/m);
    expect(value(/^alankar_db_connections\{state="[a-z ]+"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
  });
});

describe('the log', () => {
  it('never holds a password, a reset token, a signed link’s token or a metrics token', async () => {
    const email = `log-check-${Date.now()}@example.com`;
    const shopper = visitor(app, { ip: '198.51.100.93' });
    expect((await shopper.signUp({ name: 'Log Check', email, password: SHOPPER_PASSWORD })).statusCode).toBe(200);
    expect((await visitor(app).signIn(email, 'a-wrong-password-77')).statusCode).toBe(401);
    expect((await visitor(app).signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
    await visitor(app).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    await app.jobs.drain();
    const link = mail.findLast((message) => message.to === email)?.text.match(/http\S+/)?.[0];
    expect(link).toContain('/api/auth/reset-password/');
    const token = new URL(link!).pathname.split('/').pop()!;
    await app.inject({ url: new URL(link!).pathname + new URL(link!).search });
    const reset = await visitor(app).post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);

    // A guest's order page opens by its signed link.
    const piece = await insertProduct(database.db, { stock: 2 });
    const placed = await visitor(app, { ip: '198.51.100.94' }).post('/api/orders', {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: {
        name: 'Mitu',
        number: '01712000444',
        address: 'Road 1',
        district: 'dhaka',
        area: 'dhaka-dhanmondi',
      },
      paymentMethod: 'cash-on-delivery',
    });
    const signed = new URL(placed.json<{ trackingUrl: string }>().trackingUrl, 'http://localhost').searchParams.get(
      't',
    );
    expect(signed).toBeTruthy();
    const order = placed.json<{ order: { _id: string } }>().order;
    expect((await visitor(app).get(`/api/orders/${order._id}?t=${signed}`)).statusCode).toBe(200);
    await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

    expect(requestLines().length).toBeGreaterThan(5);
    for (const secret of [
      SHOPPER_PASSWORD,
      NEW_PASSWORD,
      'a-wrong-password-77',
      STAFF.password,
      token,
      signed!,
      METRICS_TOKEN,
    ]) {
      expect(logText, `the log holds ${secret}`).not.toContain(secret);
    }
  });
});
