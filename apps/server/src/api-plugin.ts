import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from './validation';
import { AppError } from './errors';
import { answers } from './api-responses';
import { productRoutes } from './products/routes';
import { newsletterRoutes } from './newsletter/routes';
import { blogRoutes } from './blogs/routes';
import { userRoutes } from './users/routes';
import { authRoutes } from './auth/auth-routes';
import { orderRoutes } from './orders/routes';
import { shipmentRoutes } from './couriers/routes';
import { paymentRoutes } from './payments/routes';
import { uploadRoutes } from './uploads/routes';
import { settingsRoutes } from './settings/routes';
import { dashboardRoutes } from './dashboard/routes';
import { jobRoutes } from './jobs/routes';
import { locationRoutes } from './locations/routes';
import { phoneCodeRoutes } from './phone-codes/routes';
import { discountRoutes } from './discounts/routes';
import { auditRoutes } from './audit/routes';
import { registerRouteAccess } from './policy/route-access';
import { pendingMigrations } from './db/migrate';

export type FastifyPluginAsyncZod = FastifyPluginAsync<Record<never, never>, RawServerDefault, ZodTypeProvider>;

/** The JSON API, mounted under /api. */
export const api: FastifyPluginAsyncZod = async (app) => {
  registerRouteAccess(app, app.viewerFor);
  // Liveness: the process answers. Cheap, touches nothing.
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { response: answers({ 200: z.object({ status: z.literal('ok') }) }) } },
    () => ({ status: 'ok' as const }),
  );
  // Readiness: the database answers and has every migration, so a load balancer may send shoppers here.
  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Ready to serve: the database answers and its migrations are done (503 otherwise)',
        response: answers({ 200: z.object({ status: z.literal('ready') }) }),
      },
    },
    async (request, reply) => {
      const pending = await pendingMigrations(app.database).catch(() => null);
      if (pending === 0) return { status: 'ready' as const };
      const message =
        pending === null ? 'The database does not answer.' : `The database still has ${pending} migrations to apply.`;
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: { code: 'unavailable', message, requestId: request.id } });
    },
  );
  app.get(
    '/openapi.json',
    {
      config: { access: 'public' },
      schema: {
        summary: 'This document: the API as OpenAPI 3.1',
        response: answers({ 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) }),
      },
    },
    // Registered with `openapi` options, so the document is OpenAPI 3.1 with its paths.
    () => app.swagger() as unknown as { openapi: string; paths: Record<string, unknown> },
  );
  await app.register(productRoutes);
  await app.register(authRoutes, { prefix: '/auth', auth: app.auth });
  await app.register(userRoutes);
  await app.register(blogRoutes);
  await app.register(newsletterRoutes);
  await app.register(locationRoutes);
  await app.register(phoneCodeRoutes(app.verifiedPhones));
  await app.register(orderRoutes);
  await app.register(shipmentRoutes);
  await app.register(paymentRoutes);
  await app.register(uploadRoutes);
  await app.register(settingsRoutes);
  await app.register(discountRoutes);
  await app.register(dashboardRoutes);
  await app.register(auditRoutes);
  await app.register(jobRoutes);

  app.all('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request) => {
    throw new AppError('not_found', `No API route ${request.method} ${request.url.split('?')[0]}`);
  });
};
