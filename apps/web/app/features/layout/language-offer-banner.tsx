import { useState } from 'react';
import { useWords } from '~/words/use-words';
import { rememberLang } from './language-switch';

/** The offer of the Bangla shop, in Bangla, until it is taken or declined (`LanguageOffer` says when it is made). */
export function LanguageOfferBanner() {
  const { t } = useWords();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <aside
      lang="bn"
      aria-label={t.shell.offerTitle}
      className="border-b border-line bg-white"
      data-testid="language-offer"
    >
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
