import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { Order } from '@alankar/shared/order-schemas';
import { createProduct, staffApi } from './factories';
import { signUpShopper } from './buyer';
import { signInAsStaff } from './staff';
import { waitForHydration } from './shop';
import { SHOP_PORT } from './support/ports.mjs';

const ORIGIN = `http://127.0.0.1:${SHOP_PORT}`;

function freshTrxId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.toUpperCase().slice(-10).padStart(10, 'T');
}

/** Orders placed through the API by a fresh shopper in their own browser context. */
async function placeOrders(page: Page) {
  const shopper = await signUpShopper(page, 'Tahmina Akter');
  const piece = await createProduct({ price: 1500, stock: 5 });
  const place = async (paymentMethod: string, extra = {}) => {
    const response = await page.request.post('/api/orders', {
      headers: { origin: ORIGIN },
      data: {
        items: [{ _id: piece._id, quantity: 2 }],
        shippingAddress: {
          name: 'Tahmina Akter',
          customerEmail: shopper.email,
          number: '01911223344',
          address: 'House 7, Road 3, Uttara',
          district: 'dhaka',
          area: 'dhaka-dhanmondi',
        },
        paymentMethod,
        ...extra,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { order: Order }).order;
  };
  const trxID = freshTrxId();
  const bkash = await place('bkash', { trxID, bkashNumber: '01811223344', agreed: true });
  const cod = await place('cash-on-delivery');
  return { shopper, piece, bkash, cod, trxID };
}

test('staff find orders, move them through the state machine, cancel one and export the list', async ({
  page,
  browser,
}) => {
  const shopperContext = await browser.newContext();
  const { shopper, piece, bkash, cod, trxID } = await placeOrders(await shopperContext.newPage());
  await shopperContext.close();

  await signInAsStaff(page);
  await page.goto(`/dashboard/manage-all-order?q=${encodeURIComponent(shopper.email)}`);
  await waitForHydration(page);
  await expect(page.getByText('Total 2 Orders Found')).toBeVisible();

  // Filter by payment method: the bKash order, with its TrxID to check in the bKash app.
  await page.getByLabel('Payment method').selectOption('bkash');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/paymentMethod=bkash/);
  await expect(page.getByText('Total 1 Orders Found')).toBeVisible();
  const bkashRow = page.getByRole('row', { name: `Order #${bkash.number}` });
  await expect(bkashRow).toContainText(trxID);
  await expect(bkashRow).toContainText('Verifying payment');

  // Confirming a bKash order means its payment was found, so staff are asked first: it becomes paid; then shipped,
  // then delivered.
  await bkashRow.getByRole('button', { name: `Confirm order #${bkash.number}` }).click();
  const question = page.getByRole('dialog', { name: `Confirm order #${bkash.number}?` });
  await expect(question).toContainText(`TrxID ${trxID} from 01811223344`);
  await question.getByRole('button', { name: 'Not yet' }).click();
  await expect(bkashRow.getByTestId('order-status')).toHaveText('Pending');
  await bkashRow.getByRole('button', { name: `Confirm order #${bkash.number}` }).click();
  await question.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order #${bkash.number} is confirmed` })).toBeVisible();
  await expect(bkashRow.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(bkashRow.getByTestId('payment-status').filter({ visible: true })).toHaveText('Paid');
  await bkashRow.getByRole('button', { name: `Mark shipped order #${bkash.number}` }).click();
  await expect(bkashRow.getByTestId('order-status')).toHaveText('Shipped');
  await expect(bkashRow.getByRole('button', { name: `Cancel order #${bkash.number}` })).toHaveCount(0);
  await bkashRow.getByRole('button', { name: `Mark delivered order #${bkash.number}` }).click();
  await expect(bkashRow.getByTestId('order-status')).toHaveText('Delivered');
  await expect(bkashRow.getByRole('button')).toHaveCount(0);

  // Filter by status.
  await page.goto(`/dashboard/manage-all-order?q=${encodeURIComponent(shopper.email)}&status=pending`);
  await waitForHydration(page);
  await expect(page.getByText('Total 1 Orders Found')).toBeVisible();
  const codRow = page.getByRole('row', { name: `Order #${cod.number}` });
  await expect(codRow).toContainText('Cash on delivery');
  await expect(codRow).toContainText('Tk 3,000');

  // Cancelling asks first, then gives the pieces back.
  expect(((await (await page.request.get(`/api/products/${piece._id}`)).json()) as { stock: number }).stock).toBe(1);
  await codRow.getByRole('button', { name: `Cancel order #${cod.number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${cod.number}?` });
  await expect(dialog).toContainText('Its pieces go back into stock');
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(codRow.getByTestId('order-status')).toHaveText('Pending');
  await codRow.getByRole('button', { name: `Cancel order #${cod.number}` }).click();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order #${cod.number} is cancelled` })).toBeVisible();
  await expect(page.getByText('Total 0 Orders Found')).toBeVisible();
  expect(((await (await page.request.get(`/api/products/${piece._id}`)).json()) as { stock: number }).stock).toBe(3);

  // Export what the filter finds, as a spreadsheet.
  await page.goto(`/dashboard/manage-all-order?q=${encodeURIComponent(shopper.email)}`);
  await waitForHydration(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^alankar-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Order,Date \(Dhaka\),Customer,Email,Phone/);
  expect(lines).toHaveLength(3);
  expect(csv).toContain(`#${bkash.number},`);
  expect(csv).toContain(`#${cod.number},`);
  expect(csv).toContain(trxID);
});

test('a change someone else already made is refused in words', async ({ page, browser }) => {
  const shopperContext = await browser.newContext();
  const { cod } = await placeOrders(await shopperContext.newPage());
  await shopperContext.close();

  await signInAsStaff(page);
  await page.goto(`/dashboard/manage-all-order?q=${cod.number}`);
  await waitForHydration(page);
  const row = page.getByRole('row', { name: `Order #${cod.number}` });
  // Another staff member cancels it meanwhile.
  const cancelled = await (await staffApi()).put(`/api/orders/${cod._id}`, { data: { status: 'cancelled' } });
  expect(cancelled.ok()).toBe(true);
  await row.getByRole('button', { name: `Confirm order #${cod.number}` }).click();
  await expect(row.getByRole('alert')).toHaveText(`Order #${cod.number} is cancelled, so it can't be confirmed.`);
});

test('customers are told All Orders is not for them, and cannot export', async ({ page }) => {
  await signUpShopper(page, 'Curious Shopper');
  const response = await page.goto('/dashboard/manage-all-order');
  expect(response?.status()).toBe(403);
  await expect(page.getByText('This page is not allowed for your account')).toBeVisible();
  expect((await page.request.get('/api/orders/export')).status()).toBe(403);
});
