import type { CourierId } from '@alankar/shared/courier';

/** The environment variables couriers read (declared and validated in `config.ts`). */
export interface CourierVars {
  STEADFAST_API_KEY?: string;
  STEADFAST_SECRET_KEY?: string;
  STEADFAST_WEBHOOK_TOKEN?: string;
  STEADFAST_BASE_URL: string;
  PATHAO_CLIENT_ID?: string;
  PATHAO_CLIENT_SECRET?: string;
  PATHAO_USERNAME?: string;
  PATHAO_PASSWORD?: string;
  PATHAO_STORE_ID?: number;
  PATHAO_WEBHOOK_SECRET?: string;
  PATHAO_SANDBOX: boolean;
  PATHAO_BASE_URL?: string;
  PATHAO_INTEGRATION_SECRET: string;
  REDX_TOKEN?: string;
  REDX_PICKUP_STORE_ID?: number;
  REDX_WEBHOOK_TOKEN?: string;
  REDX_BASE_URL: string;
  BDCOURIER_API_KEY?: string;
  BDCOURIER_BASE_URL: string;
  COURIER_TIMEOUT_MS: number;
}

const trim = (url: string) => url.replace(/\/+$/, '');

/** Each courier's variables: those booking needs, and the one its webhook is checked with. */
const NEEDS: Record<CourierId, { booking: (keyof CourierVars)[]; webhook: keyof CourierVars }> = {
  steadfast: { booking: ['STEADFAST_API_KEY', 'STEADFAST_SECRET_KEY'], webhook: 'STEADFAST_WEBHOOK_TOKEN' },
  pathao: {
    booking: ['PATHAO_CLIENT_ID', 'PATHAO_CLIENT_SECRET', 'PATHAO_USERNAME', 'PATHAO_PASSWORD', 'PATHAO_STORE_ID'],
    webhook: 'PATHAO_WEBHOOK_SECRET',
  },
  redx: { booking: ['REDX_TOKEN', 'REDX_PICKUP_STORE_ID'], webhook: 'REDX_WEBHOOK_TOKEN' },
};

/** What a courier still needs from the environment: for booking (it is off until these are set) and for its webhook. */
export interface CourierReadiness {
  booking: string[];
  webhook: string[];
}

/**
 * Couriers configured by the environment: each is on once the variables booking needs are set. Without its webhook
 * secret a courier still books and is followed by polling; its webhook refuses every call.
 */
export function couriersConfigFrom(vars: CourierVars) {
  const missing = (names: (keyof CourierVars)[]) =>
    names.filter((name) => vars[name] === undefined || vars[name] === '');
  const readiness = Object.fromEntries(
    Object.entries(NEEDS).map(([id, needs]) => [
      id,
      { booking: missing(needs.booking), webhook: missing([needs.webhook]) },
    ]),
  ) as Record<CourierId, CourierReadiness>;
  const ready = (id: CourierId) => readiness[id].booking.length === 0;
  const timeoutMs = vars.COURIER_TIMEOUT_MS;
  return {
    readiness,
    steadfast: ready('steadfast')
      ? {
          apiKey: vars.STEADFAST_API_KEY!,
          secretKey: vars.STEADFAST_SECRET_KEY!,
          webhookToken: vars.STEADFAST_WEBHOOK_TOKEN ?? '',
          baseUrl: trim(vars.STEADFAST_BASE_URL),
          timeoutMs,
        }
      : undefined,
    pathao: ready('pathao')
      ? {
          clientId: vars.PATHAO_CLIENT_ID!,
          clientSecret: vars.PATHAO_CLIENT_SECRET!,
          username: vars.PATHAO_USERNAME!,
          password: vars.PATHAO_PASSWORD!,
          storeId: vars.PATHAO_STORE_ID!,
          webhookSecret: vars.PATHAO_WEBHOOK_SECRET ?? '',
          integrationSecret: vars.PATHAO_INTEGRATION_SECRET,
          baseUrl: trim(
            vars.PATHAO_BASE_URL ??
              (vars.PATHAO_SANDBOX ? 'https://courier-api-sandbox.pathao.com' : 'https://api-hermes.pathao.com'),
          ),
          timeoutMs,
        }
      : undefined,
    redx: ready('redx')
      ? {
          token: vars.REDX_TOKEN!,
          pickupStoreId: vars.REDX_PICKUP_STORE_ID!,
          webhookToken: vars.REDX_WEBHOOK_TOKEN ?? '',
          baseUrl: trim(vars.REDX_BASE_URL),
          timeoutMs,
        }
      : undefined,
    bdcourier: vars.BDCOURIER_API_KEY
      ? { apiKey: vars.BDCOURIER_API_KEY, baseUrl: trim(vars.BDCOURIER_BASE_URL), timeoutMs }
      : undefined,
  };
}

export type CouriersConfig = ReturnType<typeof couriersConfigFrom>;
