import { expect, test } from '@playwright/test';
import { waitForHydration } from './shop';

const IVORY = 'rgb(251, 248, 243)';
const EMERALD = 'rgb(15, 61, 51)';

test('the header changes colour once the page is scrolled 50 px', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const header = page.getByTestId('site-header');
  await expect(header).toHaveCSS('background-color', IVORY);

  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.mouse.move(700, 500);
  await page.mouse.wheel(0, 30);
  await expect.poll(scrollY).toBeGreaterThan(0);
  expect(await scrollY()).toBeLessThan(50);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(header).toHaveCSS('background-color', IVORY);

  await page.mouse.wheel(0, 60);
  await expect.poll(scrollY).toBeGreaterThanOrEqual(50);
  await expect(header).toHaveCSS('background-color', EMERALD);

  await page.mouse.wheel(0, -500);
  await expect.poll(scrollY).toBe(0);
  await expect(header).toHaveCSS('background-color', IVORY);
});

test('the header links go where they say', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, path] of [
    ['Properties', '/properties'],
    ['Blogs', '/blog-s'],
    ['About', '/about'],
    ['Login', '/signin'],
    ['Home', '/'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
  }
});

test('on a phone the menu opens, navigates and closes @phone', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Properties' }).click();
  await expect(page).toHaveURL('/properties');
  await expect(page.getByRole('heading', { name: 'All Properties' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

test("'Get updates' subscribes an email, once", async ({ page }) => {
  const email = `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Get updates' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(`Thank you! ${email} will hear about new pieces first.`);

  await form.getByRole('textbox', { name: 'Email address' }).fill(email.toUpperCase());
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(`${email} is already on our list. Thank you!`);
});

test('the newsletter form refuses a bad or unreadable post with 400', async ({ request }) => {
  const notAnEmail = await request.post('/newsletter', { form: { email: 'nusrat' } });
  expect(notAnEmail.status()).toBe(400);
  expect(await notAnEmail.json()).toEqual({ ok: false, message: 'Please enter a valid email address.' });

  const notAForm = await request.post('/newsletter', { data: { email: 'nusrat@example.com' } });
  expect(notAForm.status()).toBe(400);
});

test('unknown addresses answer 404: JSON under /api, the shop page elsewhere', async ({ page, request }) => {
  const api = await request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  // With the request's id, the same as its header, for a shopper to quote.
  expect(await api.json()).toEqual({
    error: {
      code: 'not_found',
      message: 'No API route GET /api/no-such-thing',
      requestId: api.headers()['x-request-id'],
    },
  });
  expect(api.headers()['x-request-id']).toMatch(/^[0-9a-f]{16}$/);

  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop jewellery' })).toBeVisible();

  const missingProduct = await page.goto('/products/3f1c2a9e-0000-4000-8000-000000000000');
  expect(missingProduct?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
});
