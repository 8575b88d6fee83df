import { areaList, districtIdParams, districtList } from '@alankar/shared/location-schemas';
import type { FastifyPluginAsyncZod } from '../api-plugin';
import { answers } from '../api-responses';
import { cachedRoute, sendCached } from '../cache/cached-answer';
import { AppError } from '../errors';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { locations } = app.services;

  app.get(
    '/locations',
    {
      ...cachedRoute,
      config: { access: 'public' },
      schema: {
        summary: 'Bangladesh’s 64 districts, in English and Bangla, each with the delivery zone it is priced in',
        response: answers({ 200: districtList }),
      },
    },
    (request, reply) => sendCached(request, reply, ['shop_settings'], () => locations.districts()),
  );

  app.get(
    '/locations/:districtId/areas',
    {
      ...cachedRoute,
      config: { access: 'public' },
      schema: {
        summary: 'A district’s areas (upazilas; Dhaka city’s thanas for Dhaka), each with its delivery zone',
        params: districtIdParams,
        response: answers({ 200: areaList }),
      },
    },
    async (request, reply) => {
      const areas = await locations.areas(request.params.districtId);
      if (!areas) throw new AppError('not_found', 'There is no district with this id.');
      return sendCached(request, reply, ['shop_settings'], async () => areas);
    },
  );
};
