import { useLocation, useNavigation } from 'react-router';

/**
 * True while this same page is loading new values for any of `names` in its query string:
 * the moment to show placeholders for the part of the page they drive.
 */
export function usePendingParams(names: readonly string[]): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== 'loading' || navigation.location.pathname !== location.pathname) return false;
  const next = new URLSearchParams(navigation.location.search);
  const current = new URLSearchParams(location.search);
  return names.some((name) => next.get(name) !== current.get(name));
}
