import { useLocation, useNavigation } from 'react-router';

/** True while a new filter or page of this same screen is loading: the moment for placeholders. */
export function useFilterLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === location.pathname;
}
