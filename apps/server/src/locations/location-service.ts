import type { Place } from '@alankar/shared/location-schemas';
import type { DeliveryRules } from '@alankar/shared/pricing';
import { areaIn, areaZone, areasOf, districtById, districtZone, districts } from './locations';

/** The checkout's lists of places, each with the zone delivery there is priced in by the shop's current rules. */
export function createLocationService(rules: () => Promise<DeliveryRules>) {
  return {
    async districts(): Promise<Place[]> {
      const current = await rules();
      return districts().map(({ id, name, bnName, ...district }) => ({
        id,
        name,
        bnName,
        zone: districtZone({ id, name, bnName, ...district }, current),
      }));
    },

    /** Districts and areas by id, named for staff (`Savar, Dhaka`; a district by its name); unknown ids are left out. */
    async named(ids: readonly string[]): Promise<{ id: string; name: string }[]> {
      return ids.flatMap((id) => {
        const district = districtById(id);
        if (district) return [{ id, name: district.name }];
        const [districtId] = id.split('-');
        const owner = districtId ? districtById(districtId) : undefined;
        const area = owner ? areaIn(owner.id, id) : undefined;
        return owner && area ? [{ id, name: `${area.name}, ${owner.name}` }] : [];
      });
    },

    /** The district's areas, or null when there is no such district. */
    async areas(districtId: string): Promise<Place[] | null> {
      const district = districtById(districtId);
      if (!district) return null;
      const current = await rules();
      return (areasOf(district.id) ?? []).map((area) => ({
        id: area.id,
        name: area.name,
        bnName: area.bnName,
        zone: areaZone(district, area, current),
      }));
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
