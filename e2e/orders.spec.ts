import { expect, test, type Page } from '@playwright/test';
import { checkoutToPayment, expectOrderPlaced, fillCart, newestOrderId, productLike, signInAs, signUpShopper } from './buyer';
import { E2E_ADMIN } from './support/ports.mjs';

async function placeCashOrder(page: Page, title: string): Promise<string> {
  const product = await productLike(page, title);
  await fillCart(page, [{ product, quantity: 1 }]);
  await checkoutToPayment(page);
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expectOrderPlaced(page);
  return newestOrderId(page);
}

test('an order is its owner’s and the staff’s only; staff confirm it', async ({ page, browser }) => {
  await signUpShopper(page, 'Tania Rahman');
  const orderId = await placeCashOrder(page, 'Rose Gold Chain Bracelet');

  // The owner: the summary, on a direct link and after a reload, without the staff's button.
  await page.goto(`/order-details/${orderId}`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/^Order Summary #\d+$/);
  const number = (await title.textContent())!.replace('Order Summary ', '');
  await page.reload();
  await expect(title).toHaveText(`Order Summary ${number}`);
  const customer = page.getByRole('region', { name: 'Customer' });
  await expect(customer).toContainText('Tania Rahman');
  await expect(customer).toContainText('01711223344');
  await expect(customer).toContainText('Cash on delivery');
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('Bangladesh');
  await expect(page.getByRole('region', { name: 'Billing address' })).toContainText('Dhaka');
  const totals = page.getByRole('region', { name: 'Order total' });
  await expect(totals).toContainText('N/A');
  await expect(totals.getByTestId('order-total')).toHaveText('Tk 1,210');
  await expect(page.getByRole('region', { name: 'Items' }).getByTestId('order-line-quantity')).toHaveText('1');
  await expect(page.getByRole('button', { name: /Confirm Order|Order confirmed/ })).toHaveCount(0);

  // Someone else: not found, as if it did not exist.
  const stranger = await browser.newPage();
  await signUpShopper(stranger, 'Jamal Hossain');
  const response = await stranger.goto(`/order-details/${orderId}`);
  expect(response?.status()).toBe(404);
  await expect(stranger.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await stranger.goto('/dashboard/my-order');
  await expect(stranger.getByText('No orders yet')).toBeVisible();
  await expect(stranger.getByRole('link', { name: 'Start shopping' })).toBeVisible();
  await stranger.close();

  // Signed out, a direct link goes through sign-in and comes back.
  const visitor = await browser.newPage();
  await visitor.goto(`/order-details/${orderId}`);
  await expect(visitor).toHaveURL(new RegExp(`/signin\\?redirectTo=%2Forder-details%2F${orderId}$`));
  await visitor.close();

  // Staff confirm it.
  const staff = await browser.newPage();
  await signInAs(staff, E2E_ADMIN);
  await staff.goto(`/order-details/${orderId}`);
  await staff.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Order Confirm Successfully!' })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Order confirmed Successfully' })).toBeDisabled();
  await expect(staff.getByRole('list', { name: 'Status history' })).toContainText('Pending → Confirmed');
  await expect(staff.getByRole('list', { name: 'Status history' })).toContainText(E2E_ADMIN.email);
  await staff.reload();
  await expect(staff.getByRole('button', { name: 'Order confirmed Successfully' })).toBeDisabled();
  await staff.close();

  await page.goto('/dashboard/my-order');
  await expect(page.getByRole('article').first().getByTestId('order-status')).toHaveText('Confirmed');
  // The customer sees that the shop confirmed it, never which staff member.
  await page.goto(`/order-details/${orderId}`);
  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history).toContainText('Pending → Confirmed');
  await expect(history).toContainText('· the shop');
  await expect(history).not.toContainText(E2E_ADMIN.email);
});
