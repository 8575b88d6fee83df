import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Topic } from './read-cache';

type Encoding = 'br' | 'gzip';

/**
 * A route's answer as its schema serialized it, as UTF-8 bytes: Node writes a long string that holds characters beyond
 * Latin-1 (Bangla titles) several times slower than the same bytes.
 */
interface Answer {
  json: Buffer;
}

/**
 * Each answer's compressed forms, made the first time a client asks for one and kept with the answer (answers in the
 * cache are frozen, so beside it). An answer nobody asks compressed, or one that is not kept, is never compressed.
 */
const compressed = new WeakMap<Answer, Partial<Record<Encoding, Buffer>>>();

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

function encoded(answer: Answer, encoding: Encoding): Buffer | undefined {
  if (answer.json.length < COMPRESS_FROM_BYTES) return undefined;
  const forms = compressed.get(answer) ?? {};
  compressed.set(answer, forms);
  forms[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipSync(answer.json);
  return forms[encoding];
}

/** What an answer holds in memory, counting room for its compressed forms (about a third of the text between them). */
const bytesOf = (answer: Answer) => Math.ceil(answer.json.length * 1.35);

/**
 * Sends a GET's answer from the read cache: serialized by the route's own response schema, and compressed the first
 * time a client asks for that encoding, so a repeated request costs neither the database, the serializer nor
 * compression. Kept until a write touches `topics`.
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
    async (): Promise<Answer> => ({ json: Buffer.from(reply.serialize(await load()) as string) }),
    bytesOf,
  );
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const body = encoding ? encoded(answer, encoding) : undefined;
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding && body) reply.header('content-encoding', encoding).send(body);
  else reply.send(answer.json);
}
