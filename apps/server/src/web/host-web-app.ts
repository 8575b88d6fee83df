import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { streamedBody, toWebRequest } from './web-request';
import { sendPage } from './page-cache';
import { cspNonceOf } from '../security-headers';
import type { ShopLoadContext } from '@alankar/shared/services';

export const WEB_ROOT = fileURLToPath(new URL('../../../web', import.meta.url));
const CLIENT_DIR = `${WEB_ROOT}/build/client`;
const SERVER_BUILD = `${WEB_ROOT}/build/server/index.js`;

export type WebMode = 'build' | 'dev';

/** What a browser sends to a page: reading it, and posting its forms. */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Hosts the React Router app: every path not claimed by /api, /uploads or a static file
 * is rendered on the server, with the shop's services (and public origin) as the loaders' context.
 */
export async function hostWebApp(
  app: FastifyInstance,
  mode: WebMode,
  {
    getLoadContext,
    viewerId,
    originOf,
  }: {
    /**
     * `cspNonce`: what this page's inline scripts must carry (none in dev, where no policy is sent);
     * `onPersonalRead`: called when a loader reads more than the catalogue and who is asking;
     * `origin`: the shop's own origin for absolute links.
     */
    getLoadContext: (page: {
      request: Request;
      cspNonce: string | undefined;
      onPersonalRead?: () => void;
      origin: string;
    }) => ShopLoadContext;
    /** Who a request's session belongs to, or null. */
    viewerId: (request: FastifyRequest) => Promise<string | null>;
    /** The shop's own origin as this request may name it. */
    originOf: (request: FastifyRequest) => string;
  },
): Promise<void> {
  if (mode === 'dev') {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: WEB_ROOT,
      server: { middlewareMode: true, hmr: { server: app.server } },
    });
    app.addHook('onClose', () => vite.close());
    const listener = createRequestListener({
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      getLoadContext: (request) =>
        getLoadContext({ request, cspNonce: undefined, origin: new URL(request.url).origin }),
      mode: 'development',
    });
    await app.register(async (web) => {
      passBodiesThrough(web);
      web.all('/*', (request, reply) => {
        reply.hijack();
        vite.middlewares(request.raw, reply.raw, () => listener(request.raw, reply.raw));
      });
    });
    return;
  }

  if (!existsSync(SERVER_BUILD)) {
    throw new Error(`The web app is not built (${SERVER_BUILD} is missing): run \`npm run build\` first.`);
  }
  const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');

  await app.register(fastifyStatic, {
    root: CLIENT_DIR,
    wildcard: false,
    decorateReply: false,
    // The build writes .br and .gz beside each asset.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      // Vite puts a content hash in every file name under /assets.
      const immutable = path.startsWith(`${CLIENT_DIR}/assets/`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  await app.register(async (web) => {
    passBodiesThrough(web);
    web.all('/*', async (request, reply) => {
      // Pages answer what a browser sends; TRACE and the like are refused, not passed on.
      if (!PAGE_METHODS.has(request.method)) {
        return reply.status(405).header('allow', [...PAGE_METHODS].join(', ')).send({
          error: {
            code: 'invalid',
            message: `Pages of this shop do not answer ${request.method}.`,
            requestId: request.id,
          },
        });
      }
      // `//x` is no page of the shop (a browser would read it as another host): a plain 404 that leads home.
      if (request.url.startsWith('//')) {
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(
            '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title>' +
              '<p>This address is not a page of the shop. <a href="/">Go to the home page</a>.</p></html>',
          );
      }
      const nonce = cspNonceOf(reply.raw);
      return sendPage(request, reply, {
        cache: app.cache,
        nonce,
        viewerId: () => viewerId(request),
        render: (onPersonalRead) => {
          const webRequest = toWebRequest(request, { body: streamedBody(request) });
          return handler(
            webRequest,
            getLoadContext({ request: webRequest, cspNonce: nonce, onPersonalRead, origin: originOf(request) }),
          );
        },
      });
    });
  });
}

/** React Router reads form bodies itself, so Fastify must leave the request stream unread. */
function passBodiesThrough(web: FastifyInstance): void {
  web.removeAllContentTypeParsers();
  web.addContentTypeParser('*', (_request, _payload, done) => done(null));
}
