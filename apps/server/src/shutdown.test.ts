import { request as httpRequest, type IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedTestDatabase } from '../test/test-database';
import { startShop, type RunningShop } from '../test/running-shop';
import { insertProduct } from './db/factories';

const STAFF = { email: 'stop-owner@alankar.test', password: 'stop-owner-password-7788' };

let dataDir: string;
let database: Awaited<ReturnType<typeof createSharedTestDatabase>>;
let pieceId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'alankar-stop-'));
  database = await createSharedTestDatabase(dataDir);
  const handle = await database.open();
  pieceId = (await insertProduct(handle.db, { stock: 5 })).id;
  await handle.close();
});

afterAll(async () => {
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const shopEnv = () => ({
  ...database.env,
  DATA_DIR: dataDir,
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
  SHUTDOWN_GRACE_SECONDS: '10',
});

interface Answer {
  status: number;
  body: string;
}

/**
 * A request whose body goes in two halves: the first now, the rest when `finish` is called. Until then the request
 * is in flight, as a slow phone's is.
 */
function halfSent(shop: RunningShop, path: string, headers: Record<string, string>, body: Buffer) {
  let answered!: (answer: Answer) => void;
  let failed!: (error: Error) => void;
  const answer = new Promise<Answer>((resolve, reject) => ((answered = resolve), (failed = reject)));
  const request = httpRequest(
    `${shop.origin}${path}`,
    { method: 'POST', headers: { ...headers, origin: shop.origin, 'content-length': String(body.length) } },
    (response: IncomingMessage) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => answered({ status: response.statusCode ?? 0, body: text }));
    },
  );
  request.on('error', failed);
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return {
    answer,
    finish: () => request.end(body.subarray(half)),
  };
}

async function signIn(shop: RunningShop): Promise<string> {
  const response = await fetch(`${shop.origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.origin },
    body: JSON.stringify(STAFF),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function photoForm(): Promise<{ body: Buffer; type: string }> {
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#B08D57' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)]), 'Stop Test.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

describe('a clean stop', () => {
  it('finishes an order and an upload in flight on SIGTERM, takes no new connection, exits 0, and starts again', async () => {
    const shop = await startShop(shopEnv());
    const cookie = await signIn(shop);
    const orderBody = Buffer.from(
      JSON.stringify({
        items: [{ _id: pieceId, quantity: 2 }],
        shippingAddress: {
          name: 'Tania Akter',
          number: '01713000999',
          address: 'House 3, Road 7',
          district: 'dhaka',
          area: 'dhaka-dhanmondi',
        },
        paymentMethod: 'cash-on-delivery',
      }),
    );
    const order = halfSent(shop, '/api/orders', { 'content-type': 'application/json' }, orderBody);
    const { body, type } = await photoForm();
    const upload = halfSent(shop, '/api/uploads', { 'content-type': type, cookie }, body);
    await new Promise((resolve) => setTimeout(resolve, 200));

    shop.process.kill('SIGTERM');
    await expect.poll(() => shop.output()).toContain('stopping: finishing the requests in flight');
    // No new connection is taken while the two finish.
    await expect(fetch(`${shop.origin}/api/health`)).rejects.toThrow();

    order.finish();
    upload.finish();
    const [placed, uploaded] = await Promise.all([order.answer, upload.answer]);
    expect(placed.status, placed.body).toBe(201);
    expect(uploaded.status, uploaded.body).toBe(201);
    expect(await shop.exited).toBe(0);
    expect(shop.output()).toContain('stopped cleanly');

    // Started again, it has both.
    const again = await startShop(shopEnv());
    try {
      const staffCookie = await signIn(again);
      const { order: made } = JSON.parse(placed.body) as { order: { _id: string; number: number } };
      const read = await fetch(`${again.origin}/api/orders/${made._id}`, { headers: { cookie: staffCookie } });
      expect(read.status).toBe(200);
      expect(((await read.json()) as { number: number }).number).toBe(made.number);
      const { url } = JSON.parse(uploaded.body) as { url: string };
      const image = await fetch(`${again.origin}${url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    } finally {
      again.process.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    }
  }, 60_000);
});
