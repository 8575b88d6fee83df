import { dashboardSummary } from '@alankar/shared/dashboard-schemas';
import type { FastifyPluginAsyncZod } from '../api-plugin';
import { answers } from '../api-responses';
import { viewerOf } from '../policy/route-access';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dashboard } = app.services;

  app.get(
    '/dashboard/summary',
    {
      config: { access: 'dashboard.view' },
      schema: {
        summary: 'The staff overview: sales by Dhaka day, orders by status, payments to verify, low stock',
        response: answers({ 200: dashboardSummary }),
      },
    },
    (request) => dashboard.summary(viewerOf(request)),
  );
};
