import { type RouteConfig, index, prefix, route } from '@react-router/dev/routes';

/** Screens that later work fills in; until then they say so plainly. */
function comingSoon(path: string) {
  return route(path, 'routes/coming-soon.tsx', { id: `coming-soon:${path}` });
}

export default [
  index('routes/home.tsx'),
  route('properties', 'routes/properties.tsx'),
  route('products/:id', 'routes/product.tsx'),
  route('newsletter', 'routes/newsletter.ts'),
  route('blog-s', 'routes/blog-list.tsx'),
  route('blogs/:id', 'routes/blog-post.tsx'),
  route('about', 'routes/about.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  comingSoon('signup'),
  comingSoon('signin'),
  comingSoon('checkouts'),
  comingSoon('payment-gateway'),
  comingSoon('order-details/:id'),
  ...prefix('dashboard', [
    comingSoon(''),
    comingSoon('add-product'),
    comingSoon('manage-products'),
    comingSoon('product-update/:id'),
    comingSoon('add-blog'),
    comingSoon('manage-blogs'),
    comingSoon('blog-update/:id'),
    comingSoon('manage-all-order'),
    comingSoon('my-order'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
