import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Larger answers (a staff export, a feed of the whole catalogue) are left to `@fastify/compress`, whose zlib stream
 * works on libuv's threads: compressed here they would hold up every other request while they are.
 */
const COMPRESS_IN_ONE_CALL_UP_TO_BYTES = 64 * 1024;

/** Text, JSON and XML (feeds, SVG), as `@fastify/compress` has it but for `octet-stream`; never images or fonts. */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

/**
 * Quality 4, as `@fastify/compress` has it: far cheaper than the default 11 for nearly the same size. Told the size,
 * brotli sets up buffers for it instead of its 4 MB window: a 1.3 KB answer took 35 µs without, 25 µs with it.
 */
const brotliFor = (bytes: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes },
});

export type Encoding = 'br' | 'gzip';

/** The encoding the client accepts that we prefer (brotli, then gzip), honouring `q=0`. */
function parseAcceptedEncoding(header: string | string[] | undefined): Encoding | null {
  let best: { encoding: Encoding; q: number } | null = null;
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part
      .toLowerCase()
      .split(';')
      .map((piece) => piece.trim());
    const encoding = name === 'br' || name === 'gzip' ? name : null;
    if (!encoding) continue;
    const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((q) => q !== undefined);
    const q = weight === undefined ? 1 : Number(weight);
    if (q > 0 && (!best || q > best.q || (q === best.q && encoding === 'br'))) best = { encoding, q };
  }
  return best?.encoding ?? null;
}

/** Clients send a handful of distinct Accept-Encoding headers; each is read once. */
const acceptedEncodings = new Map<string, Encoding | null>();
const KNOWN_HEADERS = 64;

export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (header === undefined) return null;
  if (typeof header !== 'string') return parseAcceptedEncoding(header);
  let encoding = acceptedEncodings.get(header);
  if (encoding === undefined) {
    encoding = parseAcceptedEncoding(header);
    if (acceptedEncodings.size < KNOWN_HEADERS) acceptedEncodings.set(header, encoding);
  }
  return encoding;
}

function varyByEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding|\*/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
}

/** An answer already in memory (JSON, a kept page), compressed in one call: no zlib stream to open and drain. */
function compressInMemory(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return payload;
  const bytes = Buffer.byteLength(payload);
  if (bytes < COMPRESS_FROM_BYTES || bytes > COMPRESS_IN_ONE_CALL_UP_TO_BYTES) return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const compressed = encoding === 'br' ? brotliCompressSync(payload, brotliFor(bytes)) : gzipSync(payload);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  varyByEncoding(reply);
  return compressed;
}

/**
 * Pages and JSON go out compressed (built assets are already compressed on disk). Answers held in memory, from 1 KB
 * to 64 KB, are compressed here in one synchronous call; the rest (pages streamed as React renders them, larger
 * answers, clients asking only for `*`) by `@fastify/compress`, which leaves alone what this has compressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', (request, reply, payload, done) => done(null, compressInMemory(request, reply, payload)));
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: COMPRESS_FROM_BYTES });
}
