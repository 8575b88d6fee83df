import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** What the request's log line says besides the usual (the order it placed): see `noteInLog`. */
    logFacts: Record<string, string | number>;
  }
}

/** An id a proxy in front of the shop gave the request: kept when it looks like one, so its logs and ours agree. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Each request's id: the one `X-Request-Id` brought, or a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const forwarded = request.headers['x-request-id'];
  if (typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
  return randomBytes(8).toString('hex');
}

/** Routes whose address holds a secret (a signed order link): the log names the route, never the address. */
const SECRET_IN_PATH = /:(code|token)\b/;
/** A long run of letters and digits, as tokens are (a password reset link's; ids and slugs have dashes): not logged. */
const TOKEN_LIKE = /^[A-Za-z0-9_]{20,}$/;

/** Where a request went, as the log may keep it: the address without its query (tokens travel there) or tokens. */
function whereTo(request: FastifyRequest): { route?: string; path?: string } {
  const route = request.routeOptions.url;
  if (route && SECRET_IN_PATH.test(route)) return { route };
  const path = request.url
    .split('?')[0]!
    .split('/')
    .map((part) => (TOKEN_LIKE.test(part) ? '…' : part))
    .join('/');
  return { route, path };
}

/**
 * One JSON line per request, when it is answered: its id (also in the `X-Request-Id` header and in every error
 * answer, so a shopper can quote it), method, route and address, status and time taken. Never a query, a body or
 * a header: passwords, tokens, codes and card numbers travel there.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.decorateRequest('logFacts', null as unknown as Record<string, string | number>);
  app.addHook('onRequest', async (request, reply) => {
    request.logFacts = {};
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        ...whereTo(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...request.logFacts,
      },
      'request',
    );
  });
}

/** Adds a fact (an order's number) to the request's log line; none of them may be a secret. */
export function noteInLog(request: FastifyRequest, facts: Record<string, string | number>): void {
  Object.assign(request.logFacts, facts);
}
