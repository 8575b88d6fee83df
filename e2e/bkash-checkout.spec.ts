import { expect, test } from '@playwright/test';
import { cartCount } from './shop';
import { checkoutToPayment, expectOrderPlaced, fillCart, productLike, signUpShopper } from './buyer';

test('a shopper pays on bKash’s page and comes back to a paid order', async ({ page }) => {
  await signUpShopper(page, 'Sumaiya Islam');
  const studs = await productLike(page, 'Amethyst Flower Studs');
  await fillCart(page, [{ product: studs, quantity: 1 }]);
  await checkoutToPayment(page);

  await page.getByRole('radio', { name: 'Pay with bKash' }).check();
  await expect(page.getByText('Your Payable Amount is Tk 1,160')).toBeVisible();
  await page.getByRole('button', { name: 'Pay with bKash' }).click();

  // bKash's own page (the stand-in's), for the server's amount.
  await expect(page.getByRole('heading', { name: 'bKash' })).toBeVisible();
  await expect(page.getByText('Pay ৳1160.00 to merchant')).toBeVisible();
  await page.getByRole('link', { name: 'Confirm payment' }).click();

  await expectOrderPlaced(page);
  await page.goto('/dashboard/my-order');
  const order = page.getByRole('article').first();
  await expect(order).toContainText('Pay with bKash');
  await expect(order.getByTestId('payment-status')).toHaveText('Paid');
  await expect(order.getByTestId('order-total')).toHaveText('Tk 1,160');
});

test('a cancelled bKash payment returns the shopper to the payment page with their cart, to pay another way', async ({
  page,
}) => {
  await signUpShopper(page, 'Rafiq Hasan');
  // The last piece: the order left at bKash's page keeps it, and paying another way pays that same order.
  const studs = await productLike(page, 'Amethyst Flower Studs', { stock: 1 });
  await fillCart(page, [{ product: studs, quantity: 1 }]);
  await checkoutToPayment(page);
  await page.getByRole('radio', { name: 'Pay with bKash' }).check();
  await page.getByRole('button', { name: 'Pay with bKash' }).click();
  await page.getByRole('link', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/payment-gateway\?paid-with=bkash-checkout&outcome=cancelled/);
  await expect(page.getByRole('alert')).toHaveText(
    'You cancelled the bKash payment. Your cart is as it was: pay again, or choose another way to pay.',
  );
  await expect(cartCount(page)).toHaveText('1');
  await expect(page.getByRole('radio', { name: 'Pay with bKash' })).toBeChecked();

  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expectOrderPlaced(page);

  await page.goto('/dashboard/my-order');
  const orders = page.getByRole('article');
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText('Cash on delivery');
});
