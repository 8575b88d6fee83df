import type { FastifyPluginAsyncZod } from '../api-plugin';
import { userEmailParams, userProfile, userProfileUpdate, userProfileUpdated } from '@alankar/shared/account-schemas';
import { answers } from '../api-responses';
import { AppError } from '../errors';
import { viewerOf } from '../auth/guards';
import { toProfile } from './user-service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.services;
  const { requireUser } = app.guards;

  app.get('/me', { preValidation: requireUser, schema: { response: answers({ 200: userProfile }) } }, (request) =>
    toProfile(viewerOf(request)),
  );

  app.get(
    '/users/:email',
    { preValidation: requireUser, schema: { params: userEmailParams, response: answers({ 200: userProfile }) } },
    async (request) => {
      const viewer = viewerOf(request);
      if (viewer.email !== request.params.email && viewer.role !== 'admin') {
        throw new AppError('forbidden', 'You can only look up your own account.');
      }
      const user = await users.findByEmail(request.params.email);
      if (!user) throw new AppError('not_found', 'No account has this email.');
      return toProfile(user);
    },
  );

  // The spec calls both after sign-up and on profile changes; both only rename the caller.
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/users',
      preValidation: requireUser,
      schema: { body: userProfileUpdate, response: answers({ 200: userProfileUpdated }) },
      handler: async (request) => {
        const viewer = viewerOf(request);
        if (request.body.email !== viewer.email)
          throw new AppError('forbidden', 'You can only change your own account.');
        const updated = await users.updateDisplayName(viewer.id, request.body.displayName);
        return { ...toProfile(updated), acknowledged: true as const, modifiedCount: 1 };
      },
    });
  }
};
