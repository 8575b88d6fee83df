import { useLocation } from 'react-router';
import { pathInLang } from '@alankar/shared/lang';

/** Tells search engines where this page lives in each language (English is the default). */
export function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  const english = `${origin}${pathInLang(pathname, 'en')}${search}`;
  return (
    <>
      <link rel="alternate" hrefLang="en" href={english} />
      <link rel="alternate" hrefLang="bn" href={`${origin}${pathInLang(pathname, 'bn')}${search}`} />
      <link rel="alternate" hrefLang="x-default" href={english} />
    </>
  );
}
