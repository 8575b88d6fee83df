import type { ProviderMethod } from '@alankar/shared/order';
import type { Config } from '../config';
import { createBkashGateway } from './bkash/gateway';
import { createBkashProvider } from './bkash/provider';
import type { PaymentProvider } from './provider';
import { createSslcommerzGateway } from './sslcommerz/gateway';
import { createSslcommerzProvider } from './sslcommerz/provider';

/**
 * Every payment provider the shop speaks, by the id in its URLs: each is built only once its credentials are
 * configured. Adding one is its own folder and a line here (docs/decisions/013-one-provider-seam.md).
 */
const REGISTRY = {
  // Stripe's SDK is loaded only when card payments are configured (some 20 MB of memory otherwise spent on nothing).
  stripe: async (config: Config) =>
    config.stripe
      ? (await import('./stripe/provider')).createStripeProvider(
          (await import('./stripe/gateway')).createStripeGateway(config.stripe),
        )
      : null,
  bkash: async (config: Config) => (config.bkash ? createBkashProvider(createBkashGateway(config.bkash)) : null),
  sslcommerz: async (config: Config) =>
    config.sslcommerz ? createSslcommerzProvider(createSslcommerzGateway(config.sslcommerz)) : null,
} satisfies Record<string, (config: Config) => Promise<PaymentProvider | null>>;

export type ProviderId = keyof typeof REGISTRY;
export const PROVIDER_IDS = Object.keys(REGISTRY) as ProviderId[];

/** The configured providers, found by payment method or by the id in their URLs. */
export interface Providers {
  readonly all: readonly PaymentProvider[];
  byMethod(method: ProviderMethod): PaymentProvider | undefined;
  byId(id: string): PaymentProvider | undefined;
}

export async function configuredProviders(config: Config): Promise<Providers> {
  const built = await Promise.all(PROVIDER_IDS.map((id) => REGISTRY[id](config)));
  const all = built.filter((provider) => provider !== null);
  return {
    all,
    byMethod: (method) => all.find((provider) => provider.method === method),
    byId: (id) => all.find((provider) => provider.id === id),
  };
}
