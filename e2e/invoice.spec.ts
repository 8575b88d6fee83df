import { expect, test } from '@playwright/test';
import type { Order } from '@alankar/shared/order-schemas';
import { createProduct } from './factories';
import { signUpShopper } from './buyer';
import { signInAsStaff } from './staff';
import { waitForHydration } from './shop';
import { SHOP_PORT } from './support/ports.mjs';

const ORIGIN = `http://127.0.0.1:${SHOP_PORT}`;

test('staff print an order’s invoice on A4 and its 4×6 courier label, with the amount to collect', async ({
  page,
  browser,
}) => {
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const account = await signUpShopper(shopper, 'Sadia Rahman');
  const studs = await createProduct({ title: `Pearl Studs ${Date.now().toString(36)}`, price: 650, stock: 5 });
  const placed = await shopper.request.post('/api/orders', {
    headers: { origin: ORIGIN },
    data: {
      items: [{ _id: studs._id, quantity: 2 }],
      shippingAddress: {
        name: 'Sadia Rahman',
        customerEmail: account.email,
        number: '01611223344',
        address: 'House 9, Road 11',
        district: 'dhaka',
        area: 'dhaka-banani',
        note: 'Gate 2, ring the bell',
      },
      paymentMethod: 'cash-on-delivery',
    },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: Order };
  const number = `#${order.number}`;

  // From the order's page, staff open the invoice.
  await signInAsStaff(page);
  await page.goto(`/order-details/${order._id}`);
  await page.getByRole('link', { name: 'Print invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoice/${order._id}$`));
  await waitForHydration(page);
  const invoice = page.getByRole('article', { name: `Invoice ${number}` });
  await expect(invoice).toContainText('Alankar');
  await expect(invoice.getByTestId('invoice-number')).toHaveText(number);
  await expect(invoice.getByRole('img', { name: `QR code of order ${number}` })).toBeVisible();
  for (const text of [
    'Sadia Rahman',
    '01611223344',
    'House 9, Road 11',
    'Banani, Dhaka',
    'Note for the courier: Gate 2, ring the bell',
    studs.title,
    'Cash on delivery',
  ]) {
    await expect(invoice).toContainText(text);
  }
  await expect(invoice.getByRole('row', { name: studs.title })).toContainText(/2\s*Tk 650\s*Tk 1,300/);
  await expect(invoice.getByTestId('invoice-total')).toHaveText('Tk 1,360');
  await expect(invoice.getByTestId('amount-to-collect')).toContainText('Tk 1,360');

  // Printed, the page is the invoice alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByTestId('site-header')).toBeHidden();
  await expect(invoice).toBeVisible();
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });

  // The courier's label: the essentials, large.
  await page.getByRole('link', { name: '4×6 label' }).click();
  const label = page.getByRole('article', { name: `Courier label ${number}` });
  await expect(label.getByTestId('invoice-number')).toHaveText(number);
  await expect(label.getByRole('img', { name: `QR code of order ${number}` })).toBeVisible();
  for (const text of ['Sadia Rahman', '01611223344', 'House 9, Road 11', 'Banani, Dhaka', 'Gate 2, ring the bell', '2 pieces']) {
    await expect(label).toContainText(text);
  }
  await expect(label.getByTestId('amount-to-collect')).toContainText('Tk 1,360');

  // Once the courier has collected (delivered), there is nothing to collect.
  for (const status of ['confirmed', 'shipped', 'delivered']) {
    const moved = await page.request.put(`/api/orders/${order._id}`, { data: { status }, headers: { origin: ORIGIN } });
    expect(moved.ok()).toBe(true);
  }
  await page.reload();
  await expect(label.getByTestId('amount-to-collect')).toContainText('Tk 0');

  // Invoices are for staff.
  const refused = await shopper.goto(`/invoice/${order._id}`);
  expect(refused?.status()).toBe(403);
  await expect(shopper.getByText('This page is not allowed for your account')).toBeVisible();
  await shopperContext.close();
});
