import { useNavigate, useRevalidator } from 'react-router';

/** After signing in or out: go on, and refresh what the pages know about who is signed in. */
export function useAfterAuth() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async (to: string) => {
    await navigate(to, { replace: true });
    await revalidator.revalidate();
  };
}
