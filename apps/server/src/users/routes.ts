import type { FastifyPluginAsyncZod } from '../api-plugin';
import { userEmailParams, userProfile, userProfileUpdate, userProfileUpdated } from '@alankar/shared/account-schemas';
import { answers } from '../api-responses';
import { AppError } from '../errors';
import { may } from '@alankar/shared/policy';
import { viewerOf } from '../policy/route-access';
import { toProfile } from './user-service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.services;

  app.get('/me', { config: { access: 'user.view' }, schema: { response: answers({ 200: userProfile }) } }, (request) =>
    toProfile(viewerOf(request)),
  );

  app.get(
    '/users/:email',
    { config: { access: 'user.view' }, schema: { params: userEmailParams, response: answers({ 200: userProfile }) } },
    async (request) => {
      const viewer = viewerOf(request);
      if (!may(viewer, 'user.view', { email: request.params.email })) {
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
      config: { access: 'user.rename' },
      schema: { body: userProfileUpdate, response: answers({ 200: userProfileUpdated }) },
      handler: async (request) => {
        const viewer = viewerOf(request);
        if (!may(viewer, 'user.rename', { email: request.body.email }))
          throw new AppError('forbidden', 'You can only change your own account.');
        const updated = await users.updateDisplayName(viewer.id, request.body.displayName);
        return { ...toProfile(updated), acknowledged: true as const, modifiedCount: 1 };
      },
    });
  }
};
