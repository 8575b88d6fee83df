import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed/seed';
import { registerErrorHandler } from './errors';
import { registerZodValidation } from './validation';
import { createServices, type Services } from './services';
import { api } from './api-plugin';
import { UPLOADS_PATH } from './uploads/image-store';
import { hostWebApp, type WebMode } from './web/host-web-app';
import { createAuth, type Auth } from './auth/create-auth';
import { resolveAuthSecret } from './auth/auth-secret';
import { createSignInLockout } from './auth/sign-in-lockout';
import { createGuards, viewerFor } from './auth/guards';
import { ensureAdmin } from './auth/ensure-admin';
import { createMailer, type Mailer } from './mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
    database: DatabaseHandle;
    auth: Auth;
    guards: ReturnType<typeof createGuards>;
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
}

/** Builds the whole shop: database → services → API → web app. Listening is the caller's job. */
export async function buildApp({ config, database, seed = false, web, mailer }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });

  const handle = database ?? (await openDatabase(config.database));
  if (!database) app.addHook('onClose', () => handle.close());
  await migrate(handle);
  if (seed && (await seedDemoData(handle.db, config.uploadsDir))) {
    app.log.info('seeded an empty database with the demo shop');
  }

  const services = createServices(handle.db, config);
  const auth = createAuth({
    config,
    db: handle.db,
    secret: await resolveAuthSecret(config.authSecret, config.dataDir),
    mailer: mailer ?? createMailer(config.smtpUrl, app.log),
    lockout: createSignInLockout({
      maxFailures: config.authLimits.failedSignInsPerEmail,
      windowMs: config.authLimits.lockoutMinutes * 60_000,
    }),
  });
  if (config.admin) await ensureAdmin(auth, services.users, config.admin);

  app.decorate('config', config);
  app.decorate('database', handle);
  app.decorate('services', services);
  app.decorate('auth', auth);
  app.decorate('guards', createGuards(auth));
  app.decorateRequest('viewer', null);

  registerZodValidation(app);
  registerErrorHandler(app);
  // Pages and JSON go out compressed; built assets are already compressed on disk.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(api, { prefix: '/api' });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: `${UPLOADS_PATH}/`,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });
  if (web) {
    await hostWebApp(app, web, (request) => {
      let viewer: ReturnType<typeof viewerFor> | undefined;
      return {
        services,
        publicUrl: config.publicUrl,
        googleSignIn: Boolean(config.google),
        cardPayments: Boolean(config.stripe),
        stripePublishableKey: config.stripe?.publishableKey,
        viewer: () => (viewer ??= viewerFor(auth, request.headers)),
      };
    });
  }
  return app;
}
