import { expect, test, type Page } from '@playwright/test';
import { cartCount, waitForHydration } from './shop';
import { checkoutToPayment, expectOrderPlaced, fillCart, newestOrderId, productLike, signUpShopper } from './buyer';
import { signInAsStaff } from './staff';

const METHOD = 'Card, Nagad, Rocket or bank';

/** From a fresh cart to SSLCommerz's own page (the stand-in's), for the server's amount. */
async function toSslcommerz(page: Page, name: string) {
  await signUpShopper(page, name);
  const chain = await productLike(page, 'Bridal Kundan Choker');
  await fillCart(page, [{ product: chain, quantity: 1 }]);
  await checkoutToPayment(page);
  await page.getByRole('radio', { name: METHOD }).check();
  const total = (await page.getByText(/Your Payable Amount is Tk [\d,]+/).textContent())!.match(/[\d,]+$/)![0];
  await page.getByRole('button', { name: 'Continue to secure payment' }).click();
  await expect(page.getByRole('heading', { name: 'SSLCommerz' })).toBeVisible();
  await expect(page.getByText(`Pay ৳${total.replace(',', '')}.00 to`)).toBeVisible();
  return total;
}

test('a shopper pays through SSLCommerz’s page and sees the paid order; staff refund part of it', async ({
  page,
  browser,
}) => {
  const total = await toSslcommerz(page, 'Tahmina Rahman');
  await page.getByRole('link', { name: 'Pay now' }).click();

  await expectOrderPlaced(page);
  const orderId = await newestOrderId(page);
  const order = page.getByRole('article').first();
  await expect(order).toContainText(METHOD);
  await expect(order.getByTestId('payment-status')).toHaveText('Paid');
  await expect(order.getByTestId('order-total')).toHaveText(`Tk ${total}`);

  // Staff give Tk 500 back from the order's page; the customer sees it on hers.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsStaff(staff);
  await staff.goto(`/order-details/${orderId}`);
  const refund = staff.getByRole('region', { name: 'Refund', exact: true });
  await expect(refund).toContainText(`Up to Tk ${total} goes back to the customer through SSLCommerz.`);
  await refund.getByLabel('Amount (Tk)').fill('500');
  await refund.getByLabel('Reason').fill('One stone was loose');
  await refund.getByRole('button', { name: 'Refund' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Refund Tk 500?' });
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Tk 500 refunded through SSLCommerz' })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Refunds' })).toContainText('One stone was loose');
  await staffContext.close();

  await page.goto(`/order-details/${orderId}`);
  await expect(page.getByRole('region', { name: 'Refunds' })).toContainText('Tk 500 refunded');
  await expect(page.getByRole('region', { name: 'Refund', exact: true })).toHaveCount(0);
});

test('a cancelled SSLCommerz payment returns the shopper to the payment page with their cart intact', async ({
  page,
}) => {
  await toSslcommerz(page, 'Jannatul Ferdous');
  await page.getByRole('link', { name: 'Cancel payment' }).click();

  await expect(page).toHaveURL(/\/payment-gateway\?paid-with=sslcommerz&outcome=cancelled/);
  await expect(page.getByRole('alert')).toHaveText(
    'You cancelled the payment. Your cart is as it was: pay again, or choose another way to pay.',
  );
  await expect(cartCount(page)).toHaveText('1');
  await expect(page.getByRole('radio', { name: METHOD })).toBeChecked();

  // Paying again opens a fresh session, and this time it goes through.
  await page.getByRole('button', { name: 'Continue to secure payment' }).click();
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expectOrderPlaced(page);
});

test('staff cancel a paid order and give the money back in the same step', async ({ page, browser }) => {
  await toSslcommerz(page, 'Sadia Islam');
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expectOrderPlaced(page);
  const orderId = await newestOrderId(page);
  const number = (await page.getByRole('article').first().getByRole('heading').first().textContent())!.match(
    /#\d+/,
  )![0];

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsStaff(staff);
  await staff.goto(`/dashboard/manage-all-order?q=${encodeURIComponent(number)}`);
  await waitForHydration(staff);
  await staff.getByRole('button', { name: `Cancel order ${number}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Cancel order ${number}?` });
  await expect(
    dialog.getByRole('checkbox', { name: /Also refund Tk [\d,]+ to the customer, through SSLCommerz/ }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  // One step: cancelled once the money is back.
  await expect(
    staff.getByRole('status').filter({ hasText: /is cancelled; its pieces are back in stock, and Tk [\d,]+ went back through SSLCommerz/ }),
  ).toBeVisible();
  await staffContext.close();

  await page.goto(`/order-details/${orderId}`);
  await expect(page.getByTestId('payment-status')).toHaveText('Refunded');
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByRole('region', { name: 'Refunds' })).toContainText('Order cancelled');
});
