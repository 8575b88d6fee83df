import type { ShopServices } from '@alankar/shared/services';

/**
 * What a page may read and still look the same to everyone signed in as one person: the catalogue, the posts, the
 * settings, the ways to pay they allow and the list of districts. Every other read (orders, the dashboard's figures) makes the page personal.
 */
const SHARED: { [Name in keyof ShopServices]?: readonly (keyof ShopServices[Name])[] } = {
  catalogue: ['listProducts', 'getProduct'],
  blog: ['listBlogs', 'getBlog', 'listTitles'],
  settings: ['get'],
  payments: ['availableMethods'],
  locations: ['districts'],
};

/** `services` as a page's loaders see them, calling `onPersonalRead` whenever they read beyond what is shared. */
export function trackPersonalReads<Services extends ShopServices>(
  services: Services,
  onPersonalRead: () => void,
): Services {
  const tracked: Record<string, unknown> = {};
  for (const [name, service] of Object.entries(services) as [string, unknown][]) {
    const shared = (SHARED as Record<string, readonly string[] | undefined>)[name] ?? [];
    if (!service || typeof service !== 'object' || Array.isArray(service)) {
      tracked[name] = service;
      continue;
    }
    tracked[name] = Object.fromEntries(
      Object.entries(service).map(([method, value]) => [
        method,
        typeof value === 'function' && !shared.includes(method)
          ? (...args: unknown[]) => {
              onPersonalRead();
              return (value as (...args: unknown[]) => unknown).apply(service, args);
            }
          : value,
      ]),
    );
  }
  return tracked as Services;
}
