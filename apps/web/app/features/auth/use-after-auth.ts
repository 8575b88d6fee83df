import { useNavigate, useRevalidator } from 'react-router';
import { useWords } from '~/words/use-words';
import { safeRedirectPath } from '@alankar/shared/account';
import { pathInLang, type Lang } from '@alankar/shared/lang';

/**
 * After signing in or out: go on (only ever to a page of this shop, in the page's language), and refresh what the
 * pages know about who is signed in.
 */
export function useAfterAuth() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { lang } = useWords();
  return async (to: string) => {
    await navigate(nextPathIn(to, lang), { replace: true });
    await revalidator.revalidate();
  };
}

/**
 * Where to go after signing in, from a request: a page of this shop (by `safeRedirectPath`), written in `lang`.
 * Checked again once written, as dropping `/bn` from `/bn//x` would leave `//x`, another site.
 */
export function nextPathIn(value: string | null | undefined, lang: Lang): string {
  return safeRedirectPath(pathInLang(safeRedirectPath(value), lang));
}
