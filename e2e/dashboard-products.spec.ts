import { expect, test } from '@playwright/test';
import { signInAsStaff } from './staff';
import { signUpShopper } from './buyer';
import { waitForHydration } from './shop';
import { createProduct } from './factories';
import { EMERALD_PHOTO, GOLD_PHOTO } from './photos';

const UPLOADED = /^\/uploads\/uploads\/[a-z]+-[0-9a-f]{6}-[0-9a-f]{10}-480\.webp$/;

test('staff add a piece with photos, edit its stock and price, and delete it; the shop follows', async ({ page }) => {
  const title = `Emerald Drop Jhumka ${Date.now().toString(36)}`;
  await signInAsStaff(page);
  await page.goto('/dashboard/add-product');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Add Product' });

  // Nothing is added without what a piece needs; each problem is named beside its field.
  await form.getByLabel('Stock').fill('');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form.getByLabel('Title', { exact: true })).toHaveAccessibleDescription('Enter a title');
  await expect(form.getByLabel('Category')).toHaveAccessibleDescription(/^Category must be one of/);
  await expect(form.getByLabel('Price (Tk)', { exact: true })).toHaveAccessibleDescription('Price must be a number');
  await expect(form.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription('Add at least one photo');

  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Category').selectOption('Earrings');
  await form.getByLabel('Price (Tk)', { exact: true }).fill('1450');
  await form.getByLabel('Stock').fill('3');
  await form.getByLabel('Material').fill('925 sterling silver, green onyx');
  await form.getByLabel('Description', { exact: true }).fill('A light drop with a green stone, for Eid and every day after.');
  await page.locator('input[type=file]').setInputFiles([GOLD_PHOTO, EMERALD_PHOTO]);
  const photos = form.getByRole('list', { name: 'Chosen photos' });
  await expect(photos.getByRole('listitem')).toHaveCount(2);
  // The second photo becomes the main one.
  const emerald = await photos.getByRole('img', { name: 'Photo 2' }).getAttribute('src');
  await form.getByRole('button', { name: 'Make photo 2 the main photo' }).click();
  await expect(photos.getByRole('img', { name: 'Main photo' })).toHaveAttribute('src', emerald!);
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully Added!' })).toBeVisible();
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(photos).toHaveCount(0);

  // In Manage Products: found by title, with its price, stock and 'Not modified'.
  await page.goto(`/dashboard/manage-products?q=${encodeURIComponent(title)}`);
  await waitForHydration(page);
  await expect(page.getByText('Total products found 1')).toBeVisible();
  const row = page.getByRole('row', { name: title });
  await expect(row).toContainText('Tk 1,450');
  await expect(row).toContainText('Not modified');
  await expect(row.locator('img')).toHaveAttribute('src', UPLOADED);

  // A quick stock edit.
  await row.getByRole('textbox', { name: `Stock of ${title}` }).fill('7');
  await row.getByRole('button', { name: `Save stock of ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Stock of ${title} saved` })).toBeVisible();
  await expect(row.getByRole('textbox', { name: `Stock of ${title}` })).toHaveValue('7');
  await expect(row).not.toContainText('Not modified');

  // The shop shows it, main photo first.
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const productUrl = page.url();
  await expect(page.getByText('Tk 1,450').first()).toBeVisible();
  await expect(page.getByText('925 sterling silver, green onyx')).toBeVisible();
  const mainStem = emerald!.replace(/-\d+\.webp$/, '');
  await expect(page.locator('main img').first()).toHaveAttribute('src', new RegExp(`^${mainStem}`));

  // Update: the same form, filled in.
  await page.goto(`/dashboard/manage-products?q=${encodeURIComponent(title)}`);
  await page
    .getByRole('row', { name: title })
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/product-update\//);
  await waitForHydration(page);
  const update = page.getByRole('form', { name: 'Update Product' });
  await expect(update.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(update.getByLabel('Stock')).toHaveValue('7');
  await expect(update.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2);
  await update.getByLabel('Price (Tk)', { exact: true }).fill('1550');
  await update.getByRole('button', { name: 'Update Product' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Updated' });
  await expect(alert).toContainText('Update Successfully!');
  await alert.getByRole('button', { name: 'OK' }).click();
  await page.goto(productUrl);
  await expect(page.getByText('Tk 1,550').first()).toBeVisible();

  // Delete, after saying yes; the shop no longer has it.
  await page.goto(`/dashboard/manage-products?q=${encodeURIComponent(title)}`);
  await waitForHydration(page);
  await page
    .getByRole('row', { name: title })
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure, you want to delete?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully deleted!' })).toBeVisible();
  await expect(page.getByText('Total products found 0')).toBeVisible();
  expect((await page.goto(productUrl))?.status()).toBe(404);
});

test('Manage Products filters by category and pages through the catalogue', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto('/dashboard/manage-products');
  await waitForHydration(page);
  const found = page.getByText(/^Total products found \d+$/);
  const countShown = async () => Number((await found.textContent())!.match(/\d+/)![0]);
  const total = await countShown();
  await page.getByLabel('Category').selectOption('Bracelets');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/category=Bracelets/);
  // The address changes as the search starts; the count follows once the filtered list has arrived.
  await expect.poll(countShown).toBeLessThan(total);
  expect(await countShown()).toBeGreaterThan(0);
  const rows = page.locator('tbody tr');
  for (const text of await rows.allTextContents()) expect(text).toContain('Bracelets');

  // 21 pieces of the test's own: 20 on the first page, the last one on the second, none twice.
  const batch = `Paging ${Date.now().toString(36)}`;
  for (let n = 1; n <= 21; n += 1) await createProduct({ title: `${batch} No. ${String(n).padStart(2, '0')}` });
  await page.goto(`/dashboard/manage-products?q=${encodeURIComponent(batch)}`);
  await waitForHydration(page);
  await expect(page.getByText('Total products found 21')).toBeVisible();
  await expect(rows).toHaveCount(20);
  const firstPage = await rows.allTextContents();
  await page.getByRole('link', { name: 'Products page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('Total products found 21')).toBeVisible();
  const shown = [...firstPage, ...(await rows.allTextContents())];
  for (let n = 1; n <= 21; n += 1) {
    const title = `${batch} No. ${String(n).padStart(2, '0')}`;
    expect(shown.filter((text) => text.includes(title)), title).toHaveLength(1);
  }
});

test('a customer is told the product screens are not for them', async ({ page }) => {
  await signUpShopper(page, 'Curious Shopper');
  for (const path of ['/dashboard/add-product', '/dashboard/manage-products']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByText('This page is not allowed for your account')).toBeVisible();
  }
});

test('staff pages for a piece, post or order that does not exist are the shop’s 404 page', async ({ page }) => {
  await signInAsStaff(page);
  const missing = '3f1c2a9e-0000-4000-8000-000000000000';
  for (const path of [
    `/dashboard/product-update/${missing}`,
    `/dashboard/blog-update/${missing}`,
    `/invoice/${missing}`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  }
});
