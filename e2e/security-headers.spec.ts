import { expect, test } from '@playwright/test';
import { waitForHydration } from './shop';

test('pages carry a Content-Security-Policy whose nonce is on every inline script', async ({ request }) => {
  const response = await request.get('/properties');
  const policy = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).not.toContain("'unsafe-inline' ");
  expect(policy).not.toContain('stripe.com');
  expect(response.headers()['x-frame-options']).toBe('DENY');

  const html = await response.text();
  const executable = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g)].map(([tag]) => tag);
  expect(executable.length).toBeGreaterThan(0);
  for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
});

test('only the card payment page allows Stripe', async ({ request }) => {
  const policy = (await request.get('/payment-gateway', { maxRedirects: 0 })).headers()['content-security-policy'];
  expect(policy).toContain('script-src');
  expect(policy).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
  expect(policy).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
});

test('the browser refuses a script injected into a page, and the page still works', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
  });
  await page.route('**/properties', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<head>', '<head><script>window.__injected = true;</script>');
    await route.fulfill({ response, body: html });
  });

  await page.goto('/properties');
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  const violations = await page.evaluate(() => (window as { __violations?: string[] }).__violations);
  expect(violations).toContain('script-src-elem');
  // The shop's own scripts ran: the page hydrated and its controls respond.
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
});
