import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Disallow: /dashboard',
    'Disallow: /checkouts',
    'Disallow: /payment-gateway',
    'Disallow: /order-details',
    'Disallow: /api/',
    '',
    `Sitemap: ${context.origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
