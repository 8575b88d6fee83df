import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';

/** What the root loader knows on every page: shop settings, who is signed in, Google sign-in. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>('root');
}
