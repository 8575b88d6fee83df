import type { ShopServices } from '@alankar/shared/services';
import type { Database } from './db/client';
import { createCatalogueService } from './products/catalogue-service';
import { createNewsletterService } from './newsletter/newsletter-service';

/** Every business service, built once per app and shared by the API routes and the web loaders. */
export function createServices(db: Database) {
  return {
    catalogue: createCatalogueService(db),
    newsletter: createNewsletterService(db),
  } satisfies ShopServices;
}

export type Services = ReturnType<typeof createServices>;
