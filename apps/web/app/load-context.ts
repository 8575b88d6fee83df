import type { ShopLoadContext } from '@alankar/shared/services';

declare module 'react-router' {
  // Augmentation has to be an interface; it adds ShopLoadContext's members to React Router's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
