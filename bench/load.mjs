// Throughput and latency of one URL with autocannon, and the same bytes served from memory by a bare Fastify.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** req/s and latency percentiles of `url` after a short warm-up. */
export async function measure(url, { connections = 10, seconds = 5, warmUp = 1, headers = {} } = {}) {
  if (warmUp > 0) await autocannon({ url, connections, duration: warmUp, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
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

/** The shop's figure beside the baseline's, with their ratio. */
export async function againstBaseline(url, options = {}) {
  const baseline = await startBaseline(url, options.headers);
  try {
    const shop = await measure(url, options);
    const ceiling = await measure(baseline.url, options);
    return { shop, baseline: ceiling, ratio: shop.rps / Math.max(1, ceiling.rps) };
  } finally {
    await baseline.close();
  }
}
