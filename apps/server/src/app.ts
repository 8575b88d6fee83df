import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
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

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
    database: DatabaseHandle;
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
}

/** Builds the whole shop: database → services → API → web app. Listening is the caller's job. */
export async function buildApp({ config, database, seed = false, web }: BuildOptions): Promise<FastifyInstance> {
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
  app.decorate('config', config);
  app.decorate('database', handle);
  app.decorate('services', services);

  registerZodValidation(app);
  registerErrorHandler(app);

  await app.register(api, { prefix: '/api' });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: `${UPLOADS_PATH}/`,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });
  if (web) await hostWebApp(app, web, { services, publicUrl: config.publicUrl });
  return app;
}
