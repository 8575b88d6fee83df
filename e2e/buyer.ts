import { expect, type Page } from '@playwright/test';
import { productNamed, waitForHydration, type ApiProduct } from './shop';
import { createProduct } from './factories';
import { SHOP_PORT } from './support/ports.mjs';

/** better-auth accepts POSTs from the shop's own origin only. */
const ORIGIN = `http://127.0.0.1:${SHOP_PORT}`;

let sequence = 0;
export function newEmail(name: string): string {
  sequence += 1;
  return `${name}.${Date.now()}.${sequence}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A fresh shopper, signed in in this page's browser context (through the same endpoint the sign-up form calls). */
export async function signUpShopper(page: Page, name: string): Promise<Account> {
  const account = { name, email: newEmail(name.split(' ')[0]!.toLowerCase()), password: 'jhumka-lover-1' };
  const response = await page.request.post('/api/auth/sign-up/email', { data: account, headers: { origin: ORIGIN } });
  expect(response.ok(), await response.text()).toBe(true);
  return account;
}

export async function signInAs(page: Page, { email, password }: Pick<Account, 'email' | 'password'>): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: ORIGIN },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Puts pieces in the cart the way the cart keeps them (localStorage). */
export async function fillCart(
  page: Page,
  lines: { product: Pick<ApiProduct, '_id' | 'title' | 'image' | 'price' | 'category' | 'stock'>; quantity: number }[],
): Promise<void> {
  await page.goto('/about');
  await page.evaluate((entries) => {
    const items = entries.map(({ product, quantity }) => ({
      _id: product._id,
      title: product.title,
      image: product.image,
      price: product.price,
      category: product.category,
      stock: product.stock,
      quantity,
    }));
    localStorage.setItem('cartItems', JSON.stringify(items));
  }, lines);
}

/** A fresh piece of the test's own, made like a demo one (same price, category and pictures), so tests never share stock. */
export async function productLike(page: Page, title: string, { stock = 5 } = {}): Promise<ApiProduct> {
  const model = await productNamed(page.request, title);
  return createProduct({
    title: `${title} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    price: model.price,
    category: model.category,
    images: model.images,
    stock,
  });
}

export async function fillShipping(
  page: Page,
  { phone = '01711-223344', address = 'House 12, Road 5', district = 'Dhaka', area = 'Dhanmondi' } = {},
) {
  const form = page.getByRole('form', { name: 'Shipping address' });
  await form.getByLabel('Mobile Number').fill(phone);
  await chooseArea(page, district, area);
  await form.getByLabel('Address', { exact: true }).fill(address);
  await form.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page).toHaveURL(/\/payment-gateway$/);
  await expect(page.getByRole('heading', { name: 'Secure payment info' })).toBeVisible();
}

/** Picks the district, then (once its areas have come) the area, in the shipping form. */
export async function chooseArea(page: Page, district: string, area: string, labels = { district: 'District', area: /^Area/ }) {
  const form = page.getByRole('form').filter({ has: page.getByLabel(labels.district, { exact: true }) });
  await form.getByLabel(labels.district, { exact: true }).selectOption({ label: district });
  const areas = form.getByLabel(labels.area);
  await expect(areas).toBeEnabled();
  await areas.selectOption({ label: area });
}

/** From a filled cart to the payment page. */
export async function checkoutToPayment(page: Page): Promise<void> {
  await page.goto('/checkouts');
  await waitForHydration(page);
  await fillShipping(page);
}

/**
 * The order went through: the page after placing it says so ("received" while a payment waits for a check), and the
 * cart is empty. Answers the order's id.
 */
export async function expectOrderPlaced(page: Page, kind: 'done' | 'received' = 'done'): Promise<string> {
  await expect(page).toHaveURL(/\/order-placed\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    kind === 'done' ? 'Order Processed Successfully' : 'We have your order',
  );
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The id of the newest order in My Orders (from its summary link). */
export async function newestOrderId(page: Page): Promise<string> {
  await page.goto('/dashboard/my-order');
  const href = await page
    .getByRole('link', { name: /View order summary/ })
    .first()
    .getAttribute('href');
  const id = href?.split('/').pop();
  if (!id) throw new Error('No order in My Orders');
  return id;
}
