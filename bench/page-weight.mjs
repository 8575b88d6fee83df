// What a first visit to a page downloads, measured in Chromium: scripts before the page is interactive (React and
// React Router apart from the shop's own code) and until the network is idle, styles (compressed, as sent), images,
// and the number of requests.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.mjs';

/**
 * `pages`: [name, path, visitor] triples. A visitor, when given, is who opens the page: `cookie` (a Cookie header's
 * text, for a signed-in shopper) and `storage` (localStorage entries, such as a cart), both in place before it loads.
 */
export async function pageWeights(base, pages) {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const rows = [];
    for (const [name, path, visitor = {}] of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      if (visitor.cookie) {
        await context.addCookies(
          visitor.cookie.split('; ').map((pair) => {
            const [cookieName, ...value] = pair.split('=');
            return { name: cookieName, value: value.join('='), url: base };
          }),
        );
      }
      if (visitor.storage) {
        await context.addInitScript((entries) => {
          for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
        }, visitor.storage);
      }
      const page = await context.newPage();
      const seen = [];
      page.on('requestfinished', (request) => seen.push(request));
      await page.goto(base + path, { waitUntil: 'networkidle' });
      // The root layout marks the moment the page is interactive (hydrated); what started before it was needed for it.
      const { interactiveMs, early } = await page.evaluate(() => {
        const mark = performance.getEntriesByName('interactive', 'mark')[0];
        const resources = performance.getEntriesByType('resource');
        return {
          interactiveMs: mark ? Math.round(mark.startTime) : null,
          early: mark ? resources.filter((entry) => entry.startTime < mark.startTime).map((entry) => entry.name) : [],
        };
      });
      if (interactiveMs === null) throw new Error(`${path} never became interactive`);
      const beforeInteractive = new Set(early);
      const totals = { js: 0, css: 0, image: 0, other: 0 };
      const earlyJs = { framework: 0, shop: 0 };
      const stripe = [];
      for (const request of seen) {
        // The body as it crossed the wire: compressed when the shop compressed it.
        const bytes = (await request.sizes()).responseBodySize;
        const kind = request.resourceType();
        const key = kind === 'script' ? 'js' : kind === 'stylesheet' ? 'css' : kind === 'image' ? 'image' : 'other';
        totals[key] += bytes;
        if (kind === 'script' && beforeInteractive.has(request.url()))
          earlyJs[/\/assets\/framework-[^/]+\.js$/.test(request.url()) ? 'framework' : 'shop'] += bytes;
        if (kind === 'script' && /stripe|dashboard/i.test(request.url())) stripe.push(request.url());
      }
      const kb = (bytes) => +(bytes / 1024).toFixed(1);
      rows.push({
        path: name,
        jsKb: kb(earlyJs.framework + earlyJs.shop),
        frameworkJsKb: kb(earlyJs.framework),
        shopJsKb: kb(earlyJs.shop),
        allJsKb: kb(totals.js),
        cssKb: kb(totals.css),
        imageKb: kb(totals.image),
        requests: seen.length,
        interactiveMs,
        dashboardOrStripe: stripe.length,
        dashboardOrStripeFiles: stripe,
      });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
  }
}
