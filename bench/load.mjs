// Throughput and latency of one URL with autocannon, and the same bytes served from memory by a bare Fastify.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** One stretch of load on `url`, kept raw (latency histogram included) so stretches can be added together. */
const stretch = (url, { connections, seconds, headers }) =>
  autocannon({ url, connections, duration: seconds, headers, skipAggregateResult: true });

/** req/s and latency percentiles over several stretches of load on the same URL. */
function summarize(url, stretches, connections) {
  const all = autocannon.aggregateResult(stretches, { url, connections });
  const seconds = stretches.reduce((sum, one) => sum + one.duration, 0);
  return {
    rps: Math.round(all.latency.totalCount / seconds),
    p50: all.latency.p50,
    p97_5: all.latency.p97_5,
    p99: all.latency.p99,
    errors: all.errors + all.timeouts + all.non2xx,
  };
}

/** req/s and latency percentiles of `url` after a short warm-up. */
export async function measure(url, { connections = 10, seconds = 5, warmUp = 1, headers = {} } = {}) {
  if (warmUp > 0) await autocannon({ url, connections, duration: warmUp, headers });
  return summarize(url, [await stretch(url, { connections, seconds, headers })], connections);
}

/**
 * A bare Fastify answering any GET with the bytes the shop answered for `path` (body and content type, fetched
 * once), in a process of its own: the ceiling a Node server on this machine reaches for the same answer.
 */
export async function startBaseline(shopUrl, headers = {}) {
  const answer = await fetch(shopUrl, { headers });
  const dir = mkdtempSync(join(tmpdir(), 'alankar-baseline-'));
  const bodyFile = join(dir, 'body');
  writeFileSync(bodyFile, Buffer.from(await answer.arrayBuffer()));
  const type = answer.headers.get('content-type') ?? 'application/octet-stream';
  const child = fork(fileURLToPath(new URL('baseline-server.mjs', import.meta.url)), [bodyFile, type], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const address = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the baseline server exited with ${code}`)));
  });
  const { pathname, search } = new URL(shopUrl);
  return {
    url: `${address}${pathname}${search}`,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The shop's figure beside the baseline's, with their ratio. The two take turns in stretches of about two seconds,
 * so that a busy spell on a shared machine falls on both sides of the ratio rather than on one.
 */
export async function againstBaseline(url, { connections = 10, seconds = 5, warmUp = 1, headers = {} } = {}) {
  const baseline = await startBaseline(url, headers);
  try {
    const turns = Math.max(1, Math.round(seconds / 2));
    const each = { connections, seconds: seconds / turns, headers };
    if (warmUp > 0) {
      await autocannon({ url, connections, duration: warmUp, headers });
      await autocannon({ url: baseline.url, connections, duration: warmUp, headers });
    }
    const shop = [];
    const ceiling = [];
    for (let turn = 0; turn < turns; turn += 1) {
      shop.push(await stretch(url, each));
      ceiling.push(await stretch(baseline.url, each));
    }
    const shopFigure = summarize(url, shop, connections);
    const baselineFigure = summarize(baseline.url, ceiling, connections);
    return { shop: shopFigure, baseline: baselineFigure, ratio: shopFigure.rps / Math.max(1, baselineFigure.rps) };
  } finally {
    await baseline.close();
  }
}
