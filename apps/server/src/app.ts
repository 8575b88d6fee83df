import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed/seed';
import { frameworkErrors, registerErrorHandler } from './errors';
import { registerCompression } from './compression';
import { registerSecurityHeaders } from './security-headers';
import { registerZodValidation } from './validation';
import { createServices, type Services } from './services';
import { api } from './api-plugin';
import { registerOpenApi } from './openapi';
import { createImageStore, UPLOADS_PATH, type ImageStore } from './uploads/image-store';
import { hostWebApp, type WebMode } from './web/host-web-app';
import { trackPersonalReads } from './web/personal-reads';
import { webHeaders } from './web/web-request';
import { createAuth, type Auth } from './auth/create-auth';
import { resolveAuthSecret } from './auth/auth-secret';
import { createSignInLockout } from './auth/sign-in-lockout';
import { createDatabaseLimitStore } from './limits/database-limit-store';
import { createViewerLookup, type ViewerLookup } from './auth/viewer-lookup';
import { ensureAdmin } from './auth/ensure-admin';
import { createMailer, messageIdOf, type Mailer } from './mail/mailer';
import { fastifyTrustProxy } from './trust-proxy';
import { createReadCache, type ReadCache } from './cache/read-cache';
import { followChanges } from './cache/change-feed';
import { followSales } from './cache/sale-clock';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { createJobsBell } from './jobs/jobs-bell';
import { createOriginOf, type OriginOf } from './web/public-origin';
import type { LimitStore } from './limits/limit-store';
import { createOrderLinks } from './orders/order-links';
import { createSmsSender } from './sms/sms-sender';
import { createVerifiedPhones, type VerifiedPhones } from './phone-codes/verified-phone';
import { shortLinkRoutes } from './orders/short-links';
import { forgetOldTallies } from './orders/order-limits';
import { feedRoutes } from './feeds/routes';
import { createBackupService } from './backups/backup-service';
import { answerBackupRequests } from './backups/backup-requests';
import { NIGHTLY_CHECK_SECONDS } from './backups/nightly-schedule';
import { registerRequestLog, requestIdOf } from './observability/request-log';
import { createMetrics, registerMetrics } from './observability/metrics';
import type { DestinationStream } from 'pino';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
    database: DatabaseHandle;
    /** Read answers kept between requests, dropped by every write that changes them (any process). */
    cache: ReadCache;
    auth: Auth;
    /** Who a request's session belongs to (null: signed out). */
    viewerFor: ViewerLookup;
    /** The shop's own origin for absolute URLs (PUBLIC_URL, or a Host it trusts). */
    originOf: OriginOf;
    /** Work after a commit: emails, payment checks, refund checks. */
    jobs: JobRunner;
    /** Where uploaded and demo images are kept (disk or object storage). */
    images: ImageStore;
    /** Counters every process shares (sign-in, order-lookup and phone-code limits). */
    limits: LimitStore;
    /** The signed cookie that says a browser proved a phone number with a code. */
    verifiedPhones: VerifiedPhones;
    /** Every route the app registered: what the published contract must cover. */
    routeList: readonly { method: string; url: string; hidden: boolean }[];
  }
}

export interface BuildOptions {
  config: Config;
  /** An open database to use instead of the configured one (tests); it is not closed with the app. */
  database?: DatabaseHandle;
  /** Fill an empty database with the demo shop. */
  seed?: boolean;
  /** Host the web app too; the API alone when omitted. */
  web?: WebMode;
  /** Where email goes (tests capture it); SMTP_URL or the log otherwise. */
  mailer?: Mailer;
  /**
   * `run` (default): jobs run in the background as they fall due. `manual`: only when `app.jobs.drain()` is called
   * (tests that look at what a job did).
   */
  jobs?: 'run' | 'manual';
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: DestinationStream;
}

/** Builds the whole shop: database → services → API → web app. Listening is the caller's job. */
export async function buildApp({
  config,
  database,
  seed = false,
  web,
  mailer,
  jobs: jobMode = 'run',
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    // One line per request, written when it is answered (`registerRequestLog`), under the id its answers carry.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdOf,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  });

  const routeList: { method: string; url: string; hidden: boolean }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', ({ method, url, schema }) => {
    for (const one of [method].flat()) routeList.push({ method: one, url, hidden: schema?.hide === true });
  });

  const handle = database ?? (await openDatabase(config.database));
  if (!database) app.addHook('onClose', () => handle.close());
  await migrate(handle);
  const images = await createImageStore(config);
  if (seed && (await seedDemoData(handle.db, images))) {
    app.log.info('seeded an empty database with the demo shop');
  }

  const mail = mailer ?? createMailer(config.smtpUrl, app.log, config.shop.displayName);
  const sms = createSmsSender(config.sms, app.log);
  const cache = createReadCache(config.readCacheBytes);
  const unfollow = await followChanges(handle, cache);
  app.addHook('onClose', () => unfollow());
  const sales = followSales(handle.db, cache);
  app.addHook('onClose', async () => sales.stop());
  // Redis's client is loaded only when REDIS_URL is set.
  const limits = config.redisUrl
    ? (await import('./limits/redis-limit-store')).createRedisLimitStore(config.redisUrl)
    : createDatabaseLimitStore(handle.db);
  app.addHook('onClose', () => limits.close());
  app.decorate('limits', limits);
  const bell = createJobsBell();
  const secret = await resolveAuthSecret(config.authSecret, config.dataDir);
  const links = createOrderLinks(secret);
  const originOf = createOriginOf(config.publicUrl, config.port);
  const services = await createServices(handle, config, {
    cache,
    jobs: bell,
    links,
    linkBase: () => originOf.known(),
    limits,
    log: app.log,
  });
  const verifiedPhones = createVerifiedPhones(secret);
  app.decorate('verifiedPhones', verifiedPhones);
  const metrics = createMetrics(handle, cache);
  const backups = createBackupService({ config, database: handle, log: app.log });
  const jobs = createJobRunner(handle.db, {
    log: app.log,
    observe: (kind, outcome) => metrics.observeJob(kind, outcome),
    leaseMs: config.jobLeaseMs,
    handlers: {
      'mail.send': (message, job) => mail.send(message, { messageId: messageIdOf(job.id) }),
      'sms.send': (message) => sms.send(message),
      'payments.sweep': async () => void (await services.payments.expireUnpaid()),
      'refunds.settle': ({ refundId }) => services.refunds.settleLost(refundId),
      'jobs.tidy': async () => {
        await services.jobs.tidy();
        await forgetOldTallies(handle.db);
      },
      'couriers.check': async () => void (await services.shipments.checkOpenParcels()),
      'phones.lookup': ({ phone }) => services.phoneRecords.lookUp(phone),
      // The backup runs beside the jobs, not as one: a dump of minutes must not hold up codes and emails, nor outlive
      // its job's lease. A failure is recorded for the dashboard and tried again an hour later.
      'backups.nightly': async () =>
        void backups.nightly().catch((error: unknown) => app.log.error({ err: error }, 'the nightly backup failed')),
    },
  });
  bell.answer(() => jobs.nudge());
  app.decorate('jobs', jobs);
  const auth = createAuth({
    limits,
    config,
    db: handle.db,
    secret,
    mailer: mail,
    onProvenEmail: (id, email) => services.orders.claimGuestOrders({ id, email }, { email }),
    lockout: createSignInLockout({
      store: limits,
      limits: {
        perPair: config.authLimits.failedSignInsPerEmail,
        perAddress: config.authLimits.failedSignInsPerAddress,
        slowAfter: config.authLimits.slowDownAfter,
        windowMs: config.authLimits.lockoutMinutes * 60_000,
      },
    }),
  });
  if (config.admin) await ensureAdmin(auth, services.users, config.admin);

  app.decorate('config', config);
  app.decorate('database', handle);
  app.decorate('cache', cache);
  app.decorate('services', services);
  app.decorate('images', images);
  // Orders left unpaid at a provider give their stock back; finished jobs are tidied away. One job each, shared by
  // every process on the database.
  await jobs.every('payments.sweep', 60);
  await jobs.every('jobs.tidy', 24 * 60 * 60);
  if (services.couriers.all.length > 0) await jobs.every('couriers.check', 5 * 60);
  if (config.backups.at) await jobs.every('backups.nightly', NIGHTLY_CHECK_SECONDS);
  // Only this process may open the embedded database, so `npm run backup` asks it for the backup.
  if (handle.kind === 'pglite') answerBackupRequests(app, config.dataDir, backups.take);
  if (jobMode === 'run') app.addHook('onReady', async () => jobs.start());
  // Stops taking jobs and lets the one running finish, before anything closes.
  app.addHook('preClose', () => jobs.stop());
  app.decorate('auth', auth);
  const viewerFor = createViewerLookup(auth, cache);
  app.decorate('viewerFor', viewerFor);
  app.decorate('originOf', originOf);
  app.decorateRequest('viewer', null);

  registerZodValidation(app);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerMetrics(app, metrics, config.metricsToken);
  registerSecurityHeaders(app, {
    https: config.publicUrl?.startsWith('https:') ?? false,
    dev: web === 'dev',
    imageOrigin: config.s3 ? new URL(config.s3.publicUrl).origin : undefined,
  });
  await registerCompression(app);

  await registerOpenApi(app);
  await app.register(api, { prefix: '/api' });
  await app.register(shortLinkRoutes(links));
  await app.register(feedRoutes);
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: `${UPLOADS_PATH}/`,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });
  if (web) {
    await hostWebApp(app, web, {
      originOf: (request) => app.originOf(request),
      viewerId: async (request) => (await viewerFor(webHeaders(request)))?.id ?? null,
      getLoadContext: ({ request, cspNonce, onPersonalRead, origin }) => {
        let viewer: ReturnType<typeof viewerFor> | undefined;
        return {
          services: onPersonalRead ? trackPersonalReads(services, onPersonalRead) : services,
          cspNonce,
          origin,
          googleSignIn: Boolean(config.google),
          providers: services.payments.configured,
          couriers: services.couriers.setup,
          stripePublishableKey: config.stripe?.publishableKey,
          viewer: () => (viewer ??= viewerFor(request.headers)),
        };
      },
    });
  }
  return app;
}
