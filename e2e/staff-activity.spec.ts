import { expect, test } from '@playwright/test';
import { createProduct, staffApi } from './factories';
import { signInAsStaff } from './staff';
import { waitForHydration } from './shop';

test('a stock change staff make is in Staff activity, filtered by kind, with what it was before and after', async ({
  page,
}) => {
  const piece = await createProduct({ stock: 4 });
  const staff = await staffApi();
  const changed = await staff.put(`/api/products/${piece._id}`, { data: { stockChange: 5 } });
  expect(changed.ok(), await changed.text()).toBe(true);

  await signInAsStaff(page);
  await page.goto('/dashboard');
  // The overview says how the shop's backups stand.
  await expect(page.getByRole('region', { name: 'Backups' }).getByTestId('last-backup')).toHaveText(
    /No backup yet\.|Last backup: .+ · .+B/,
  );

  await page.getByRole('navigation', { name: /dashboard/i }).getByRole('link', { name: 'Staff activity' }).click();
  await expect(page).toHaveURL(/\/dashboard\/audit$/);
  await waitForHydration(page);
  const filters = page.getByRole('search', { name: 'Filter staff activity' });
  await filters.getByLabel('What').selectOption({ label: 'Stock changes' });
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=product.stock/);

  const entry = page.getByRole('row').filter({ hasText: `Changed stock of ${piece.title}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('4 → 9');
  await entry.getByText('Show details').click();
  await expect(entry.getByRole('table')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('staff-activity.png'), fullPage: true });

  // Nothing on the page changes the record.
  await expect(page.getByRole('button', { name: /delete|edit|remove/i })).toHaveCount(0);
});
