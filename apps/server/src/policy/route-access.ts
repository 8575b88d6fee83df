import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Viewer } from '@alankar/shared/account';
import { may, needsSignIn, type Action } from '@alankar/shared/policy';
import { AppError } from '../errors';
import { webHeaders } from '../web/web-request';

/**
 * Who may call an API route: an action of the policy (`@alankar/shared/policy`), checked before the body is read;
 * `public` for anyone; `provider` for a payment provider's callbacks, which prove themselves by signature.
 */
export type RouteAccess = Action | 'public' | 'provider';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/**
 * Every API route declares its access, and it is checked here, once, for all of them. A route that declares none is
 * refused to everyone (fail closed), and named in the log at start-up. Answers for anyone but the public are personal:
 * never kept by a browser or a proxy.
 */
export function registerRouteAccess(app: FastifyInstance, viewerFor: (headers: Headers) => Promise<Viewer | null>) {
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      app.log.error({ method: route.method, url: route.url }, 'API route declares no access: it is refused to everyone');
    }
  });
  app.addHook('preValidation', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access) throw new AppError('forbidden', 'This call is not open to anyone.');
    if (access === 'public' || access === 'provider') return;
    reply.header('cache-control', 'private, no-store');
    request.viewer = await viewerFor(webHeaders(request));
    if (may(request.viewer, access)) return;
    if (!request.viewer && needsSignIn(access)) throw new AppError('unauthorized', 'Please sign in first.');
    throw new AppError('forbidden', 'Only the shop’s staff can do this.');
  });
}

/** The viewer of a route whose access needs one; the check has already made sure there is one. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('unauthorized', 'Please sign in first.');
  return request.viewer;
}
