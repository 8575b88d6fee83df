import routes from '../apps/web/app/routes';

interface RouteEntry {
  id?: string;
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Pages only staff open; every other page of the route config is one a customer may open. */
export const STAFF_ONLY = /^routes\/(dashboard\/(?!layout|my-orders)|invoice)/;

/** A page's path as the route config writes it, with `bn?/` (its Bangla twin) left out: `/products/:id`. */
function englishPath(path: string): string {
  return path.replace(/(^|\/)bn\?(\/|$)/, '$1').replace(/\/+/g, '/').replace(/(.)\/$/, '$1') || '/';
}

/** Every page (not a resource route like the sitemap) with its full path, from the app's own route config. */
function pagesOf(entries: readonly RouteEntry[], parent = ''): { path: string; file: string; bilingual: boolean }[] {
  return entries.flatMap((entry) => {
    const raw = entry.index ? parent || '/' : `${parent}/${entry.path ?? ''}`;
    // The 404 page answers any address, Bangla ones too.
    const bilingual = raw.includes('bn?') || raw === '/*';
    const path = englishPath(raw);
    const own = entry.file.endsWith('.tsx') && !entry.children ? [{ path, file: entry.file, bilingual }] : [];
    const children = pagesOf(entry.children ?? [], path === '/' ? '' : path).map((child) => ({
      ...child,
      bilingual: child.bilingual || bilingual,
    }));
    return [...own, ...children];
  });
}

/** Every page of the shop, from the route config, with whether it also exists in Bangla under `/bn`. */
export const allPages = pagesOf(routes);

export const customerPages = allPages.filter((page) => !STAFF_ONLY.test(page.file));

/** A page's path with its parameters filled from `samples` (keyed by route file); a page without one fails loudly. */
export function samplePath(page: { path: string; file: string }, samples: Record<string, Record<string, string>>): string {
  return page.path
    .replace(/:(\w+)/g, (_match, name: string) => {
      const sample = samples[page.file]?.[name];
      if (!sample) throw new Error(`No sample for :${name} of ${page.file}: add one so the page is checked`);
      return sample;
    })
    .replace(/\*$/, 'no-such-page');
}
