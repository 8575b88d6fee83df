import { useLocation } from 'react-router';
import { LANG_COOKIE, pathInLang, type Lang } from '@alankar/shared/lang';
import { useWords } from '~/words/use-words';

const A_YEAR = 60 * 60 * 24 * 365;

/** Remembers the reader's language, so their next visit to `/` opens in it. */
export function rememberLang(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${A_YEAR}; samesite=lax`;
}

/** `বাংলা` on English pages, `English` on Bangla ones: the same page, with the same query, in the other language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, lang } = useWords();
  const { pathname, search, hash } = useLocation();
  const other: Lang = lang === 'bn' ? 'en' : 'bn';
  return (
    <a
      href={`${pathInLang(pathname, other)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      aria-label={t.shell.otherLanguageLabel}
      // `বাংলা` in its own few glyphs: on an English page, the whole Bangla font would load for this one word.
      className={other === 'bn' ? `${className ?? ''} font-switch` : className}
      data-testid="language-switch"
      onClick={() => rememberLang(other)}
    >
      {t.shell.otherLanguage}
    </a>
  );
}
