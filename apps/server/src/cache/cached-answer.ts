import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Topic } from './read-cache';

type Encoding = 'br' | 'gzip';

/** A route's answer as its schema serialized it, compressed once beside it when it is worth compressing. */
interface Answer {
  json: string;
  br?: Buffer;
  gzip?: Buffer;
}

const COMPRESS_FROM_BYTES = 1024;

/**
 * Route options of a GET answered by `sendCached`: its answer is compressed once, in the cache, so the compression
 * plugin has nothing to do on the way out.
 */
export const cachedRoute = { compress: false } as const;

/** The encoding the client accepts that we prefer (brotli, then gzip), honouring `q=0`. */
function parseAcceptedEncoding(header: string | string[] | undefined): Encoding | null {
  let best: { encoding: Encoding; q: number } | null = null;
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
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

function answerOf(json: string): Answer {
  if (json.length < COMPRESS_FROM_BYTES) return { json };
  const text = Buffer.from(json);
  return {
    json,
    br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: gzipSync(text),
  };
}

const bytesOf = (answer: Answer) => answer.json.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);

/**
 * Sends a GET's answer from the read cache: serialized by the route's own response schema and compressed once, so a
 * repeated request costs neither the database, the serializer nor compression. Kept until a write touches `topics`.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  topics: readonly Topic[],
  load: () => Promise<unknown>,
): Promise<void> {
  const answer = await request.server.cache.read(
    `answer ${request.url}`,
    topics,
    // The route's serializer (its zod response schema) makes text.
    async () => answerOf(reply.serialize(await load()) as string),
    bytesOf,
  );
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const encoded = encoding ? answer[encoding] : undefined;
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding && encoded) reply.header('content-encoding', encoding).send(encoded);
  else reply.send(answer.json);
}
