import { z } from 'zod';
import { DELIVERY_ZONES } from './pricing';
import { safeText } from './text';

export const districtIdParams = z.object({ districtId: safeText.max(80, 'District id is not valid') });

/** A district or an area as the checkout's lists show it, with the zone delivery there is priced in. */
export const place = z.object({
  id: z.string(),
  name: z.string(),
  bnName: z.string(),
  zone: z.enum(DELIVERY_ZONES),
});
export type Place = z.output<typeof place>;

export const districtList = z.array(place);
export const areaList = z.array(place);
