import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from './validation';
import { AppError } from './errors';
import { productRoutes } from './products/routes';
import { newsletterRoutes } from './newsletter/routes';
import { blogRoutes } from './blogs/routes';
import { userRoutes } from './users/routes';
import { authRoutes } from './auth/auth-routes';

export type FastifyPluginAsyncZod = FastifyPluginAsync<Record<never, never>, RawServerDefault, ZodTypeProvider>;

/** The JSON API, mounted under /api. */
export const api: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, () => ({ status: 'ok' as const }));
  await app.register(productRoutes);
  await app.register(authRoutes, { prefix: '/auth', auth: app.auth });
  await app.register(userRoutes);
  await app.register(blogRoutes);
  await app.register(newsletterRoutes);

  app.all('/*', async (request) => {
    throw new AppError('not_found', `No API route ${request.method} ${request.url.split('?')[0]}`);
  });
};
