import type { FastifyPluginAsyncZod } from '../api-plugin';
import { newsletterSignup } from '@alankar/shared/newsletter';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/newsletter', { schema: { body: newsletterSignup } }, async (request, reply) => {
    const result = await app.services.newsletter.subscribe(request.body.email);
    return reply.status(result.alreadySubscribed ? 200 : 201).send(result);
  });
};
