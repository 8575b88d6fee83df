import { redirect } from 'react-router';
import { isLang, LANG_COOKIE, langOfPath, type Lang } from '@alankar/shared/lang';

/** The language the visitor chose with the switch, from its cookie; null before they chose. */
export function chosenLang(request: Request): Lang | null {
  const cookie = request.headers.get('cookie') ?? '';
  const value = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  return isLang(value) ? value : null;
}

/**
 * The English home page sends a visitor who chose Bangla to `/bn`. Only `/` does, and only on their own choice
 * (the cookie), so a shared or searched link opens as written and crawlers, who carry no cookie, are never moved.
 */
export function redirectToChosenHome(request: Request): void {
  const url = new URL(request.url);
  if (url.pathname === '/' && chosenLang(request) === 'bn') throw redirect(`/bn${url.search}`);
}

/** The language of the page a loader is answering, from its address. */
export function langOfRequest(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname);
}
