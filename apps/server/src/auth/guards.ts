import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '@alankar/shared/account';
import { AppError } from '../errors';
import type { Auth } from './create-auth';
import { webHeaders } from '../web/web-request';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** The signed-in person for these request headers, or null. */
export async function viewerFor(auth: Auth, headers: Headers): Promise<Viewer | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, email, name, image, role } = session.user as typeof session.user & { role?: string };
  return { id, email, name, image: image ?? null, role: role === 'admin' ? 'admin' : 'user' };
}

/** Route guards, used as `preValidation: app.guards.requireUser` (so callers learn they must sign in before any body check): 401 without a session, 403 for a non-admin. */
export function createGuards(auth: Auth) {
  async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
    request.viewer = await viewerFor(auth, webHeaders(request));
    if (!request.viewer) throw new AppError('unauthorized', 'Please sign in first.');
  }
  async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    await requireUser(request, reply);
    if (request.viewer?.role !== 'admin') throw new AppError('forbidden', 'Only the shop’s staff can do this.');
  }
  return { requireUser, requireAdmin };
}

/** The viewer of a guarded route; the guard has already made sure there is one. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('unauthorized', 'Please sign in first.');
  return request.viewer;
}
