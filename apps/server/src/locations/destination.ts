import type { DeliveryRules, DeliveryZone, ZoneTerms } from '@alankar/shared/pricing';
import { AppError } from '../errors';
import { areaIn, areaZone, districtById, type Area, type District } from './locations';

/** Where an order goes and how delivery there is priced. */
export interface Destination {
  district: District | null;
  area: Area | null;
  zone: DeliveryZone;
  terms: ZoneTerms;
}

/**
 * The zone of an address from its district and area ids; an address without them (an older client naming only its
 * city) is priced as outside Dhaka. An id that is not on the list is the shopper's mistake, named on its field.
 */
export function destinationOf(
  place: { district?: string | undefined; area?: string | undefined },
  rules: DeliveryRules,
  /** The form the ids came in, for naming the field in an error ('' for top-level). */
  field = 'shippingAddress',
): Destination {
  if (!place.district) return { district: null, area: null, zone: 'outside-dhaka', terms: rules.zones['outside-dhaka'] };
  const district = districtById(place.district);
  if (!district) throw misplaced(field, 'district');
  const area = place.area ? areaIn(district.id, place.area) : undefined;
  if (!area) throw misplaced(field, 'area');
  const zone = areaZone(district, area, rules);
  return { district, area, zone, terms: rules.zones[zone] };
}

function misplaced(field: string, what: 'district' | 'area'): AppError {
  const message = `Choose your ${what} from the list`;
  return new AppError('invalid', message, { [field ? `${field}.${what}` : what]: message });
}
