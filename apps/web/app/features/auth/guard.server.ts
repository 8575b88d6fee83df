import { data, redirect, type AppLoadContext } from 'react-router';
import type { Viewer } from '@alankar/shared/account';

/** The signed-in viewer, or a redirect to /signin that remembers where they were going. */
export async function requireViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await context.viewer();
  if (viewer) return viewer;
  const url = new URL(request.url);
  throw redirect(`/signin?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * The signed-in staff member, for staff-only loaders and actions: signed out → /signin, a customer → a 403
 * that the page's error boundary shows as "not allowed".
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await requireViewer(request, context);
  if (viewer.role !== 'admin') throw data({ notAllowed: true }, { status: 403 });
  return viewer;
}
