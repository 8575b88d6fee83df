import { expect, test, type APIRequestContext } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { apiProducts, cardTitles } from './shop';
import { SHOP_PORT } from './support/ports.mjs';

/** Addresses typed by hand, cut off, or made up: each gets a page of the shop, never a server error. */

async function firstBlogTitles(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/blogs?page=0&size=6');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { blogs: { title: string }[] }).blogs.map((blog) => blog.title);
}

for (const query of ['?page=1e20', '?page=-1', '?category=Nope&sort=zzz', '?q=%00', '?page=abc&size=100000']) {
  test(`All Properties${query} shows the first page of everything`, async ({ page, request }) => {
    // Tests running beside this one add pieces: read, open and compare again until nothing was added in between.
    await expect(async () => {
      const { count } = await apiProducts(request);
      const newest = (await apiProducts(request, '?page=0&size=12')).products.map((product) => product.title);

      const response = await page.goto(`/properties${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'All Properties' })).toBeVisible();
      await expect(page.getByText(`${count} pieces`)).toBeVisible({ timeout: 3_000 });
      expect(await cardTitles(page)).toEqual(newest);
      await expect(page.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    }).toPass({ timeout: 60_000 });
  });
}

test('a page number past the end is an empty page, not an error', async ({ page }) => {
  const response = await page.goto('/properties?page=100000');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'All Properties' })).toBeVisible();
  expect(await cardTitles(page)).toEqual([]);
});

test('the home page with a blog page of 1e20 shows the newest posts', async ({ page, request }) => {
  const titles = await firstBlogTitles(request);
  const response = await page.goto('/?blogPage=1e20');
  expect(response?.status()).toBe(200);
  await expect.poll(() => cardTitles(page, '#from-our-blog')).toEqual(titles);
  await expect(page.getByRole('link', { name: 'Blog page 1' })).toHaveAttribute('aria-current', 'page');
});

test('the blog list with page 1e20 shows the newest posts', async ({ page, request }) => {
  const titles = await firstBlogTitles(request);
  const response = await page.goto('/blog-s?page=1e20');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'From Our Blog' })).toBeVisible();
  expect(await cardTitles(page)).toEqual(titles);
});

for (const path of ['/blogs/not-a-uuid', '/products/%00', '/products/not-a-uuid', '/blogs/%00']) {
  test(`${path} is the shop's 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  });
}

test.describe('a signed-in visitor sent to /signin with an off-site redirectTo', () => {
  test.beforeEach(async ({ request, baseURL }) => {
    const email = `redirect.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    const signedUp = await request.post('/api/auth/sign-up/email', {
      headers: { origin: baseURL! },
      data: { name: 'Redirect Probe', email, password: 'password-123' },
    });
    expect(signedUp.ok()).toBe(true);
  });

  for (const target of [
    '/%0a/evil.example',
    '/%09/evil.example',
    '/%0d%0aSet-Cookie:%20x=1',
    '/.//evil.example',
    '/%5C/evil.example',
  ]) {
    test(`goes to the home page of this shop for ${target}`, async ({ request }) => {
      const response = await request.get(`/signin?redirectTo=${target}`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe('/');
      expect(response.headers()['set-cookie'] ?? '').not.toContain('x=1');
    });
  }

  test('still goes on to a page of the shop it was sent with', async ({ request }) => {
    const response = await request.get(`/signin?redirectTo=${encodeURIComponent('/dashboard/my-order?x=1')}`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/dashboard/my-order?x=1');
  });
});

/** A request as a raw client would send it: the path exactly as written, any method. */
function raw(path: string, method = 'GET'): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: SHOP_PORT, path, method }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

for (const path of ['//', '///', '//?a=1', '//evil.example/x']) {
  test(`${path} is not found, never a server error`, async () => {
    expect(await raw(path)).toBe(404);
  });
}

test('TRACE on a page is refused, never a server error', async () => {
  expect(await raw('/', 'TRACE')).toBe(405);
  expect(await raw('/properties', 'TRACE')).toBe(405);
  // A method HTTP does not know is refused before the shop sees it.
  expect(await raw('/', 'TRACK')).toBe(400);
});
