import type { DeliveryRules, DeliveryZone } from '@alankar/shared/pricing';
import districtRows from './data/districts.json' with { type: 'json' };
import areaRows from './data/areas.json' with { type: 'json' };

/** One of Bangladesh's 64 districts (data: `data/LICENSE.md`). */
export interface District {
  id: string;
  name: string;
  bnName: string;
  division: string;
  divisionBn: string;
}

/** An upazila, or one of Dhaka city's thanas. */
export interface Area {
  id: string;
  name: string;
  bnName: string;
  kind: 'upazila' | 'thana';
}

const DISTRICTS = districtRows as readonly District[];
const AREAS: Readonly<Record<string, readonly Area[]>> = areaRows as Record<string, Area[]>;
const DISTRICT_BY_ID = new Map(DISTRICTS.map((district) => [district.id, district]));
const PLACE_IDS = new Set([...DISTRICT_BY_ID.keys(), ...Object.values(AREAS).flatMap((areas) => areas.map((area) => area.id))]);

/** The district whose city thanas are "inside Dhaka". */
const DHAKA = 'dhaka';

export const districts = (): readonly District[] => DISTRICTS;
export const districtById = (id: string): District | undefined => DISTRICT_BY_ID.get(id);
export const areasOf = (districtId: string): readonly Area[] | undefined => AREAS[districtId];
export const areaIn = (districtId: string, areaId: string): Area | undefined =>
  AREAS[districtId]?.find((area) => area.id === areaId);
/** Whether `id` names a district or an area (settings' suburb list). */
export const isPlace = (id: string): boolean => PLACE_IDS.has(id);

/** How a district is priced as a whole: Dhaka by its city, a listed suburb as a suburb, the rest outside. */
export function districtZone(district: District, rules: Pick<DeliveryRules, 'suburbs'>): DeliveryZone {
  if (rules.suburbs.includes(district.id)) return 'dhaka-suburbs';
  return district.id === DHAKA ? 'inside-dhaka' : 'outside-dhaka';
}

/** How an address in `area` of `district` is priced: a listed suburb first, then Dhaka city's thanas, else outside. */
export function areaZone(district: District, area: Area, rules: Pick<DeliveryRules, 'suburbs'>): DeliveryZone {
  if (rules.suburbs.includes(area.id) || rules.suburbs.includes(district.id)) return 'dhaka-suburbs';
  return district.id === DHAKA && area.kind === 'thana' ? 'inside-dhaka' : 'outside-dhaka';
}
