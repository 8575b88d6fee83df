import type { FastifyReply, FastifyRequest } from 'fastify';
import { CATALOGUE, type ReadCache } from '../cache/read-cache';
import { sendWebResponse } from './web-request';

/** A page as rendered for a visitor who is not signed in, with the nonce its inline scripts were given then. */
interface KeptPage {
  status: number;
  headers: [string, string][];
  body: string;
  nonce: string | undefined;
}

/** Only a request that carries nothing of its visitor's own gets the page everyone else gets. */
function isAnonymous(request: FastifyRequest): boolean {
  return request.method === 'GET' && !request.headers.cookie && !request.headers.authorization;
}

/** A successful page (or a page's data) that sets nothing for its visitor. */
function isShareable(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return (
    response.status === 200 &&
    response.body !== null &&
    response.headers.getSetCookie().length === 0 &&
    !/no-store|private/.test(response.headers.get('cache-control') ?? '') &&
    (type.startsWith('text/html') || type.startsWith('text/x-script'))
  );
}

function sendKept(reply: FastifyReply, page: KeptPage, nonce: string | undefined) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  // The page's inline scripts carry this response's own nonce, as its Content-Security-Policy says.
  const body = page.nonce && nonce && page.nonce !== nonce ? page.body.replaceAll(page.nonce, nonce) : page.body;
  return reply.send(body);
}

/**
 * Serves pages to visitors who are not signed in from `cache`, rendering a page only the first time after a write to
 * the products, posts or settings it may show; signed-in visitors and anything not plainly shareable are rendered.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReadCache,
  nonce: string | undefined,
  render: () => Promise<Response>,
) {
  if (!isAnonymous(request)) return sendWebResponse(reply, await render());
  const key = `page ${request.protocol}://${request.host}${request.url}`;
  const kept = cache.peek<KeptPage>(key);
  if (kept) return sendKept(reply, kept, nonce);

  const mark = cache.mark(CATALOGUE);
  const response = await render();
  if (!isShareable(response)) return sendWebResponse(reply, response);
  const page: KeptPage = {
    status: response.status,
    headers: [...response.headers],
    body: await response.text(),
    nonce,
  };
  cache.keep(key, mark, page, page.body.length);
  return sendKept(reply, page, nonce);
}
