import { auditList, auditListQuery } from '@alankar/shared/audit-schemas';
import type { FastifyPluginAsyncZod } from '../api-plugin';
import { answers } from '../api-responses';
import { viewerOf } from '../policy/route-access';

/** What staff changed, for staff to read. There is no route to change it: entries are written beside each change. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { audit } = app.services;

  app.get(
    '/audit',
    {
      config: { access: 'audit.view' },
      schema: {
        summary: 'Staff: what staff changed (who, when, before and after), newest first; days are Dhaka days',
        querystring: auditListQuery,
        response: answers({ 200: auditList }),
      },
    },
    (request) => audit.list(viewerOf(request), request.query),
  );
};
