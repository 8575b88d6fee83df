import { isProviderMethod } from '@alankar/shared/order';
import type { ShopServices } from '@alankar/shared/services';
import type { Config } from './config';
import type { Database } from './db/client';
import { createCatalogueService } from './products/catalogue-service';
import { createBlogService } from './blogs/blog-service';
import { createNewsletterService } from './newsletter/newsletter-service';
import { createSettingsService } from './settings/settings-service';
import { createUserService } from './users/user-service';
import { createOrderService } from './orders/order-service';
import { createDashboardService } from './dashboard/dashboard-service';
import { createPaymentService } from './payments/payment-service';
import { createStripeProvider } from './payments/stripe/provider';
import { createBkashGateway } from './payments/bkash/gateway';
import { createBkashProvider } from './payments/bkash/provider';
import { createSslcommerzGateway } from './payments/sslcommerz/gateway';
import { createSslcommerzProvider } from './payments/sslcommerz/provider';
import type { Mailer } from './mail/mailer';
import type { ReadCache } from './cache/read-cache';
import { cachedBlog, cachedCatalogue, cachedSettings, writesTo } from './cache/cached-services';

/**
 * The payment providers whose credentials are configured, each with what its own callbacks need. Stripe's SDK is
 * loaded only when card payments are configured (some 20 MB of memory otherwise spent on nothing).
 */
async function createProviders(db: Database, config: Config) {
  const stripe = config.stripe ? (await import('./payments/stripe/gateway')).createStripeGateway(config.stripe) : null;
  return {
    stripe: stripe ? { gateway: stripe, provider: createStripeProvider(stripe) } : null,
    bkash: config.bkash ? createBkashProvider(createBkashGateway(config.bkash)) : null,
    sslcommerz: config.sslcommerz ? createSslcommerzProvider(db, createSslcommerzGateway(config.sslcommerz)) : null,
  };
}

/**
 * Every business service, built once per app and shared by the API routes and the web loaders. Reads of products,
 * posts and settings are answered from `cache`; every write that can change them drops what it changed.
 */
export async function createServices(
  db: Database,
  config: Config,
  { mailer, log, cache }: { mailer: Mailer; log: { error(details: object, message: string): void }; cache: ReadCache },
) {
  const settings = cachedSettings(createSettingsService(db, config.shop), cache);
  const providers = await createProviders(db, config);
  const configured = [providers.stripe?.provider, providers.bkash, providers.sslcommerz].filter((p) => p != null);
  /** The owner's ways to pay, in the owner's order, without providers that have no credentials. */
  const availableMethods = async () =>
    (await settings.get()).paymentMethods.filter(
      (method) => !isProviderMethod(method) || configured.some((provider) => provider.method === method),
    );
  const orderService = createOrderService(db, { mailer, log, availableMethods, settings: () => settings.get() });
  // Placing an order takes stock, and cancelling one gives it back.
  const orders = { ...orderService, ...writesTo(cache, 'products', orderService, ['placeOrder', 'changeStatus']) };
  const payments = createPaymentService(db, configured, orders, availableMethods);
  const userService = createUserService(db);
  const services = {
    catalogue: cachedCatalogue(createCatalogueService(db), cache),
    blog: cachedBlog(createBlogService(db), cache),
    newsletter: createNewsletterService(db),
    settings,
    users: { ...userService, ...writesTo(cache, 'users', userService, ['updateDisplayName', 'setRole']) },
    orders,
    dashboard: createDashboardService(db),
    payments: {
      ...payments,
      availableMethods,
      // An unpaid order that expires gives its stock back.
      ...writesTo(cache, 'products', payments, ['expireUnpaid']),
    },
    providers,
  };
  // The web app sees the ShopServices part; the rest (users, providers) is for the API only.
  return services satisfies ShopServices;
}

export type Services = Awaited<ReturnType<typeof createServices>>;
