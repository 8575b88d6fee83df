import type { Route } from './+types/sitemap';

const STATIC_PAGES = ['/', '/properties', '/blog-s', '/about'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Every page worth finding: the fixed pages, every product and every post. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.origin;
  const [{ products }, posts] = await Promise.all([
    context.services.catalogue.listProducts({}),
    context.services.blog.listTitles(),
  ]);
  const urls: { loc: string; lastmod?: string }[] = [
    ...STATIC_PAGES.map((path) => ({ loc: `${origin}${path}` })),
    ...products.map((product) => ({ loc: `${origin}/products/${product._id}`, lastmod: product.createdAt })),
    ...posts.map((post) => ({ loc: `${origin}/blogs/${post._id}`, lastmod: post.date })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((url) => `  <url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`).join('\n')}
</urlset>
`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
