import { expect, test } from '@playwright/test';
import { cartCount, holdScripts, waitForHydration } from './shop';
import { createProduct, staffApi } from './factories';
import { checkoutToPayment, fillCart, newEmail, signUpShopper } from './buyer';
import { signInAsStaff } from './staff';
import { E2E_ADMIN, MAILBOX_PORT, SHOP_PORT } from './support/ports.mjs';
import { GOLD_PHOTO } from './photos';

const ORIGIN = `http://127.0.0.1:${SHOP_PORT}`;

test('a price changed since the piece went into the cart shows at today’s price, and bKash is told that total', async ({
  page,
}) => {
  await signUpShopper(page, 'Mitu Akter');
  const piece = await createProduct({ price: 1200, stock: 4 });
  await fillCart(page, [{ product: piece, quantity: 1 }]);
  // Staff raise the price while the piece sits in the cart.
  expect((await (await staffApi()).put(`/api/products/${piece._id}`, { data: { price: 1500 } })).ok()).toBe(true);

  await page.goto('/checkouts');
  await waitForHydration(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByRole('status', { name: 'Changes to your cart' })).toContainText(
    `${piece.title} now costs Tk 1,500 (it was Tk 1,200).`,
  );
  await expect(summary.getByTestId('summary-total')).toHaveText('Tk 1,560');

  await checkoutToPayment(page);
  await page.getByRole('radio', { name: 'bKash', exact: true }).check();
  await expect(page.getByTestId('bkash-amount')).toHaveText('Tk 1,560');
});

test('a piece sold out since it went into the cart stops the checkout until it is removed', async ({ page }) => {
  await signUpShopper(page, 'Shila Das');
  const piece = await createProduct({ price: 900, stock: 1 });
  const other = await createProduct({ price: 800, stock: 3 });
  await fillCart(page, [
    { product: piece, quantity: 1 },
    { product: other, quantity: 1 },
  ]);
  expect((await (await staffApi()).put(`/api/products/${piece._id}`, { data: { stock: 0 } })).ok()).toBe(true);
  await page.goto('/properties');
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Cart, 2 items/ }).click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel).toContainText(`${piece.title} has sold out. Remove it to check out.`);
  await expect(panel.getByRole('link', { name: 'Checkout' })).toHaveAttribute('aria-disabled', 'true');
  await expect(panel.getByTestId('cart-total')).toHaveText('Tk 860');
  await panel.getByRole('button', { name: `Remove ${piece.title}` }).click();
  await expect(panel.getByRole('link', { name: 'Checkout' })).not.toHaveAttribute('aria-disabled');
});

test('a tap on Add to cart before the page is interactive still adds the piece', async ({ page }) => {
  const piece = await createProduct({ price: 700, stock: 3 });
  // The shop's scripts are held back until the tap has been made.
  const release = await holdScripts(page);
  await page.goto(`/products/${piece._id}`, { waitUntil: 'domcontentloaded' });
  // The piece's own button (the page also shows pieces like it).
  await page.getByRole('region', { name: piece.title }).getByRole('button', { name: 'Add to cart' }).click();
  release();
  await waitForHydration(page);
  await expect(cartCount(page)).toHaveText('1');
  await expect(page.getByRole('region', { name: piece.title }).getByRole('button', { name: '✔ Added' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${piece.title} is in your cart` })).toBeVisible();
  // Once, not twice.
  const items = await page.evaluate(
    () => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as { quantity: number }[],
  );
  expect(items.map((item) => item.quantity)).toEqual([1]);
});

test('from the checkout to sign-up and back to sign-in, the shopper returns to the checkout', async ({ page }) => {
  const account = { name: 'Return Path', email: newEmail('return'), password: 'return-path-1' };
  expect(
    (await page.request.post('/api/auth/sign-up/email', { data: account, headers: { origin: ORIGIN } })).ok(),
  ).toBe(true);
  await page.context().clearCookies();
  await page.goto('/signup?redirectTo=%2Fcheckouts');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Already have an account ?' }).click();
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fcheckouts$/);
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Sign in Successful!' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/checkouts$/);
});

test('staff signing in from the header start in the dashboard', async ({ page }) => {
  await page.goto('/signin');
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Sign in Successful!' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('after failed tries from one address, the owner is let in with an emailed link', async ({ page }) => {
  const account = { name: 'Link Owner', email: newEmail('link'), password: 'the-right-password' };
  expect(
    (await page.request.post('/api/auth/sign-up/email', { data: account, headers: { origin: ORIGIN } })).ok(),
  ).toBe(true);
  await page.context().clearCookies();
  for (let i = 0; i < 5; i += 1) {
    const wrong = await page.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: `wrong-${i}-guess` },
      headers: { origin: ORIGIN },
    });
    expect(wrong.status()).toBe(401);
  }
  await page.goto('/signin?redirectTo=%2Fdashboard%2Fmy-order');
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const refused = page.getByRole('alertdialog', { name: 'You are not signed in' });
  await expect(refused).toContainText('Too many failed sign-ins from here');
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(`We can email ${account.email} a link that signs you in.`)).toBeVisible();
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText('a link to sign in is on its way')).toBeVisible();

  const linkIn = async () => {
    const mailbox = await page.request.get(
      `http://127.0.0.1:${MAILBOX_PORT}/messages?to=${encodeURIComponent(account.email)}`,
    );
    const mail = ((await mailbox.json()) as { subject: string; text: string }[]).find((one) =>
      one.subject.startsWith('Your link to sign in'),
    );
    return /(http\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
  };
  await expect.poll(linkIn).not.toBe('');
  await page.goto(await linkIn());
  await expect(page).toHaveURL(/\/dashboard\/my-order$/);
  await expect(page.getByTestId('signed-in-as')).toHaveText('Link');
});

test('staff type prices as 2,450, stock saves on leaving the field, and marking a cash order delivered asks first', async ({
  page,
}) => {
  await signInAsStaff(page);
  await page.goto('/dashboard/add-product');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Add Product' });
  const title = `Typed Price ${Date.now().toString(36)}`;
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Category').selectOption('Necklaces');
  await form.getByLabel('Price (Tk)', { exact: true }).fill('2,450');
  await form.getByLabel('Stock').fill('৫');
  // Without a photo the form is refused: the message says so, and the first wrong field is brought into view.
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The piece was not added: fix the fields marked in red.' }),
  ).toBeVisible();
  await expect(form.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription('Add at least one photo');
  await expect(form.getByLabel('Price (Tk)', { exact: true })).not.toHaveAttribute('aria-invalid');
  await page.locator('input[type=file]').setInputFiles([GOLD_PHOTO]);
  await expect(form.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(1);
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully Added!' })).toBeVisible();
  const found = (await (await page.request.get(`/api/products?q=${encodeURIComponent(title)}`)).json()) as {
    products: { price: number; stock: number }[];
  };
  expect(found.products).toEqual([expect.objectContaining({ price: 2450, stock: 5 })]);

  const piece = await createProduct({ title: `${title} B`, price: 2450, stock: 5 });
  await page.goto(`/dashboard/manage-products?q=${encodeURIComponent(piece.title)}`);
  await waitForHydration(page);
  const stock = page.getByRole('textbox', { name: `Stock of ${piece.title}` });
  await stock.fill('9');
  await stock.blur();
  await expect(page.getByRole('status').filter({ hasText: `Stock of ${piece.title} saved` })).toBeVisible();
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/products/${piece._id}`)).json()) as { stock: number }).stock,
    )
    .toBe(9);

  // A cash order, shipped: marking it delivered records cash the courier collected, so staff are asked.
  const shopper = await page.context().browser()!.newContext();
  const buyer = await shopper.newPage();
  await signUpShopper(buyer, 'Cash Buyer');
  const placed = await buyer.request.post('/api/orders', {
    headers: { origin: ORIGIN },
    data: {
      items: [{ _id: piece._id, quantity: 1 }],
      shippingAddress: {
        name: 'Cash Buyer',
        customerEmail: 'cash@example.com',
        number: '01711223344',
        address: 'Road 9',
        district: 'dhaka',
        area: 'dhaka-dhanmondi',
      },
      paymentMethod: 'cash-on-delivery',
    },
  });
  const { order } = (await placed.json()) as { order: { _id: string; number: number } };
  await shopper.close();
  const api = await staffApi();
  for (const status of ['confirmed', 'shipped'])
    expect((await api.put(`/api/orders/${order._id}`, { data: { status } })).ok()).toBe(true);
  await page.goto(`/dashboard/manage-all-order?q=${order.number}`);
  await waitForHydration(page);
  const row = page.getByRole('row', { name: `Order #${order.number}` });
  await row.getByRole('button', { name: `Mark delivered order #${order.number}` }).click();
  const question = page.getByRole('dialog', { name: `Mark order #${order.number} delivered?` });
  await expect(question).toContainText('the courier collected Tk 2,450 in cash');
  await question.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(row.getByTestId('order-status')).toHaveText('Delivered');
});

test('staff tools on an order’s page take no tap before they are live, and lose none', async ({ page }) => {
  const piece = await createProduct();
  const api = await staffApi();
  const placed = await api.post('/api/orders', {
    data: {
      items: [{ _id: piece._id, quantity: 1 }],
      shippingAddress: {
        name: 'Ruma Akter',
        customerEmail: newEmail('ruma'),
        number: '01711223344',
        address: 'House 4, Road 2, Uttara',
        district: 'dhaka',
        area: 'dhaka-dhanmondi',
      },
      paymentMethod: 'cash-on-delivery',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { insertedId } = (await placed.json()) as { insertedId: string };

  await signInAsStaff(page);
  // The tools' code arrives late, as on a slow connection: the page shows them, disabled, until it has.
  await page.route(/\/assets\/staff-order-tools-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/order-details/${insertedId}`);
  const confirm = page.getByRole('button', { name: 'Confirm Order' });
  await expect(confirm).toBeDisabled();
  await confirm.click();
  await expect(page.getByRole('status').filter({ hasText: 'Order Confirm Successfully!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText('Pending → Confirmed');
});
