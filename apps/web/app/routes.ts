import { type RouteConfig, index, route } from '@react-router/dev/routes';

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
  route('signin', 'routes/signin.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('checkouts', 'routes/checkout.tsx'),
  route('payment-gateway', 'routes/payment-gateway.tsx'),
  route('order-details/:id', 'routes/order-details.tsx'),
  route('dashboard', 'routes/dashboard/layout.tsx', [
    index('routes/dashboard/overview.tsx'),
    route('add-blog', 'routes/dashboard/add-blog.tsx'),
    route('manage-blogs', 'routes/dashboard/manage-blogs.tsx'),
    route('blog-update/:id', 'routes/dashboard/blog-update.tsx'),
    route('my-order', 'routes/dashboard/my-orders.tsx'),
    route('settings', 'routes/dashboard/settings.tsx'),
    ...['add-product', 'manage-products', 'product-update/:id', 'manage-all-order'].map((path) =>
      route(path, 'routes/dashboard/staff-page.tsx', { id: `staff:${path}` }),
    ),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
