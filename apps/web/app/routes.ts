import { type RouteConfig, type RouteConfigEntry, index, route } from '@react-router/dev/routes';

/** A page in both languages: at its English path, and under `/bn` in Bangla (`bn?` is an optional segment). */
const page = (path: string, file: string, children?: RouteConfigEntry[]) =>
  route(path ? `bn?/${path}` : 'bn?', file, children);

export default [
  page('', 'routes/home.tsx'),
  page('properties', 'routes/properties.tsx'),
  page('products/:id', 'routes/product.tsx'),
  route('newsletter', 'routes/newsletter.ts'),
  page('blog-s', 'routes/blog-list.tsx'),
  page('blogs/:id', 'routes/blog-post.tsx'),
  page('about', 'routes/about.tsx'),
  page('size-guide', 'routes/size-guide.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  page('signin', 'routes/signin.tsx'),
  page('signup', 'routes/signup.tsx'),
  page('forgot-password', 'routes/forgot-password.tsx'),
  page('reset-password', 'routes/reset-password.tsx'),
  page('checkouts', 'routes/checkout.tsx'),
  page('payment-gateway', 'routes/payment-gateway.tsx'),
  page('order-placed/:id', 'routes/order-placed.tsx'),
  page('track-order', 'routes/track-order.tsx'),
  page('order-details/:id', 'routes/order-details.tsx'),
  page('invoice/:id', 'routes/invoice.tsx'),
  page('dashboard', 'routes/dashboard/layout.tsx', [
    index('routes/dashboard/overview.tsx'),
    route('add-blog', 'routes/dashboard/add-blog.tsx'),
    route('manage-blogs', 'routes/dashboard/manage-blogs.tsx'),
    route('blog-update/:id', 'routes/dashboard/blog-update.tsx'),
    route('my-order', 'routes/dashboard/my-orders.tsx'),
    route('add-product', 'routes/dashboard/add-product.tsx'),
    route('manage-products', 'routes/dashboard/manage-products.tsx'),
    route('product-update/:id', 'routes/dashboard/product-update.tsx'),
    route('settings', 'routes/dashboard/settings.tsx'),
    route('discount-codes', 'routes/dashboard/discount-codes.tsx'),
    route('manage-all-order', 'routes/dashboard/manage-all-order.tsx'),
    route('audit', 'routes/dashboard/audit.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
