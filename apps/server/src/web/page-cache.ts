import type { FastifyReply, FastifyRequest } from 'fastify';
import { CATALOGUE, type ReadCache, type Topic } from '../cache/read-cache';
import { LANG_COOKIE, LANGS } from '@alankar/shared/lang';
import { sendWebResponse } from './web-request';

/**
 * A page as rendered for a visitor who is not signed in, kept as bytes cut where its inline scripts' nonce was, so each
 * visit gets its own nonce by joining the pieces. Bytes, not a string: Node writes a long string holding characters
 * beyond Latin-1 (any Bangla, or a `’`) several times slower than the same page as a Buffer.
 */
interface KeptPage {
  status: number;
  headers: [string, string][];
  pieces: Buffer[];
  bytes: number;
}

function keep(body: string, nonce: string | undefined): Pick<KeptPage, 'pieces' | 'bytes'> {
  const pieces = (nonce ? body.split(nonce) : [body]).map((piece) => Buffer.from(piece));
  return { pieces, bytes: pieces.reduce((sum, piece) => sum + piece.length, 0) };
}

function bodyOf({ pieces }: KeptPage, nonce: string | undefined): Buffer {
  if (pieces.length === 1) return pieces[0]!;
  const joint = Buffer.from(nonce ?? '');
  return Buffer.concat(pieces.flatMap((piece, index) => (index === 0 ? [piece] : [joint, piece])));
}

const ONLY_LANG_COOKIE = new RegExp(`^\\s*${LANG_COOKIE}=(${LANGS.join('|')})\\s*;?\\s*$`);

/**
 * Who a request is, as far as the page it gets: `anyone` (nothing of its visitor's own, or only the language they
 * chose, which is part of the page), or null for a visitor with a session or other cookies of their own.
 */
function anonymousVisitor(request: FastifyRequest): string | null {
  const { cookie, authorization } = request.headers;
  if (authorization) return null;
  if (!cookie) return 'anyone';
  const lang = ONLY_LANG_COOKIE.exec(cookie)?.[1];
  return lang ? `anyone ${LANG_COOKIE}=${lang}` : null;
}

/** A page kept for one signed-in person also shows who they are: it goes when their account changes. */
const PERSONAL_PAGE_TOPICS: readonly Topic[] = [...CATALOGUE, 'users'];

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

/** A page that shows who is asking (their name, their orders) is theirs: no browser or proxy cache may keep it. */
const PERSONAL = { 'cache-control': 'private, no-store' };

function sendKept(reply: FastifyReply, page: KeptPage, nonce: string | undefined, headers: Record<string, string>) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  // The page's inline scripts carry this response's own nonce, as its Content-Security-Policy says.
  return reply.send(bodyOf(page, nonce));
}

/**
 * Serves a page from `cache` when it was rendered before for the same visitor — anyone not signed in, or one
 * signed-in person — and nothing it may show changed since: the products, posts and settings, and for a signed-in
 * person their account. A page whose loaders read anything else (orders, the dashboard's figures) is always rendered,
 * and so is anything not plainly shareable.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    cache,
    nonce,
    viewerId,
    render,
  }: {
    cache: ReadCache;
    nonce: string | undefined;
    /** Who the request's session belongs to, or null. */
    viewerId: () => Promise<string | null>;
    /** Renders the page; its loaders call `onPersonalRead` when they read more than the catalogue and who is asking. */
    render: (onPersonalRead: () => void) => Promise<Response>;
  },
) {
  const anonymous = anonymousVisitor(request);
  const headers: Record<string, string> = anonymous ? {} : PERSONAL;
  const visitor =
    request.method !== 'GET' ? null : (anonymous ?? (await viewerId().then((id) => id && `viewer ${id}`)));
  if (!visitor) return sendWebResponse(reply, await render(() => {}), headers);
  const key = `page ${visitor} ${request.protocol}://${request.host}${request.url}`;
  const kept = cache.peek<KeptPage>(key);
  if (kept) return sendKept(reply, kept, nonce, headers);

  const mark = cache.mark(anonymous ? CATALOGUE : PERSONAL_PAGE_TOPICS);
  let personal = false;
  const response = await render(() => {
    personal = true;
  });
  if (personal || !isShareable(response)) return sendWebResponse(reply, response, headers);
  const page: KeptPage = {
    status: response.status,
    headers: [...response.headers],
    ...keep(await response.text(), nonce),
  };
  // Read only now, once the whole page has streamed: data a loader handed over as a promise is known too.
  if (!personal) cache.keep(key, mark, page, page.bytes);
  return sendKept(reply, page, nonce, headers);
}
