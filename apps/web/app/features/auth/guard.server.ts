import { redirect, type AppLoadContext } from 'react-router';
import type { Viewer } from '@alankar/shared/account';

/** The signed-in viewer, or a redirect to /signin that remembers where they were going. */
export async function requireViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await context.viewer();
  if (viewer) return viewer;
  const url = new URL(request.url);
  throw redirect(`/signin?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
