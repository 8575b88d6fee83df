import { expect, test } from '@playwright/test';
import { createProduct } from './factories';
import { signInAsStaff } from './staff';
import { waitForHydration } from './shop';

test('staff put a piece on sale at "1,500" with a weight; shoppers see the regular price struck through and pay the sale price @phone', async ({
  page,
  browser,
}) => {
  const piece = await createProduct({ price: 2000, stock: 4 });
  await signInAsStaff(page);
  await page.goto(`/dashboard/product-update/${piece._id}`);
  await waitForHydration(page);
  const update = page.getByRole('form', { name: 'Update Product' });
  await update.getByLabel('Sale price (Tk)').fill('2,500');
  await update.getByRole('button', { name: 'Update Product' }).click();
  await expect(update.getByLabel('Sale price (Tk)')).toHaveAccessibleDescription(
    /A sale price must be lower than the price/,
  );
  await update.getByLabel('Sale price (Tk)').fill('1,500');
  await update.getByLabel('Weight (grams)').fill('40');
  await update.getByRole('button', { name: 'Update Product' }).click();
  await page.getByRole('alertdialog', { name: 'Updated' }).getByRole('button', { name: 'OK' }).click();

  // A shopper, in English and in Bangla.
  const shopper = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await shopper.goto(`/products/${piece._id}`);
  await waitForHydration(shopper);
  await expect(shopper.getByTestId('sale-price').first()).toHaveText('Tk 1,500');
  await expect(shopper.getByTestId('regular-price').first()).toHaveText('Regular price Tk 2,000');
  await expect(shopper.getByTestId('sale-saving')).toHaveText('You save Tk 500 (25%)');
  await shopper.screenshot({ path: test.info().outputPath('product-on-sale.png') });

  await shopper.getByRole('button', { name: 'Add to cart' }).first().click();
  await shopper.getByTestId('cart-count').click();
  const cart = shopper.locator('#cart-panel');
  await expect(cart.getByTestId('sale-price')).toHaveText('Tk 1,500');
  await expect(cart.getByTestId('cart-subtotal')).toHaveText('Tk 1,500');
  // Bought at the sale price: no "price changed" notice.
  await expect(cart.getByText(/now costs/)).toHaveCount(0);

  await shopper.goto(`/bn/products/${piece._id}`);
  await expect(shopper.getByTestId('sale-price').first()).toHaveText('৳১,৫০০');
  await expect(shopper.getByTestId('sale-saving')).toHaveText('আপনি বাঁচাচ্ছেন ৳৫০০ (২৫%)');

  // Its card in the listing carries the saving too.
  await shopper.goto(`/properties?q=${encodeURIComponent(piece.title)}`);
  const card = shopper.getByRole('article', { name: piece.title });
  await expect(card.getByTestId('sale-tag')).toHaveText('25% off');
  await expect(card.getByTestId('regular-price')).toHaveText('Regular price Tk 2,000');
  await expect(card.getByTestId('sale-price')).toHaveText('Tk 1,500');
});
