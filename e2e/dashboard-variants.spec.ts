import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsStaff } from './staff';
import { productNamed, waitForHydration } from './shop';
import { GOLD_PHOTO } from './photos';

/** The product page's choice of ring size: a group of radio buttons named by the option. */
function ringSizes(page: Page): Locator {
  const main = page.getByRole('main');
  return main
    .getByRole('radiogroup', { name: /^Ring size/ })
    .or(main.getByRole('group', { name: /^Ring size/ }))
    .first();
}

const size = (sizes: Locator, value: string) => sizes.getByRole('radio', { name: new RegExp(`^${value}\\b`) });

/** A size the shop shows as sold out: its choice cannot be taken, or says so. */
const soldOut = (sizes: Locator, value: string) =>
  sizes
    .getByRole('radio', { name: new RegExp(`^${value}\\b`), disabled: true })
    .or(sizes.getByRole('radio', { name: new RegExp(`^${value}\\b.*sold out`, 'i') }));

test('staff add a ring in three sizes with a price and stock for each, and restock one size in place; the shop follows', async ({
  page,
  request,
}) => {
  const title = `Test Band ${Date.now().toString(36)}`;
  await signInAsStaff(page);
  await page.goto('/dashboard/add-product');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Add Product' });

  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Category').selectOption({ label: 'Rings' });
  await form.getByRole('button', { name: 'Add an option' }).click();
  const option = form.getByRole('group', { name: 'Option 1' });
  await option.getByLabel('Name', { exact: true }).fill('Ring size');
  await option.getByLabel('Name in Bangla').fill('আংটির মাপ');
  await option.getByLabel('Values', { exact: true }).fill('6, 7, 8');
  await expect(option.getByRole('list', { name: 'Values of Ring size' }).getByRole('listitem')).toHaveText([
    '6',
    '7',
    '8',
  ]);

  // Sold in sizes: price, sale price and stock are each size's, so the piece's own are put away; the sale's dates stay.
  await expect(form.getByLabel('Price (Tk)', { exact: true })).toBeHidden();
  await expect(form.getByLabel('Stock', { exact: true })).toBeHidden();
  await expect(form.getByLabel('Sale price (Tk)', { exact: true })).toBeHidden();
  await expect(form.getByLabel('Sale ends (Dhaka time)')).toBeVisible();
  const grid = form.getByRole('table', { name: /^Variants/ });
  await expect(grid.getByRole('row')).toHaveCount(4);
  await expect(form.getByText('3 variants')).toBeVisible();

  // One price for every size, then the larger size dearer; stock per size.
  await form.getByLabel('One amount for every variant (Tk)').fill('1,500');
  await form.getByRole('button', { name: 'Fill all prices' }).click();
  for (const value of ['6', '7', '8']) {
    await expect(grid.getByLabel(`Price of Ring size ${value}`, { exact: true })).toHaveValue('1,500');
    await expect(grid.getByLabel(`Stock of Ring size ${value}`, { exact: true })).toHaveValue('0');
  }
  await grid.getByLabel('Price of Ring size 8', { exact: true }).fill('1,650');
  await grid.getByLabel('Stock of Ring size 6', { exact: true }).fill('2');
  await grid.getByLabel('Stock of Ring size 8', { exact: true }).fill('4');

  // On a 390 px phone the grid scrolls sideways in its own frame; the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.locator('input[type=file]').setInputFiles([GOLD_PHOTO]);
  await expect(form.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(1);
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully Added!' })).toBeVisible();
  // The form starts again, without options.
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(form.getByRole('group', { name: 'Option 1' })).toHaveCount(0);
  await expect(form.getByLabel('Price (Tk)', { exact: true })).toBeVisible();

  // The shop offers the three sizes from Tk 1,500, size 7 sold out.
  const ring = await productNamed(request, title);
  const productUrl = `/products/${ring._id}`;
  await page.goto(productUrl);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/Tk 1,500/)
      .first(),
  ).toBeVisible();
  const sizes = ringSizes(page);
  await expect(sizes).toBeVisible();
  for (const value of ['6', '7', '8']) await expect(size(sizes, value)).toHaveCount(1);
  await expect(soldOut(sizes, '7').first()).toBeAttached();
  await expect(soldOut(sizes, '6')).toHaveCount(0);
  await expect(soldOut(sizes, '8')).toHaveCount(0);

  // Manage Products: the stock of each size, edited in place.
  await page.goto(`/dashboard/manage-products?q=${encodeURIComponent(title)}`);
  await waitForHydration(page);
  await expect(page.getByText('Total products found 1')).toBeVisible();
  const row = page.getByRole('row', { name: title });
  await expect(row).toContainText('Tk 1,500 – Tk 1,650');
  await expect(row).toContainText('6 in all');
  const stockOf = (value: string) => row.getByRole('textbox', { name: `Stock of ${title} — Ring size ${value}` });
  await expect(row.getByText('Ring size 7', { exact: true })).toBeVisible();
  await expect(stockOf('6')).toHaveValue('2');
  await expect(stockOf('7')).toHaveValue('0');
  await expect(stockOf('8')).toHaveValue('4');
  await stockOf('7').fill('3');
  await row.getByRole('button', { name: `Save stock of ${title} — Ring size 7` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Stock of ${title} — Ring size 7 saved` })).toBeVisible();
  await expect(stockOf('7')).toHaveValue('3');
  await expect(stockOf('6')).toHaveValue('2');
  await expect(row).toContainText('9 in all');

  // Size 7 can be bought again.
  await page.goto(productUrl);
  await waitForHydration(page);
  await expect(ringSizes(page)).toBeVisible();
  await expect(soldOut(ringSizes(page), '7')).toHaveCount(0);
  await expect(size(ringSizes(page), '7')).toBeEnabled();

  // Update Product shows the options and each size as saved.
  await page.goto(`/dashboard/product-update/${ring._id}`);
  await waitForHydration(page);
  const update = page.getByRole('form', { name: 'Update Product' });
  const saved = update.getByRole('group', { name: 'Option 1' });
  await expect(saved.getByLabel('Name', { exact: true })).toHaveValue('Ring size');
  await expect(saved.getByLabel('Name in Bangla')).toHaveValue('আংটির মাপ');
  await expect(saved.getByLabel('Values', { exact: true })).toHaveValue('6, 7, 8');
  await expect(update.getByLabel('Price of Ring size 8', { exact: true })).toHaveValue('1650');
  await expect(update.getByLabel('Stock of Ring size 7', { exact: true })).toHaveValue('3');
  await expect(update.getByLabel('Price (Tk)', { exact: true })).toBeHidden();

  // Size 8 goes on sale: a sale price not below its price is refused beside it, a lower one is kept.
  const saleOf8 = update.getByLabel('Sale price of Ring size 8', { exact: true });
  await expect(saleOf8).toHaveValue('');
  await saleOf8.fill('1,650');
  await update.getByRole('button', { name: 'Update Product' }).click();
  await expect(update.getByText('A sale price must be lower than the price')).toBeVisible();
  await saleOf8.fill('1,320');
  await update.getByRole('button', { name: 'Update Product' }).click();
  await page.getByRole('alertdialog', { name: 'Updated' }).getByRole('button', { name: 'OK' }).click();

  // Shoppers see size 8 at its sale price beside its price struck through, and the card starts from it.
  await page.goto(productUrl);
  await waitForHydration(page);
  const details = page.getByRole('region', { name: title });
  await size(ringSizes(page), '8').click();
  await expect(details.getByTestId('sale-price')).toHaveText('Tk 1,320');
  await expect(details.getByTestId('regular-price')).toHaveText('Regular price Tk 1,650');
  await expect(details.getByTestId('sale-saving')).toHaveText('You save Tk 330 (20%)');
  await size(ringSizes(page), '6').click();
  await expect(details.getByTestId('product-price')).toHaveText('Tk 1,500');
  await expect(details.getByTestId('sale-saving')).toHaveCount(0);
  await page.goto(`/properties?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByTestId('price-from')).toHaveText('from Tk 1,320Regular price Tk 1,650');
  await expect(card.getByTestId('sale-tag')).toHaveText('20% off');
});
