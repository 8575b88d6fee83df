import { LANG_COOKIE } from '@alankar/shared/lang';
import { onDemand } from '~/lib/on-demand';
import { useHydrated } from '~/lib/use-hydrated';

const { Component: LanguageOfferBanner } = onDemand(() =>
  import('./language-offer-banner').then((module) => module.LanguageOfferBanner),
);

/** The browser asks for Bangla first and the visitor has not chosen a language with the switch yet. */
function prefersBangla(): boolean {
  const chose = document.cookie.split(/;\s*/).some((part) => part.startsWith(`${LANG_COOKIE}=`));
  return !chose && /^bn\b/i.test(navigator.languages[0] ?? navigator.language);
}

/**
 * On a first visit to the English home page from a browser set to Bangla: a quiet offer of the Bangla shop, in
 * Bangla. An offer, not a redirect, so crawlers and shared links see the page as written and nothing can loop. Only
 * those visitors fetch its code.
 */
export function LanguageOffer() {
  const hydrated = useHydrated();
  return hydrated && prefersBangla() ? <LanguageOfferBanner /> : null;
}
