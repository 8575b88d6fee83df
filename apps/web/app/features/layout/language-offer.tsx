import { useState } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import { LANG_COOKIE } from '@alankar/shared/lang';
import { useWords } from '~/words/use-words';
import { rememberLang } from './language-switch';

/** The browser asks for Bangla first and the visitor has not chosen a language with the switch yet. */
function prefersBangla(): boolean {
  const chose = document.cookie.split(/;\s*/).some((part) => part.startsWith(`${LANG_COOKIE}=`));
  return !chose && /^bn\b/i.test(navigator.languages[0] ?? navigator.language);
}

/**
 * On a first visit to the English home page from a browser set to Bangla: a quiet offer of the Bangla shop, in
 * Bangla. An offer, not a redirect, so crawlers and shared links see the page as written and nothing can loop.
 */
export function LanguageOffer() {
  const { t } = useWords();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed || !prefersBangla()) return null;
  return (
    <aside lang="bn" aria-label={t.shell.offerTitle} className="border-b border-line bg-white" data-testid="language-offer">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <p className="font-medium">{t.shell.offerTitle}</p>
        <div className="flex gap-2">
          <a href="/bn" className="btn btn-primary" onClick={() => rememberLang('bn')}>
            {t.shell.offerYes}
          </a>
          <button
            type="button"
            lang="en"
            className="btn btn-outline"
            onClick={() => {
              rememberLang('en');
              setDismissed(true);
            }}
          >
            {t.shell.offerNo}
          </button>
        </div>
      </div>
    </aside>
  );
}
