import { settingsSaved, shopSettings, shopSettingsInput } from '@alankar/shared/settings-schemas';
import type { FastifyPluginAsyncZod } from '../api-plugin';
import { answers } from '../api-responses';
import { viewerOf } from '../policy/route-access';
import { cachedRoute, sendCached } from '../cache/cached-answer';
import { publicSettings } from '@alankar/shared/settings';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.services;

  app.get(
    '/settings',
    {
      ...cachedRoute,
      config: { access: 'public' },
      schema: { summary: 'The shop’s public settings', response: answers({ 200: shopSettings }) },
    },
    (request, reply) => sendCached(request, reply, ['shop_settings'], async () => publicSettings(await settings.get())),
  );

  app.put(
    '/settings',
    {
      config: { access: 'settings.update' },
      schema: { body: shopSettingsInput, response: answers({ 200: settingsSaved }) },
    },
    async (request) => ({ modifiedCount: 1, settings: await settings.update(viewerOf(request), request.body) }),
  );
};
