import { LANGS, pathInLang } from '@alankar/shared/lang';
import type { Route } from './+types/sitemap';

const STATIC_PAGES = ['/', '/properties', '/blog-s', '/about', '/size-guide'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A page's address in each language, each naming the others (Google's `xhtml:link` alternates). */
function entry(origin: string, path: string, lastmod?: string): string {
  const alternates = LANGS.map(
    (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(`${origin}${pathInLang(path, lang)}`)}"/>`,
  ).join('');
  return LANGS.map(
    (lang) =>
      `  <url><loc>${escapeXml(`${origin}${pathInLang(path, lang)}`)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}${alternates}</url>`,
  ).join('\n');
}

/** Every page worth finding, in English and in Bangla: the fixed pages, every product and every post. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.origin;
  const [{ products }, posts] = await Promise.all([
    context.services.catalogue.listProducts({}),
    context.services.blog.listTitles(),
  ]);
  const pages: { path: string; lastmod?: string }[] = [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...products.map((product) => ({ path: `/products/${product._id}`, lastmod: product.createdAt })),
    ...posts.map((post) => ({ path: `/blogs/${post._id}`, lastmod: post.date })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${pages.map((page) => entry(origin, page.path, page.lastmod)).join('\n')}
</urlset>
`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
