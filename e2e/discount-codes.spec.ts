import { expect, test } from '@playwright/test';
import type { DiscountCode } from '@alankar/shared/discount-schemas';
import { staffApi } from './factories';
import { signInAsStaff } from './staff';
import { waitForHydration } from './shop';

let sequence = 0;
/** A code no other test or run uses, like `EIDLX3K9A2F1`. */
function freshCode(prefix: string): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid}${sequence}`.toUpperCase();
}

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test('staff make a 25 % code for orders from Tk 1,000 with 10 uses, pause and resume it, change it to 30 %, and cannot make it twice', async ({
  page,
}) => {
  const code = freshCode('EID');
  await signInAsStaff(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Discount codes' }).click();
  await expect(page).toHaveURL('/dashboard/discount-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();

  // The code is upper-cased as it is typed; free delivery needs no amount.
  const form = page.getByRole('form', { name: 'New code' });
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await expect(form.getByLabel('Code', { exact: true })).toHaveValue(code);
  await form.getByRole('radio', { name: 'Free delivery' }).check();
  await expect(form.getByLabel(/^Amount/)).toHaveCount(0);
  await form.getByRole('radio', { name: 'Percentage' }).check();
  await form.getByLabel('Amount (%)').fill('25');
  await form.getByLabel('Minimum subtotal (Tk)').fill('1,000');
  await form.getByLabel('Total uses').fill('10');
  await form.getByRole('button', { name: 'Add code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${code} added` })).toBeVisible();
  // The form is empty again for the next code, and the new one is listed.
  await expect(form.getByLabel('Code', { exact: true })).toHaveValue('');
  const row = page.getByRole('row', { name: code, exact: true });
  await expect(row.getByTestId('discount-amount')).toHaveText('25 %');
  await expect(row).toContainText('Orders from Tk 1,000');
  await expect(row).toContainText('Always');
  await expect(row.getByTestId('discount-uses')).toHaveText('0 of 10');
  await expect(row).toContainText('took off Tk 0');
  await expect(row.getByTestId('discount-status')).toHaveText('Active');

  // Pause and resume, from the table.
  await row.getByRole('button', { name: `Pause ${code}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${code} paused` })).toBeVisible();
  await expect(row.getByTestId('discount-status')).toHaveText('Paused');
  await row.getByRole('button', { name: `Resume ${code}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${code} resumed` })).toBeVisible();
  await expect(row.getByTestId('discount-status')).toHaveText('Active');

  // Edit opens the same form, filled in.
  await row.getByRole('button', { name: `Edit ${code}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${code}` });
  await expect(edit.getByLabel('Code', { exact: true })).toHaveValue(code);
  await expect(edit.getByRole('radio', { name: 'Percentage' })).toBeChecked();
  await expect(edit.getByLabel('Amount (%)')).toHaveValue('25');
  await expect(edit.getByLabel('Minimum subtotal (Tk)')).toHaveValue('1000');
  await expect(edit.getByLabel('Total uses')).toHaveValue('10');
  await expect(edit.getByRole('checkbox', { name: 'Paused' })).not.toBeChecked();
  await edit.getByLabel('Amount (%)').fill('30');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${code} saved` })).toBeVisible();
  await expect(row.getByTestId('discount-amount')).toHaveText('30 %');
  await expect(row.getByTestId('discount-uses')).toHaveText('0 of 10');
  await expect(row.getByTestId('discount-status')).toHaveText('Active');
  await expect(page.getByRole('form', { name: `Edit ${code}` })).toHaveCount(0);

  // The same code again: the server's answer shows under Code.
  const refused = await (await staffApi()).post('/api/discount-codes', { data: { code, kind: 'percent', amount: 10 } });
  expect(refused.status(), await refused.text()).toBe(409);
  const { message } = ((await refused.json()) as { error: { message: string } }).error;
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Amount (%)').fill('10');
  await form.getByRole('button', { name: 'Add code' }).click();
  const codeField = form.getByLabel('Code', { exact: true });
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription(escaped(message));
  await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: code, exact: true })).toHaveCount(1);

  // Delete, after saying yes.
  await row.getByRole('button', { name: `Delete ${code}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${code}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${code}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${code} deleted` })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the codes table scrolls inside its own frame, not the page', async ({ page }) => {
    const api = await staffApi();
    const code = freshCode('FIRST');
    const created = await api.post('/api/discount-codes', {
      data: { code, kind: 'fixed', amount: 200, firstOrderOnly: true, usesPerPhone: 1, categories: ['Earrings'] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { discountCode } = (await created.json()) as { discountCode: DiscountCode };

    await signInAsStaff(page);
    await page.goto('/dashboard/discount-codes');
    await waitForHydration(page);
    const row = page.getByRole('row', { name: code, exact: true });
    await expect(row.getByTestId('discount-amount')).toHaveText('Tk 200 off');
    await expect(row).toContainText('First order only');
    await expect(row).toContainText('1 use per mobile number');
    await expect(row.getByTestId('discount-uses')).toHaveText('0 (no limit)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const deleted = await api.delete(`/api/discount-codes/${discountCode._id}`);
    expect(deleted.status(), await deleted.text()).toBe(200);
  });
});
