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
import { createCardPayments } from './payments/card-payments';
import { createStripeGateway } from './payments/stripe-gateway';
import { createBkashCheckout } from './payments/bkash-checkout';
import { createBkashGateway } from './payments/bkash-gateway';
import type { Mailer } from './mail/mailer';

/** Every business service, built once per app and shared by the API routes and the web loaders. */
export function createServices(
  db: Database,
  config: Config,
  { mailer, log }: { mailer: Mailer; log: { error(details: object, message: string): void } },
) {
  const settings = createSettingsService(db, config.shop);
  const orders = createOrderService(db, {
    mailer,
    log,
    cardPayments: Boolean(config.stripe),
    bkashCheckout: Boolean(config.bkash),
    settings: () => settings.get(),
  });
  const services = {
    catalogue: createCatalogueService(db),
    blog: createBlogService(db),
    newsletter: createNewsletterService(db),
    settings,
    users: createUserService(db),
    orders,
    dashboard: createDashboardService(db),
    /** Card payments, when Stripe is configured. */
    cardPayments: config.stripe ? createCardPayments(db, createStripeGateway(config.stripe), orders) : null,
    /** bKash checkout payments, when the bKash merchant credentials are set. */
    bkashCheckout: config.bkash ? createBkashCheckout(db, createBkashGateway(config.bkash)) : null,
  };
  // The web app sees the ShopServices part; the rest (users) is for the API only.
  return services satisfies ShopServices;
}

export type Services = ReturnType<typeof createServices>;
