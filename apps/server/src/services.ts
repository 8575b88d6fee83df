import { isProviderMethod } from '@alankar/shared/order';
import type { ShopServices } from '@alankar/shared/services';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createCatalogueService } from './products/catalogue-service';
import { createBlogService } from './blogs/blog-service';
import { createNewsletterService } from './newsletter/newsletter-service';
import { createSettingsService } from './settings/settings-service';
import { createUserService } from './users/user-service';
import { createOrderService } from './orders/order-service';
import { createDashboardService } from './dashboard/dashboard-service';
import { createPaymentService } from './payments/payment-service';
import { createRefundService } from './payments/refunds';
import { configuredProviders } from './payments/registry';
import { createQuoteService } from './orders/quote-service';
import type { OrderLinks } from './orders/order-links';
import { createLocationService } from './locations/location-service';
import { createPhoneCodeService } from './phone-codes/phone-code-service';
import type { LimitStore } from './limits/limit-store';
import { createJobService } from './jobs/job-service';
import type { JobsBell } from './jobs/jobs-bell';
import type { ReadCache } from './cache/read-cache';
import { cachedBlog, cachedCatalogue, cachedSettings, writesTo } from './cache/cached-services';
import { configuredCouriers } from './couriers/registry';
import { createShipmentService } from './couriers/shipment-service';
import { createPhoneRecords } from './couriers/phone-records';
import { createPhoneStanding } from './couriers/phone-standing';
import { blockPhoneIn } from './settings/settings-service';
import { enqueue } from './jobs/job-queue';
import { createDiscountService } from './discounts/discount-service';
import { createAuditService } from './audit/audit-service';
import { readBackupStatus, summariseBackups } from './backups/backup-status';

/**
 * Every business service, built once per app and shared by the API routes, the web loaders and the jobs. Reads of
 * products, posts and settings are answered from `cache`; every write that can change them drops what it changed.
 */
export async function createServices(
  { db, searchDb }: Pick<DatabaseHandle, 'db' | 'searchDb'>,
  config: Config,
  {
    cache,
    jobs,
    links,
    linkBase,
    limits,
    log,
  }: {
    cache: ReadCache;
    jobs: JobsBell;
    links: OrderLinks;
    /** The shop's origin for links in messages sent later (PUBLIC_URL, or the first host it was reached at). */
    linkBase: () => string;
    /** Counters every process shares. */
    limits: LimitStore;
    log: { warn(details: object, message: string): void };
  },
) {
  const settings = cachedSettings(createSettingsService(db, config.shop), cache);
  const providers = await configuredProviders(config);
  /** The owner's ways to pay, in the owner's order, without providers that have no credentials. */
  const availableMethods = async () =>
    (await settings.get()).paymentMethods.filter(
      (method) => !isProviderMethod(method) || providers.byMethod(method) !== undefined,
    );
  /** What an SMS or email about an order links to: its short link, which opens its page. */
  const news = { link: (order: { number: number }) => `${linkBase()}${links.shortPath(order)}` };
  const couriers = configuredCouriers(config.couriers);
  const phoneRecords = createPhoneRecords(db, couriers.phoneLookups);
  const orderService = createOrderService(db, {
    availableMethods,
    settings: () => settings.get(),
    jobs,
    links,
    news,
    phoneStanding: createPhoneStanding(
      db,
      phoneRecords,
      couriers.phoneLookups.map((lookup) => lookup.source),
    ),
  });
  // Placing an order takes stock, and cancelling one gives it back.
  const orders = {
    ...orderService,
    ...writesTo(cache, 'products', orderService, ['placeOrder', 'changeStatus', 'cancelMany']),
  };
  // What the courier networks know of a number that orders cash on delivery is looked up for staff meanwhile. Advice
  // only: not part of the order's transaction, so a lost lookup costs nothing.
  const placeOrder: typeof orders.placeOrder = async (...args) => {
    const placed = await orders.placeOrder(...args);
    if (phoneRecords.enabled && placed.paymentMethod === 'cash-on-delivery') {
      const phone = placed.shippingAddress.number;
      await enqueue(db, 'phones.lookup', { phone }, { key: `phones.lookup:${phone}`, maxAttempts: 3 });
      jobs.nudge();
    }
    return placed;
  };
  const shipments = createShipmentService(db, {
    couriers,
    settings: () => settings.get(),
    news,
    jobs,
    blockPhone: blockPhoneIn,
    log,
  });
  const payments = createPaymentService(db, {
    providers,
    orders,
    availableMethods,
    links,
    settings: () => settings.get(),
  });
  const refundService = createRefundService(db, { providers, orders, settings: () => settings.get(), jobs });
  const userService = createUserService(db);
  const catalogue = cachedCatalogue(createCatalogueService(db, searchDb), cache);
  const jobService = createJobService(db, jobs);
  const services = {
    catalogue,
    blog: cachedBlog(createBlogService(db), cache),
    newsletter: createNewsletterService(db),
    settings,
    users: { ...userService, ...writesTo(cache, 'users', userService, ['updateDisplayName', 'setRole']) },
    orders: { ...orders, placeOrder },
    // Parcels change orders' statuses, and a parcel taken back gives its stock back.
    shipments: { ...shipments, ...writesTo(cache, 'products', shipments, ['receivedBack']) },
    couriers,
    phoneRecords,
    quotes: createQuoteService(db, () => settings.get()),
    locations: createLocationService(() => settings.get()),
    phoneCodes: createPhoneCodeService(db, {
      limits,
      jobs,
      shopName: async () => (await settings.get()).displayName,
      claimGuestOrders: (viewer, by) => orders.claimGuestOrders(viewer, by),
    }),
    discounts: createDiscountService(db),
    dashboard: createDashboardService(db, {
      failedJobs: () => jobService.failed(),
      backups: async (now) => summariseBackups(await readBackupStatus(config.backups.dir), now, config.backups.at),
    }),
    audit: createAuditService(db),
    payments: {
      ...payments,
      availableMethods,
      // An unpaid order that expires gives its stock back.
      ...writesTo(cache, 'products', payments, ['expireUnpaid']),
    },
    // Cancelling with a refund gives the stock back.
    refunds: { ...refundService, ...writesTo(cache, 'products', refundService, ['cancelWithRefund', 'settleLost']) },
    jobs: jobService,
    providers,
  };
  // The web app sees the ShopServices part; the rest (users, providers) is for the API only.
  return services satisfies ShopServices;
}

export type Services = Awaited<ReturnType<typeof createServices>>;
