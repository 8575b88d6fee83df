import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Topic } from './read-cache';
import { acceptedEncoding, COMPRESS_FROM_BYTES, type Encoding } from '../compression';

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

/**
 * Route options of a GET answered by `sendCached`: its answer is compressed once, in the cache, so the compression
 * plugin has nothing to do on the way out.
 */
export const cachedRoute = { compress: false } as const;

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
