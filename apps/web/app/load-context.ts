import type { ShopServices } from '@alankar/shared/services';

declare module 'react-router' {
  interface AppLoadContext {
    services: ShopServices;
  }
}
