import { expect, test, type APIRequestContext } from '@playwright/test';
import { productNamed, waitForHydration } from './shop';

/** The scripts a first visit to `path` loads, with their source. */
async function scriptsOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const urls = [...html.matchAll(/<(?:link rel="modulepreload" href|script[^>]* src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(urls.length, path).toBeGreaterThan(0);
  return Promise.all(urls.map(async (url) => ({ url, source: await (await request.get(url)).text() })));
}

test('storefront pages load no dashboard code and no validation library', async ({ request }) => {
  const ring = await productNamed(request, 'Silver Solitaire Ring');
  for (const path of ['/', '/properties', `/products/${ring._id}`, '/blog-s', '/about', '/checkouts']) {
    for (const { url, source } of await scriptsOf(request, path)) {
      expect(url, path).not.toMatch(/staff-page|dashboard|overview|my-orders/);
      // zod's error class name survives minification; the browser validates with HTML, the server with zod.
      expect(source.includes('$ZodError'), `${path} loads zod through ${url}`).toBe(false);
      // Stripe.js is fetched only by the payment page's card form, on demand.
      expect(source.includes('js.stripe.com'), `${path} loads Stripe through ${url}`).toBe(false);
    }
  }
});

test('the cart panel and the chat conversation are fetched after a page is interactive, not before', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/properties', '/checkouts']) {
    for (const { url, source } of await scriptsOf(request, path)) {
      expect(source.includes('Close cart'), `${path} loads the cart panel through ${url}`).toBe(false);
      expect(source.includes('Send message'), `${path} loads the chat conversation through ${url}`).toBe(false);
    }
  }
  // Once the page is interactive, both arrive while the shopper is still reading.
  const fetched: string[] = [];
  page.on('requestfinished', (finished) => fetched.push(finished.url()));
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => fetched.filter((url) => /\/assets\/(cart|chat)-panel-[^/]+\.js$/.test(url)).length).toBe(2);
});
