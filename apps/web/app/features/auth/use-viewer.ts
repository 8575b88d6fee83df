import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';

/** Who is signed in, from the root loader (null when signed out or on an error page). */
export function useViewer() {
  return useRouteLoaderData<typeof rootLoader>('root')?.viewer ?? null;
}
