import { useNavigate, useRevalidator } from 'react-router';
import { useWords } from '~/words/use-words';
import { nextPathIn } from './auth-client';

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
