import { useNavigate, useRevalidator } from 'react-router';
import { safeRedirectPath } from '@alankar/shared/account';

/** After signing in or out: go on (only ever to a page of this shop), and refresh what the pages know about who is signed in. */
export function useAfterAuth() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async (to: string) => {
    await navigate(safeRedirectPath(to), { replace: true });
    await revalidator.revalidate();
  };
}
