import { data, redirect, type AppLoadContext } from 'react-router';
import type { Viewer } from '@alankar/shared/account';
import { langOfPath, pathInLang } from '@alankar/shared/lang';
import { may, type Action } from '@alankar/shared/policy';
import { pageWords } from '~/words/words.server';

/** The signed-in viewer, or a redirect to /signin (in the page's language) that remembers where they were going. */
export async function requireViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await context.viewer();
  if (viewer) return viewer;
  const url = new URL(request.url);
  const signIn = pathInLang('/signin', langOfPath(url.pathname));
  throw redirect(`${signIn}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * The signed-in person, when the policy lets them do `action` (staff pages: the dashboard, by default): signed out →
 * /signin, anyone else → a 403 that the page's error boundary shows as "not allowed".
 */
export async function requireAllowed(
  request: Request,
  context: AppLoadContext,
  action: Action = 'dashboard.view',
): Promise<Viewer> {
  const viewer = await requireViewer(request, context);
  // The error page says so in the page's language: the words travel with the refusal, as the loader's would have.
  if (!may(viewer, action)) throw data({ notAllowed: true, words: pageWords(request, ['orders']) }, { status: 403 });
  return viewer;
}
