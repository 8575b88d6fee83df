import { COURIER_IDS, COURIER_NAMES, type CourierId, type CourierSetup } from '@alankar/shared/courier';
import type { CouriersConfig, CourierReadiness } from './courier-config';
import type { Courier, PhoneRecord } from './courier';
import { createSteadfastCourier } from './steadfast/steadfast';
import { createPathaoCourier } from './pathao/pathao';
import { createRedxCourier } from './redx/redx';
import { createBdCourierLookup } from './phone-history/bdcourier';

/** Every courier the shop speaks: each is built only once the variables booking needs are set. */
const REGISTRY: Record<CourierId, (config: CouriersConfig) => Courier | null> = {
  steadfast: (config) => (config.steadfast ? createSteadfastCourier(config.steadfast) : null),
  pathao: (config) => (config.pathao ? createPathaoCourier(config.pathao) : null),
  redx: (config) => (config.redx ? createRedxCourier(config.redx) : null),
};

/** Somewhere to ask about a phone number's parcels across the courier networks. */
export interface PhoneLookup {
  source: string;
  phoneRecord(phone: string): Promise<PhoneRecord | null>;
}

/** The configured couriers, what the others still need, and where phone numbers are looked up. */
export interface Couriers {
  readonly all: readonly Courier[];
  byId(id: CourierId): Courier | undefined;
  readonly readiness: Record<CourierId, CourierReadiness>;
  /** Each courier, whether it is set up, and what it still needs. */
  readonly setup: CourierSetup[];
  /** Steadfast's own record (with the shop's keys) and, when configured, BD Courier's across the networks. */
  readonly phoneLookups: readonly PhoneLookup[];
}

export function configuredCouriers(config: CouriersConfig): Couriers {
  const all = COURIER_IDS.map((id) => REGISTRY[id](config)).filter((courier) => courier !== null);
  const phoneLookups: PhoneLookup[] = [];
  for (const courier of all) {
    const lookup = courier.phoneRecord?.bind(courier);
    if (lookup) phoneLookups.push({ source: COURIER_NAMES[courier.id], phoneRecord: lookup });
  }
  if (config.bdcourier) {
    const bdcourier = createBdCourierLookup(config.bdcourier);
    phoneLookups.push({ source: 'BD Courier', phoneRecord: (phone) => bdcourier.phoneRecord(phone) });
  }
  return {
    all,
    byId: (id) => all.find((courier) => courier.id === id),
    readiness: config.readiness,
    setup: COURIER_IDS.map((id) => ({
      id,
      ready: all.some((courier) => courier.id === id),
      needs: config.readiness[id],
    })),
    phoneLookups,
  };
}
