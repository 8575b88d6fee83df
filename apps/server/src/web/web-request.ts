import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** The request's headers as Web `Headers`; `override` replaces whatever the client sent for those names. */
export function webHeaders(request: FastifyRequest, override: Record<string, string> = {}): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name in override) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  for (const [name, value] of Object.entries(override)) headers.set(name, value);
  return headers;
}

/** A Web `Request` for libraries that speak fetch (better-auth, React Router). */
export function toWebRequest(
  request: FastifyRequest,
  { body, headers }: { body?: Uint8Array | ReadableStream; headers?: Record<string, string> } = {},
): Request {
  let url: URL;
  try {
    // Joined as text: a path such as `//x` is a path here, not the address of another host.
    url = new URL(`${request.protocol}://${request.host}${request.url}`);
  } catch {
    throw new AppError('invalid', 'This address is not valid. Check the link and try again.');
  }
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers: webHeaders(request, headers) };
  if (body) Object.assign(init, { body, duplex: 'half' });
  return new Request(url, init);
}

/** The request body as a stream, for handlers that read it themselves (form posts to pages). */
export function streamedBody(request: FastifyRequest): ReadableStream | undefined {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  return Readable.toWeb(request.raw) as ReadableStream;
}

/**
 * Sends a Web `Response` through Fastify, so its hooks (compression, logging) still apply; `headers` are set over the
 * response's own.
 */
export function sendWebResponse(reply: FastifyReply, response: Response, headers: Record<string, string> = {}) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Readable.fromWeb(response.body) : undefined);
}
