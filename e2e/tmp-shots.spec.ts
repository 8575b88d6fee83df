import { expect, test } from '@playwright/test';
import { staffApi } from './factories';
import { productNamed, waitForHydration } from './shop';

test.use({ viewport: { width: 390, height: 844 } });

test('shots', async ({ page }) => {
  const code = `EID${Date.now().toString(36).toUpperCase()}`;
  await (await staffApi()).post('/api/discount-codes', { data: { code, kind: 'percent', amount: 10 } });
  const ring = await productNamed(page.request, 'Silver Solitaire Ring');
  for (const prefix of ['', '/bn']) {
    await page.goto(`${prefix}/products/${ring._id}`);
    await waitForHydration(page);
    await page.getByTestId('variant-picker').getByRole('radio').nth(1).check();
    await expect(page).toHaveURL(/variant=/);
    await page.getByTestId('variant-picker').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/ring${prefix.replace('/', '-')}.png` });
  }
  await page.goto(`/products/${ring._id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: /Add to cart/ }).first().click();
  await page.getByTestId('cart-count').click();
  await page.locator('#cart-panel').getByRole('button', { name: /discount code/ }).click();
  await page.locator('#cart-panel').getByRole('textbox').fill(code);
  await page.locator('#cart-panel').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('cart-discount')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/cart-ring-code.png' });
  await page.goto('/properties?category=Finger+Ring');
  await page.screenshot({ path: '/tmp/shots/rings-list.png' });
});
