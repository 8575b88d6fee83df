// `npm run bench`: starts the built shop on a fresh embedded database and measures, on loopback only,
// request throughput and latency of the main pages and API calls, and the weight of the storefront.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3299);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'alankar-bench-'));

const server = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitUntilReady() {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the shop did not become ready');
}

function gzipKb(path) {
  return gzipSync(readFileSync(path)).length / 1024;
}

/** Lighthouse's mobile run (simulated slow 4G, mid-range phone) on one page. */
async function lighthouseScores(url) {
  const chrome = await chromeLauncher.launch({ chromePath: await chromiumPath(), chromeFlags: CHROMIUM_ARGS });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.displayValue ?? '';
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      FCP: audit('first-contentful-paint'),
      LCP: audit('largest-contentful-paint'),
      TBT: audit('total-blocking-time'),
      CLS: audit('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

/** What a first visit to a page downloads before images: HTML, CSS and the JS it preloads (gzipped). */
async function pageWeight(path) {
  const html = await (await fetch(base + path)).text();
  const assets = [...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" href="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  const clientDir = join(root, 'apps/web/build/client');
  const js = assets.filter((a) => a.endsWith('.js')).reduce((sum, a) => sum + gzipKb(join(clientDir, a)), 0);
  const css = assets.filter((a) => a.endsWith('.css')).reduce((sum, a) => sum + gzipKb(join(clientDir, a)), 0);
  return { path, htmlKb: gzipSync(html).length / 1024, jsKb: js, cssKb: css, jsFiles: assets.filter((a) => a.endsWith('.js')).length };
}

try {
  await waitUntilReady();
  const { products } = await (await fetch(`${base}/api/products?page=0&size=1`)).json();
  const productPath = `/products/${products[0]._id}`;
  const targets = [
    '/api/health',
    '/api/products?page=0&size=12',
    '/api/products?q=pearl',
    '/api/products',
    '/',
    '/properties',
    productPath,
  ];

  console.log(`\nThroughput: ${seconds} s per URL, 10 connections, loopback\n`);
  const rows = [];
  for (const path of targets) {
    const result = await autocannon({ url: base + path, connections: 10, duration: seconds });
    rows.push({
      url: path.startsWith('/products/') ? '/products/{id}' : path,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.table(rows);

  console.log('\nFirst-visit weight (gzipped, before images)\n');
  const weights = await Promise.all(['/', '/properties', productPath].map(pageWeight));
  console.table(
    weights.map((w) => ({
      page: w.path.startsWith('/products/') ? '/products/{id}' : w.path,
      'HTML kB': w.htmlKb.toFixed(1),
      'JS kB': w.jsKb.toFixed(1),
      'JS files': w.jsFiles,
      'CSS kB': w.cssKb.toFixed(1),
    })),
  );

  console.log('\nLighthouse, mobile (simulated slow 4G)\n');
  const audits = [];
  for (const path of ['/', '/properties', productPath]) {
    audits.push({ page: path.startsWith('/products/') ? '/products/{id}' : path, ...(await lighthouseScores(base + path)) });
  }
  console.table(audits);
} finally {
  stop();
}
