import { useRouteLoaderData } from 'react-router';
import { DEFAULT_DELIVERY, type DeliveryRules } from '@alankar/shared/pricing';
import type { loader as rootLoader } from '~/root';

/** What the root loader knows on every page: shop settings, who is signed in, Google sign-in. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>('root');
}

/** What delivery costs, as the owner set it (the defaults only on an error page whose root loader failed). */
export function useDeliveryRules(): DeliveryRules {
  return useRootData()?.settings ?? DEFAULT_DELIVERY;
}
