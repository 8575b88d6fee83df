import { useRootData } from '~/lib/use-root-data';

/** Who is signed in (null when signed out or on an error page). */
export function useViewer() {
  return useRootData()?.viewer ?? null;
}
