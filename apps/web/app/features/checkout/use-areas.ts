import { useEffect, useState } from 'react';
import type { Place } from '@alankar/shared/location-schemas';
import { api } from '~/lib/api-client';

export type AreasState = { state: 'none' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; areas: Place[] };

/** The areas of the chosen district, from the server (the list of all of them stays out of the page's code). */
export function useAreas(districtId: string): AreasState {
  const [areas, setAreas] = useState<{ districtId: string; result: AreasState }>({
    districtId: '',
    result: { state: 'none' },
  });

  useEffect(() => {
    if (!districtId) return;
    let current = true;
    api<Place[]>(`/locations/${encodeURIComponent(districtId)}/areas`)
      .then((found) => current && setAreas({ districtId, result: { state: 'ready', areas: found } }))
      .catch(() => current && setAreas({ districtId, result: { state: 'failed' } }));
    return () => {
      current = false;
    };
  }, [districtId]);

  if (!districtId) return { state: 'none' };
  return areas.districtId === districtId ? areas.result : { state: 'loading' };
}
