import type { Route } from './+types/robots';
import { shopOrigin } from '~/lib/origin';

export function loader({ request, context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Disallow: /dashboard',
    'Disallow: /checkouts',
    'Disallow: /payment-gateway',
    'Disallow: /order-details',
    'Disallow: /api/',
    '',
    `Sitemap: ${shopOrigin(request, context)}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
