import type { Viewer } from '@alankar/shared/account';
import type { Auth } from './create-auth';
import type { ReadCache } from '../cache/read-cache';

/** A viewer kept from an earlier request with the same cookies, until its session ends. */
interface KeptViewer {
  viewer: Viewer;
  until: number;
}

/** How long a session's viewer is trusted without asking the database, at most (writes drop it sooner). */
const VIEWER_KEPT_MS = 5 * 60_000;

/**
 * The signed-in person for a request's headers, or null. Who a session belongs to is kept in `cache` until a write to
 * the sessions or users tables (sign-out, a revoked session, a changed role or name, from any process) drops it, and
 * never past the session's own end; a cookie that matches no session is asked about every time.
 */
export function createViewerLookup(auth: Auth, cache: ReadCache) {
  return async (headers: Headers): Promise<Viewer | null> => {
    const cookie = headers.get('cookie');
    if (!cookie) return null;
    const key = `viewer ${cookie}`;
    const kept = cache.peek<KeptViewer>(key);
    if (kept && kept.until > Date.now()) return kept.viewer;

    const mark = cache.mark(['sessions', 'users']);
    const found = await auth.api.getSession({ headers });
    if (!found) return null;
    const { id, email, name, image, role } = found.user as typeof found.user & { role?: string };
    const viewer: Viewer = { id, email, name, image: image ?? null, role: role === 'admin' ? 'admin' : 'user' };
    const until = Math.min(new Date(found.session.expiresAt).getTime(), Date.now() + VIEWER_KEPT_MS);
    cache.keep(key, mark, { viewer, until }, JSON.stringify(viewer).length);
    return viewer;
  };
}

export type ViewerLookup = ReturnType<typeof createViewerLookup>;
