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
  }: {
    /**
     * `cspNonce`: what this page's inline scripts must carry (none in dev, where no policy is sent);
     * `onPersonalRead`: called when a loader reads more than the catalogue and who is asking.
     */
    getLoadContext: (request: Request, cspNonce: string | undefined, onPersonalRead?: () => void) => ShopLoadContext;
    /** Who a request's session belongs to, or null. */
    viewerId: (request: FastifyRequest) => Promise<string | null>;
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
      getLoadContext: (request) => getLoadContext(request, undefined),
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
      const nonce = cspNonceOf(reply.raw);
      return sendPage(request, reply, {
        cache: app.cache,
        nonce,
        viewerId: () => viewerId(request),
        render: (onPersonalRead) => {
          const webRequest = toWebRequest(request, { body: streamedBody(request) });
          return handler(webRequest, getLoadContext(webRequest, nonce, onPersonalRead));
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
