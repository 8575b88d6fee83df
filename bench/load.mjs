// Throughput and latency of one URL with autocannon, and the same bytes served from memory by a bare Fastify.
import autocannon from 'autocannon';
import Fastify from 'fastify';

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
 * once): the ceiling a Node server on this machine reaches for the same answer.
 */
export async function startBaseline(shopUrl, headers = {}) {
  const answer = await fetch(shopUrl, { headers });
  const body = Buffer.from(await answer.arrayBuffer());
  const type = answer.headers.get('content-type') ?? 'application/octet-stream';
  const app = Fastify({ logger: false });
  app.get('/*', (_request, reply) => reply.type(type).send(body));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}${new URL(shopUrl).pathname}${new URL(shopUrl).search}`, close: () => app.close() };
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
