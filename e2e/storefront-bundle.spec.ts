import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { productNamed, waitForHydration } from './shop';
import { createProduct } from './factories';
import { SHOP_PORT } from './support/ports.mjs';
import { customerPages, samplePath, STAFF_ONLY } from './pages';

const baseURL = `http://127.0.0.1:${SHOP_PORT}`;

/** Words only staff tools say (the order page's tools, status changes, settings, failed work). */
const STAFF_WORDS = [
  'Print courier label',
  'Also refund',
  'Save settings',
  'Needs a retry',
  'Refund the second payment',
];

/**
 * The scripts a first visit to `path` runs before it is interactive, with their source: what the page's module script
 * imports, and what those import in turn (not what they fetch on demand, with `import()`).
 */
async function scriptsOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBeLessThan(500);
  const html = await response.text();
  const queue = [...html.matchAll(/(?:\bfrom\s*|\bimport\()"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(queue.length, path).toBeGreaterThan(0);
  const scripts = new Map<string, string>();
  for (let url = queue.pop(); url; url = queue.pop()) {
    if (scripts.has(url)) continue;
    const source = await (await request.get(url)).text();
    scripts.set(url, source);
    for (const m of source.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) queue.push(`/assets/${m[1]!}`);
  }
  return [...scripts].map(([url, source]) => ({ url, source }));
}

/** The modules of the staff's own pages, from the app's route manifest. */
async function staffModules(request: APIRequestContext): Promise<Set<string>> {
  const html = await (await request.get('/')).text();
  const manifestUrl = /\/assets\/manifest-[^"]+\.js/.exec(html)?.[0];
  expect(manifestUrl).toBeDefined();
  const source = await (await request.get(manifestUrl!)).text();
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as {
    routes: Record<string, { module: string }>;
  };
  const modules = Object.entries(manifest.routes)
    .filter(([id]) => STAFF_ONLY.test(id))
    .map(([, route]) => route.module);
  expect(modules.length).toBeGreaterThan(5);
  return new Set(modules);
}

test('no page a customer can open loads staff code, the validation library or Stripe', async ({ request }) => {
  expect(customerPages.map((page) => page.path)).toEqual(
    expect.arrayContaining([
      '/',
      '/properties',
      '/checkouts',
      '/payment-gateway',
      '/order-details/:id',
      '/dashboard/my-order',
    ]),
  );
  // A customer with an order of their own, to open the pages that need one.
  const customer = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const email = `bundle.${Date.now()}@example.com`;
  expect(
    (
      await customer.post('/api/auth/sign-up/email', {
        data: { name: 'Bundle Check', email, password: 'bundle-password' },
      })
    ).ok(),
  ).toBe(true);
  const piece = await createProduct({ stock: 3 });
  const placed = await customer.post('/api/orders', {
    data: {
      items: [{ _id: piece._id, quantity: 1 }],
      shippingAddress: {
        name: 'Bundle Check',
        customerEmail: email,
        number: '01711223344',
        address: 'Road 1',
        district: 'dhaka',
        area: 'dhaka-dhanmondi',
      },
      paymentMethod: 'cash-on-delivery',
    },
  });
  expect(placed.status()).toBe(201);
  const ring = await productNamed(request, 'Silver Solitaire Ring');
  const blog = ((await (await request.get('/api/blogs?page=0&size=1')).json()) as { blogs: { _id: string }[] })
    .blogs[0]!;
  const samples: Record<string, Record<string, string>> = {
    'routes/product.tsx': { id: ring._id },
    'routes/blog-post.tsx': { id: blog._id },
    'routes/order-details.tsx': { id: ((await placed.json()) as { insertedId: string }).insertedId },
    'routes/order-placed.tsx': { id: ((await placed.json()) as { insertedId: string }).insertedId },
  };
  const staff = await staffModules(request);

  for (const page of customerPages) {
    const path = samplePath(page, samples);
    for (const [who, context] of [
      ['a visitor', request],
      ['a customer', customer],
    ] as const) {
      for (const { url, source } of await scriptsOf(context, path)) {
        const where = `${path} for ${who} loads ${url}`;
        expect(staff.has(url), `${where}: a staff page's module`).toBe(false);
        for (const staffWords of STAFF_WORDS)
          expect(source.includes(staffWords), `${where}: "${staffWords}"`).toBe(false);
        // zod's error class name survives minification; the browser validates with HTML, the server with zod.
        expect(source.includes('$ZodError'), `${where}: zod`).toBe(false);
        // Stripe.js is fetched only by the payment page's card form, on demand.
        expect(source.includes('js.stripe.com'), `${where}: Stripe`).toBe(false);
      }
    }
  }
  await customer.dispose();
});

test('the cart panel and the chat conversation are fetched after a page is interactive, not before', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/properties', '/checkouts', '/bn', '/bn/properties']) {
    for (const { url } of await scriptsOf(request, path)) {
      expect(url, `${path} loads the cart panel or the chat before it is interactive`).not.toMatch(
        /\/(cart|chat)-panel-/,
      );
    }
  }
  // Once the page is interactive, both arrive while the shopper is still reading.
  const fetched: string[] = [];
  page.on('requestfinished', (finished) => fetched.push(finished.url()));
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => fetched.filter((url) => /\/assets\/(cart|chat)-panel-[^/]+\.js$/.test(url)).length).toBe(2);
});

test('a first visit paints the page and its main picture before it fetches its scripts, and still comes alive', async ({
  page,
}) => {
  for (const path of ['/', '/properties', '/bn']) {
    await page.goto(path);
    await waitForHydration(page);
    const { painted, pictureOnScreen, pictureDrawn, started, scripts } = await page.evaluate(async () => {
      const picture = document.querySelector('img[elementtiming="main-picture"]');
      const pictureOnScreen = !!picture && picture.getBoundingClientRect().top < innerHeight;
      // Element Timing: when the browser drew each image that asked to be timed.
      const drawn = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'element', buffered: true }),
      );
      return {
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        pictureOnScreen,
        pictureDrawn: drawn.find((entry) => (entry as PerformanceEntry & { element: Element }).element === picture)
          ?.startTime,
        // Set by the page's head script when it let the scripts go: on the paint (and the picture), not on a fallback.
        started: performance
          .getEntriesByType('mark')
          .filter((mark) => mark.name === 'scripts after paint' || mark.name === 'scripts after picture')
          .map((mark) => mark.name),
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      };
    });
    expect(painted, `${path}: a first contentful paint`).toBeGreaterThan(0);
    // The home page's hero is its main picture on every screen; the listing's first cards are where they show.
    if (path !== '/properties') expect(pictureOnScreen, `${path}: the hero is on screen`).toBe(true);
    if (pictureOnScreen) {
      expect(pictureDrawn, `${path}: the main picture was drawn`).toBeGreaterThan(0);
      expect(started, `${path}: the scripts started once the picture was drawn`).toEqual(['scripts after picture']);
    } else {
      expect(started, `${path}: the scripts started on the paint`).toEqual(['scripts after paint']);
    }
    expect(scripts.length, path).toBeGreaterThan(3);
    const earliest = Math.max(painted!, pictureDrawn ?? 0);
    for (const script of scripts) expect(script.startTime, `${path}: ${script.name}`).toBeGreaterThanOrEqual(earliest);
  }
});
