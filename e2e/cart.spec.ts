import { expect, test } from '@playwright/test';
import { card, cartCount, productNamed, waitForHydration } from './shop';

test('the cart adds, counts, totals, removes and survives a reload', async ({ page }) => {
  // Each demo piece found by its title: other tests' new pieces push the demo ones off the first pages.
  await page.goto(`/properties?q=${encodeURIComponent('Amethyst Flower Studs')}`);
  await waitForHydration(page);
  await expect(cartCount(page)).toHaveText('0');

  await card(page, 'Amethyst Flower Studs').getByRole('button').click();
  await card(page, 'Amethyst Flower Studs').getByRole('button').click();
  await expect(cartCount(page)).toHaveText('2');
  await page.goto(`/properties?q=${encodeURIComponent('Rose Gold Hoop Earrings')}`);
  await waitForHydration(page);
  await card(page, 'Rose Gold Hoop Earrings').getByRole('button').click();
  await expect(cartCount(page)).toHaveText('3');

  await page.getByRole('button', { name: /^Cart, 3 items/ }).click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  const studs = panel.getByRole('listitem', { name: 'Amethyst Flower Studs' });
  const hoops = panel.getByRole('listitem', { name: 'Rose Gold Hoop Earrings' });
  await expect(studs.getByTestId('line-quantity')).toHaveText('2 Nos.');
  await expect(studs.getByTestId('line-total')).toHaveText('Tk 2,200');
  await expect(hoops.getByTestId('line-quantity')).toHaveText('1 No.');
  await expect(hoops.getByTestId('line-total')).toHaveText('Tk 980');
  await expect(panel.getByTestId('cart-subtotal')).toHaveText('Tk 3,180');
  await expect(panel.getByTestId('cart-shipping')).toHaveText('Free');
  await expect(panel.getByTestId('cart-total')).toHaveText('Tk 3,180');

  await studs.getByRole('button', { name: 'Remove Amethyst Flower Studs' }).click();
  await expect(studs).toBeHidden();
  await expect(panel.getByTestId('cart-subtotal')).toHaveText('Tk 980');
  // Until the checkout knows the area, delivery costs "from" the lowest fee.
  await expect(panel.getByTestId('cart-shipping')).toHaveText('from Tk 60');
  await expect(panel.getByTestId('cart-total')).toHaveText('Tk 1,040');
  await expect(panel.getByText('Add Tk 1,021 more for free delivery.')).toBeVisible();

  await hoops.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(hoops.getByTestId('line-quantity')).toHaveText('2 Nos.');
  await expect(panel.getByTestId('cart-total')).toHaveText('Tk 2,020');

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'));
  expect(stored).toEqual([expect.objectContaining({ title: 'Rose Gold Hoop Earrings', price: 980, quantity: 2 })]);

  await page.reload();
  await waitForHydration(page);
  await expect(cartCount(page)).toHaveText('2');
  await page.getByRole('button', { name: /^Cart, 2 items/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' }).getByRole('listitem', { name: 'Rose Gold Hoop Earrings' })).toBeVisible();

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkouts$/);
});

test('a quantity never goes above the stock left', async ({ page, request }) => {
  const choker = await productNamed(request, 'Bridal Kundan Choker');
  expect(choker.stock).toBe(2);
  await page.goto(`/products/${choker._id}`);
  await waitForHydration(page);
  const details = page.getByRole('region', { name: 'Bridal Kundan Choker' });
  await details.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(details.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect(details.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await details.getByRole('button', { name: 'Add to cart' }).click();
  // Adding again cannot take the cart past the stock.
  await details.getByRole('button', { name: '✔ Added' }).click();
  await expect(cartCount(page)).toHaveText('2');

  await page.getByRole('button', { name: /^Cart/ }).click();
  const line = page.getByRole('dialog').getByRole('listitem', { name: 'Bridal Kundan Choker' });
  await expect(line.getByTestId('line-quantity')).toHaveText('2 Nos.');
  await expect(line.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(line.getByText('Only 2 in stock.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
});
