// `npm run bench` (and `npm run bench:quick`): measures the built shop against a large catalogue, beside a bare
// Fastify serving the same bytes in the same run, on PGlite and on PostgreSQL, and writes bench/report.md and .json.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { placeOrders, shopperWithOrder, signedInCookie, staffSignIn } from './buyers.mjs';
import { lighthouseMedian } from './lighthouse.mjs';
import { againstBaseline, measure } from './load.mjs';
import { pageWeights } from './page-weight.mjs';
import { soak } from './soak.mjs';
import { renderReport } from './report.mjs';
import { runTs, startCluster, startShop } from './shop-process.mjs';
import { fork } from 'node:child_process';

const root = fileURLToPath(new URL('..', import.meta.url));
const quick = process.argv.includes('--quick');
const plan = quick
  ? {
      products: 300,
      blogs: 20,
      seconds: 1,
      warmUp: 0,
      lighthouseRuns: 1,
      lighthousePages: 1,
      soakSeconds: 5,
      orderSeconds: 2,
      heavy: 50,
    }
  : {
      products: 10_000,
      blogs: 200,
      seconds: 10,
      warmUp: 1,
      lighthouseRuns: 3,
      lighthousePages: 4,
      soakSeconds: 1800,
      orderSeconds: 10,
      heavy: 100,
    };
const outDir = quick ? mkdtempSync(join(tmpdir(), 'alankar-bench-report-')) : join(root, 'bench');
const STAFF = { email: 'bench-owner@alankar.test', password: 'bench-owner-password' };
const PG = process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432';
const port = Number(process.env.BENCH_PORT ?? 3700);

const psql = (sql) => spawnSync('psql', [`${PG}/postgres`, '-qc', sql], { stdio: 'inherit' }).status === 0;

/** A shop on a database of its own, grown to the bench's catalogue. */
async function prepareShop(kind, offset) {
  const dataDir = mkdtempSync(join(tmpdir(), `alankar-bench-${kind}-`));
  const database = `alankar_bench_${Date.now()}`;
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    AUTH_IP_LIMIT_PER_MINUTE: '1000000',
    // Each bench buyer places hundreds of orders in seconds: the limits stay on (their checks are part of every
    // order), high enough not to stop the run.
    ORDERS_PER_DAY: '1000',
    UNPAID_PIECES_PER_SHOPPER: '10000',
  };
  if (kind === 'postgres') {
    if (!psql(`CREATE DATABASE ${database}`)) throw new Error('could not create the bench database');
    env.DATABASE_URL = `${PG}/${database}`;
  }
  // The first start migrates and seeds the demo shop; then the catalogue grows with the shop stopped.
  const first = await startShop({ port: port + offset, env });
  await first.stop();
  await runTs('bench/grow-catalogue.ts', [plan.products, plan.blogs], env);
  return {
    env,
    cleanUp: () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (kind === 'postgres') psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}

async function samples(base) {
  const product = (await (await fetch(`${base}/api/products?page=0&size=1`)).json()).products[0];
  const blog = (await (await fetch(`${base}/api/blogs?page=0&size=1`)).json()).blogs[0];
  return {
    api: {
      'GET /api/products?page=0&size=20': '/api/products?page=0&size=20',
      'GET /api/products?category=Earrings&q=pearl&page=0&size=20':
        '/api/products?category=Earrings&q=pearl&page=0&size=20',
      'GET /api/products/{id}': `/api/products/${product._id}`,
      'GET /api/blogs?page=0&size=6': '/api/blogs?page=0&size=6',
    },
    pages: {
      '/': '/',
      '/properties': '/properties',
      '/products/{id}': `/products/${product._id}`,
      '/blogs/{id}': `/blogs/${blog._id}`,
    },
  };
}

const step = (what) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${what}`);

async function measureDatabase(kind, offset) {
  console.log(`\n— ${kind}: ${plan.products} products, ${plan.blogs} posts`);
  const prepared = await prepareShop(kind, offset);
  try {
    const uncached = await readsUncached(prepared.env, offset);
    const result = { uncached, ...(await underLoad(kind, prepared.env, offset)) };
    // The database's own speed at the same orders, on the same rows, with the shop stopped.
    step('orders: the bare loop');
    result.orders.baseline = await ordersBaseline(prepared.env, result.orders.pieceIds);
    result.orders.ratio = result.orders.ordersPerSecond / Math.max(1, result.orders.baseline.ordersPerSecond);
    return result;
  } finally {
    prepared.cleanUp();
  }
}

async function underLoad(kind, env, offset) {
  const shop = await startShop({ port: port + offset, env });
  const result = { memory: { idleMb: shop.rssMb() } };
  try {
    const { api, pages } = await samples(shop.base);
    const options = { seconds: plan.seconds, warmUp: plan.warmUp };
    step('API');
    result.api = {};
    for (const [name, path] of Object.entries(api)) {
      result.api[name] = {
        c10: await againstBaseline(shop.base + path, { ...options, connections: 10 }),
        [`c${plan.heavy}`]: await againstBaseline(shop.base + path, { ...options, connections: plan.heavy }),
      };
    }
    step('pages');
    const cookie = await signedInCookie(shop.base);
    result.pages = {};
    for (const [name, path] of Object.entries(pages)) {
      result.pages[name] = {
        anonymous: await againstBaseline(shop.base + path, { ...options, connections: 10 }),
        signedIn: await againstBaseline(shop.base + path, { ...options, connections: 10, headers: { cookie } }),
      };
    }
    step('orders');
    const staffCookie = await staffSignIn(shop.base, STAFF);
    result.orders = await placeOrders(shop.base, { buyers: 20, seconds: plan.orderSeconds, staffCookie });
    result.memory.afterLoadMb = shop.rssMb();

    if (kind === 'pglite') {
      step('page weight and Lighthouse');
      // Every page a shopper opens: the storefront, and the customer's own pages as a signed-in shopper with a cart,
      // an address and an order sees them.
      const customer = await shopperWithOrder(shop.base);
      const weighed = [
        ...Object.entries(pages),
        ['/checkouts', '/checkouts', customer],
        ['/payment-gateway', '/payment-gateway', customer],
        ['/order-details/{id}', `/order-details/${customer.orderId}`, customer],
        ['/dashboard/my-order', '/dashboard/my-order', customer],
      ];
      // Each of them in Bangla too, where the messages travel with the page.
      const inBangla = (path) => (path === '/' ? '/bn' : `/bn${path}`);
      const bothLanguages = weighed.flatMap(([name, path, who]) => [
        [name, path, who],
        [inBangla(name), inBangla(path), who],
      ]);
      result.pageWeight = await pageWeights(shop.base, bothLanguages);
      result.lighthouse = {};
      const banglaAudited = [
        ['/bn', '/bn'],
        ['/bn/properties', '/bn/properties'],
      ].slice(0, Math.ceil(plan.lighthousePages / 2));
      const audited = [...Object.entries(pages).slice(0, plan.lighthousePages), ...banglaAudited];
      for (const [name, path] of audited) {
        result.lighthouse[name] = await lighthouseMedian(shop.base + path, plan.lighthouseRuns);
      }
    }
    if (kind === 'postgres') step('two processes');
    if (kind === 'postgres') result.twoProcesses = await twoProcesses(shop, env, offset, api, staffCookie);

    // Mixed reads and orders for a long while: no errors, and memory should settle, not climb.
    step(`soak: ${plan.soakSeconds} s of mixed reads and orders`);
    result.soak = await soak(shop, {
      seconds: plan.soakSeconds,
      paths: [...Object.values(api), ...Object.values(pages)],
      // The two pieces the buyers were given plenty of (the third is scarce on purpose).
      pieceIds: result.orders.pieceIds.slice(0, 2),
    });
    result.memory.afterSoakMb = result.soak.memory.endMb;
    result.memory.soakSeconds = plan.soakSeconds;
  } finally {
    await shop.stop();
  }
  return result;
}

/** `bench/orders-baseline.ts` on the shop's database: orders/s of a bare loop with the same statements. */
async function ordersBaseline(env, pieceIds) {
  const out = await runTs('bench/orders-baseline.ts', ['20', plan.orderSeconds, ...pieceIds], env);
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** `bench/reads-baseline.ts` on the shop's database, until `work` is done with its address. */
async function withReadsBaseline(env, work) {
  const child = fork(join(root, 'bench/reads-baseline.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const address = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the reads baseline exited ${code}`)));
    });
    return await work(address);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * The listing and the title search straight from the database: the shop with its read cache off, then a bare route
 * running the same statements on the same driver (PGlite is one process's, so the shop is stopped first).
 */
async function readsUncached(env, offset) {
  step('reads with the cache off');
  const listing = 'GET /api/products?page=0&size=20';
  const search = 'GET /api/products?category=Earrings&q=pearl&page=0&size=20';
  const rare = 'GET /api/products?q=4321&page=0&size=20';
  const paths = {
    [listing]: '/api/products?page=0&size=20',
    [search]: '/api/products?category=Earrings&q=pearl&page=0&size=20',
    [rare]: '/api/products?q=4321&page=0&size=20',
  };
  const result = {};
  const shop = await startShop({ port: port + offset, env: { ...env, READ_CACHE_MB: '0' } });
  try {
    // One request at a time is how long a search takes; ten at once adds the wait for the two cores.
    for (const connections of [1, 10]) {
      const options = { seconds: plan.seconds, warmUp: plan.warmUp, connections };
      result[`c${connections}`] = {};
      for (const [name, path] of Object.entries(paths))
        result[`c${connections}`][name] = await measure(shop.base + path, options);
    }
  } finally {
    await shop.stop();
  }
  step('reads: the bare route');
  result.baseline = await withReadsBaseline(env, async (address) => {
    const options = { seconds: plan.seconds, warmUp: plan.warmUp, connections: 10 };
    return {
      c10: {
        [listing]: await measure(address + paths[listing], options),
        [search]: await measure(address + paths[search], options),
      },
    };
  });
  return result;
}

/**
 * The listing from one shop process on a port, then from two sharing it (Node's cluster module): throughput should
 * grow. Then a write through one process is read through another.
 */
async function twoProcesses(first, env, offset, api, staffCookie) {
  const listing = api['GET /api/products?page=0&size=20'];
  const figures = [];
  for (const processes of [1, 2]) {
    const shared = await startCluster({ port: port + offset + 1, env, processes });
    try {
      figures.push(
        await measure(shared.base + listing, { seconds: plan.seconds, warmUp: plan.warmUp, connections: plan.heavy }),
      );
    } finally {
      await shared.stop();
    }
  }
  const [one, two] = figures;
  const second = await startShop({ port: port + offset + 1, env });
  try {
    // A stock change made through the first process, read at once from the second.
    const piece = (await (await fetch(`${first.base}${listing}`)).json()).products[0];
    const stock = piece.stock + 7;
    await fetch(`${first.base}/api/products/${piece._id}`, {
      method: 'PUT',
      headers: { origin: first.base, 'content-type': 'application/json', cookie: staffCookie },
      body: JSON.stringify({ stock }),
    });
    let seenBySecond = false;
    for (let attempt = 0; attempt < 20 && !seenBySecond; attempt += 1) {
      const fromSecond = (await (await fetch(`${second.base}${listing}`)).json()).products.find(
        (p) => p._id === piece._id,
      );
      seenBySecond = fromSecond?.stock === stock;
      if (!seenBySecond) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return {
      oneProcess: one,
      twoProcesses: two,
      gain: two.rps / Math.max(1, one.rps),
      writeSeenBySecond: seenBySecond,
    };
  } finally {
    await second.stop();
  }
}

if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
const report = { date: new Date().toISOString(), quick, plan, databases: {} };
report.databases.pglite = await measureDatabase('pglite', 0);
report.databases.postgres = await measureDatabase('postgres', 2);
writeFileSync(join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(outDir, 'report.md'), renderReport(report));
console.log(`\nReport: ${join(outDir, 'report.md')}`);
