// What a first visit to a page downloads, measured in Chromium: scripts and styles before the page is interactive
// (compressed, as sent), images, and the number of requests.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.mjs';

/** `pages`: [name, path] pairs. */
export async function pageWeights(base, pages) {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const rows = [];
    for (const [name, path] of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const seen = [];
      page.on('requestfinished', (request) => seen.push(request));
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const totals = { js: 0, css: 0, image: 0, other: 0 };
      const stripe = [];
      for (const request of seen) {
        // The body as it crossed the wire: compressed when the shop compressed it.
        const bytes = (await request.sizes()).responseBodySize;
        const kind = request.resourceType();
        const key = kind === 'script' ? 'js' : kind === 'stylesheet' ? 'css' : kind === 'image' ? 'image' : 'other';
        totals[key] += bytes;
        if (kind === 'script' && /stripe|dashboard/i.test(request.url())) stripe.push(request.url());
      }
      rows.push({
        path: name,
        jsKb: +(totals.js / 1024).toFixed(1),
        cssKb: +(totals.css / 1024).toFixed(1),
        imageKb: +(totals.image / 1024).toFixed(1),
        requests: seen.length,
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
