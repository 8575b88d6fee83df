import type { ShopSettings } from '@alankar/shared/settings';

/** The shop's own settings; today from the environment. */
export function createSettingsService(settings: ShopSettings) {
  return {
    async get(): Promise<ShopSettings> {
      return settings;
    },
  };
}
