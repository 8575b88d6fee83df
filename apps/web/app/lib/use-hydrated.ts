import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while rendering on the server and hydrating, true after: for what lives only in the browser (the cart). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
