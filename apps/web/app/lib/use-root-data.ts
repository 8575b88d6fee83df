import { useRouteLoaderData } from 'react-router';
import { DEFAULT_DELIVERY, DELIVERY_ZONES, type DeliveryRules } from '@alankar/shared/pricing';
import { useWords } from '~/words/use-words';
import type { loader as rootLoader } from '~/root';

/** What the root loader knows on every page: shop settings, who is signed in, Google sign-in. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>('root');
}

/** What delivery costs, as the owner set it (the defaults only on an error page whose root loader failed). */
export function useDeliveryRules(): DeliveryRules {
  return useRootData()?.settings ?? DEFAULT_DELIVERY;
}

/** Each zone's fee and days in a line the page's language reads: `Inside Dhaka: Tk 60, 1–2 days; …`. */
export function useDeliveryFeesText(): string {
  const { zones } = useDeliveryRules();
  const { t, tk, fill } = useWords();
  return DELIVERY_ZONES.map((zone) =>
    fill(t.common.zoneTerms, {
      zone: t.common.zones[zone],
      fee: tk(zones[zone].fee),
      min: zones[zone].minDays,
      max: zones[zone].maxDays,
    }),
  ).join(t.common.listSeparator);
}
