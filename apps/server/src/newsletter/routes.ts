import type { FastifyPluginAsyncZod } from '../api-plugin';
import { newsletterResult, newsletterSignup } from '@alankar/shared/newsletter';
import { answers } from '../api-responses';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter',
    { config: { access: 'public' }, schema: { body: newsletterSignup, response: answers({ 200: newsletterResult, 201: newsletterResult }) } },
    async (request, reply) => {
      const result = await app.services.newsletter.subscribe(request.body.email);
      return reply.status(result.alreadySubscribed ? 200 : 201).send(result);
    },
  );
};
