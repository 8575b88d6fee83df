// The soak: a long stretch of mixed reads and orders, counting every error and watching the shop's memory. Part of
// `npm run bench` (30 minutes a database); `node bench/soak.mjs [minutes] [pglite|postgres]` runs it alone on the demo
// catalogue and writes bench/soak-report.md.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { startShop } from './shop-process.mjs';
import { staffSignIn } from './buyers.mjs';

/** Memory may grow this much from a minute in to the end (the first minute fills caches and compiles code). */
export const SOAK_GROWTH_BUDGET = 0.1;
const SAMPLE_EVERY_MS = 10_000;
const WARM_MS = 60_000;

/** One guest's cash order of `piece`, from a phone and address of its own (the shop limits orders per each). */
async function guestOrder(base, piece) {
  const response = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      items: [{ _id: piece, quantity: 1 }],
      shippingAddress: {
        name: 'Soak Shopper',
        number: `018${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        address: `House ${randomUUID().slice(0, 8)}, Road 11, Banani`,
        district: 'dhaka',
        area: 'dhaka-dhanmondi',
      },
      paymentMethod: 'cash-on-delivery',
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * `seconds` of mixed load on `shop`: 10 connections reading `paths` as fast as they are answered, and `buyers` guests
 * each placing an order every half second on pieces of `pieceIds` (which need stock for all of them). Answers what was
 * done, every error, and the memory a minute in and at the end.
 */
export async function soak(shop, { seconds, paths, pieceIds, buyers = 2 }) {
  const samples = [];
  const sampler = setInterval(() => samples.push({ at: Date.now(), mb: shop.rssMb() }), SAMPLE_EVERY_MS);
  const started = Date.now();
  const until = started + seconds * 1000;
  const orders = { placed: 0, errors: 0, statuses: {} };
  const ordering = Array.from({ length: buyers }, async (_, index) => {
    for (let turn = 0; Date.now() < until; turn += 1) {
      const status = await guestOrder(shop.base, pieceIds[(index + turn) % pieceIds.length]).catch(() => 0);
      if (status === 201) orders.placed += 1;
      else {
        orders.errors += 1;
        orders.statuses[status] = (orders.statuses[status] ?? 0) + 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
  const reads = await autocannon({
    url: shop.base,
    connections: 10,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  await Promise.all(ordering);
  clearInterval(sampler);
  const endMb = shop.rssMb();
  const warm = samples.find((sample) => sample.at - started >= Math.min(WARM_MS, (seconds * 1000) / 2)) ?? {
    mb: endMb,
  };
  const growth = (endMb - warm.mb) / warm.mb;
  return {
    seconds,
    reads: {
      requests: reads.requests.total,
      rps: Math.round(reads.requests.average),
      p99: reads.latency.p99,
      errors: reads.errors + reads.timeouts + reads.non2xx,
    },
    orders,
    memory: {
      warmMb: warm.mb,
      endMb,
      peakMb: Math.max(endMb, ...samples.map((sample) => sample.mb)),
      growth,
    },
    holds: reads.errors + reads.timeouts + reads.non2xx === 0 && orders.errors === 0 && growth < SOAK_GROWTH_BUDGET,
  };
}

/** The soak's lines for a report. */
export function renderSoak(kind, figures) {
  const { reads, orders, memory } = figures;
  const minutes = Math.round(figures.seconds / 6) / 10;
  const pctText = `${memory.growth >= 0 ? '+' : ''}${(memory.growth * 100).toFixed(1)} %`;
  return [
    `**${kind}**: ${minutes} min of mixed load: ${reads.requests} reads (${reads.rps} req/s, p99 ${reads.p99} ms) and ${orders.placed} orders; ` +
      `${reads.errors + orders.errors} errors${orders.errors ? ` (orders: ${JSON.stringify(orders.statuses)})` : ''}. ` +
      `Memory ${memory.warmMb} MB a minute in, ${memory.endMb} MB at the end (${pctText}; peak ${memory.peakMb} MB). ` +
      `0 errors and under ${SOAK_GROWTH_BUDGET * 100} % growth: ${figures.holds ? 'yes' : '**no**'}.`,
  ].join('\n');
}

/** Alone: the built shop on the demo catalogue, on a database of its own. */
async function soakAlone(minutes, kind) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dataDir = mkdtempSync(join(tmpdir(), 'alankar-soak-'));
  const pg = process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432';
  const database = `alankar_soak_${Date.now()}`;
  const staff = { email: 'soak-owner@alankar.test', password: 'soak-owner-password' };
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: staff.email,
    ADMIN_PASSWORD: staff.password,
    ORDERS_PER_DAY: '1000',
    UNPAID_PIECES_PER_SHOPPER: '10000',
  };
  if (kind === 'postgres') {
    spawnSync('psql', [`${pg}/postgres`, '-qc', `CREATE DATABASE ${database}`], { stdio: 'inherit' });
    env.DATABASE_URL = `${pg}/${database}`;
  }
  const shop = await startShop({ port: Number(process.env.BENCH_PORT ?? 3790) + (kind === 'postgres' ? 1 : 0), env });
  try {
    const listing = await (await fetch(`${shop.base}/api/products?page=0&size=20`)).json();
    const product = listing.products[0]._id;
    const post = (await (await fetch(`${shop.base}/api/blogs?page=0&size=5`)).json()).blogs?.[0]?._id;
    const paths = [
      '/',
      '/properties',
      `/products/${product}`,
      '/api/products?page=0&size=20',
      `/api/products/${product}`,
      '/api/products?category=Earrings&q=pearl&page=0&size=20',
      ...(post ? [`/blogs/${post}`] : []),
    ];
    // Three pieces sold one way, stocked for the whole soak (a sold-out one would answer 409, counted as an error).
    const staffCookie = await staffSignIn(shop.base, staff);
    const pieceIds = listing.products
      .filter((piece) => piece.options.length === 0)
      .slice(0, 3)
      .map((piece) => piece._id);
    for (const id of pieceIds) {
      const restocked = await fetch(`${shop.base}/api/products/${id}`, {
        method: 'PUT',
        headers: { origin: shop.base, 'content-type': 'application/json', cookie: staffCookie },
        body: JSON.stringify({ stock: 100_000 }),
      });
      if (!restocked.ok) throw new Error(`restocking failed: ${restocked.status} ${await restocked.text()}`);
    }
    const figures = await soak(shop, { seconds: minutes * 60, paths, pieceIds });
    const text = `# Soak (${new Date().toISOString().slice(0, 10)})\n\n${renderSoak(kind, figures)}\n`;
    writeFileSync(join(root, 'bench', `soak-report.${kind}.md`), text);
    console.log(text);
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') {
      spawnSync('psql', [`${pg}/postgres`, '-qc', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`], {
        stdio: 'inherit',
      });
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await soakAlone(Number(process.argv[2] ?? 30), process.argv[3] ?? 'pglite');
}
