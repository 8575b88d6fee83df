import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../api-plugin';
import { answers } from '../api-responses';
import { viewerOf } from '../policy/route-access';

const jobIdParams = z.object({ id: z.string().trim().uuid('Job id is not valid') });

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobs/:id/retry',
    {
      config: { access: 'job.retry' },
      schema: {
        summary: 'Staff: runs a failed piece of background work (an email, a refund check) again',
        params: jobIdParams,
        response: answers({ 200: z.object({ retried: z.literal(true) }) }),
      },
    },
    async (request) => {
      await app.services.jobs.retry(viewerOf(request), request.params.id);
      return { retried: true as const };
    },
  );
};
