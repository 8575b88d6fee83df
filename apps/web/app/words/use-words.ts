import { isRouteErrorResponse, useLocation, useMatches, useRouteError, useRouteLoaderData } from 'react-router';
import { formatTk } from '@alankar/shared/money';
import { digitsIn, langOfPath, pathInLang, type Lang } from '@alankar/shared/lang';
import type { loader as rootLoader } from '~/root';
import { fill, wordsOfMatches, type Words } from './words';

/** What a root loader that failed still hands its error page: the page's language and the frame's messages. */
export interface WordsOnError {
  lang: Lang;
  words: Partial<Words>;
}

/** The page's language and its messages, with helpers that write prices, numbers and links in that language. */
export function useWords() {
  const rootData = useRouteLoaderData<typeof rootLoader>('root');
  const error = useRouteError();
  const { pathname } = useLocation();
  const onError = isRouteErrorResponse(error) ? (error.data as Partial<WordsOnError> | null) : null;
  const words = wordsOfMatches(useMatches(), onError?.words);
  const lang = rootData?.lang ?? onError?.lang ?? langOfPath(pathname);
  return {
    t: words,
    lang,
    /** A price: `Tk 1,25,000` or `৳১,২৫,০০০`. */
    tk: (amount: number) => formatTk(amount, lang),
    /** A number in the page's digits. */
    num: (value: number | string) => digitsIn(value, lang),
    /** A message with its placeholders filled, numbers in the page's digits. */
    fill: (message: string, values: Record<string, string | number>) =>
      fill(
        message,
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? digitsIn(value, lang) : value]),
        ),
      ),
    /** A shop path in the page's language: `/properties` is `/bn/properties` on a Bangla page. */
    path: (to: string) => pathInLang(to, lang),
  };
}
