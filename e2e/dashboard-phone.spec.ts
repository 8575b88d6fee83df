import { expect, test } from '@playwright/test';
import { signInAsStaff } from './staff';
import { createProduct } from './factories';
import { waitForHydration } from './shop';

test.use({ viewport: { width: 390, height: 844 } });

test('every dashboard screen fits a 390 px phone without scrolling sideways', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const piece = await createProduct();
  const { blogs } = await (await request.get('/api/blogs?page=0&size=1')).json();
  await signInAsStaff(page);
  const screens = {
    overview: '/dashboard',
    'all-orders': '/dashboard/manage-all-order',
    'add-product': '/dashboard/add-product',
    'manage-products': '/dashboard/manage-products',
    'product-update': `/dashboard/product-update/${piece._id}`,
    'add-blog': '/dashboard/add-blog',
    'manage-blogs': '/dashboard/manage-blogs',
    'blog-update': `/dashboard/blog-update/${blogs[0]._id}`,
    settings: '/dashboard/settings',
    'discount-codes': '/dashboard/discount-codes',
    'staff-activity': '/dashboard/audit',
  };
  for (const [name, path] of Object.entries(screens)) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeInViewport();
    // Wide tables scroll inside their own frame; the page itself never does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  }
});
