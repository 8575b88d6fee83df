import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs, signUpShopper } from './buyer';
import { createProduct } from './factories';
import { E2E_ADMIN, SHOP_PORT } from './support/ports.mjs';

const ORIGIN = `http://127.0.0.1:${SHOP_PORT}`;

interface PlacedOrder {
  _id: string;
  number: number;
  total: number;
  trxID: string;
}

function freshTrxId(): string {
  return `D${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10)
    .padEnd(10, '3');
}

/** Taka as the page prints it (`Tk 12,450`), as a number. */
const taka = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const count = (text: string | null) => Number(/\d[\d,]*/.exec(text ?? '')?.[0].replace(/,/g, '') ?? NaN);

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const problems = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(problems).toEqual([]);
}

async function staffPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, E2E_ADMIN);
  return page;
}

test('staff see today’s sales, the bKash payment to verify, low stock and the 30-day chart with its table', async ({
  page,
  browser,
}) => {
  // A shopper buys the last of a piece with bKash: the order waits for its TrxID to be found.
  const shopper = await signUpShopper(page, 'Farzana Akter');
  const piece = await createProduct({ title: `Amber Overview Drop ${Date.now().toString(36)}`, price: 1800, stock: 1 });
  const trxID = freshTrxId();
  const placed = await page.request.post('/api/orders', {
    headers: { origin: ORIGIN },
    data: {
      items: [{ _id: piece._id, quantity: 1 }],
      shippingAddress: {
        name: shopper.name,
        customerEmail: shopper.email,
        number: '01711-223344',
        address: 'House 7, Road 2, Banani',
        district: 'dhaka',
        area: 'dhaka-dhanmondi',
      },
      paymentMethod: 'bkash',
      trxID,
      bkashNumber: '01811-223344',
      agreed: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: PlacedOrder };
  const number = `#${order.number}`;

  const staff = await staffPage(browser, 1280);
  await staff.goto('/dashboard');
  await expect(staff.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Other tests place orders at the same time: the figures are at least this test's.
  const sales = staff.getByRole('region', { name: 'Sales' });
  expect(taka(await sales.getByTestId('revenue-today').textContent())).toBeGreaterThanOrEqual(order.total);
  expect(count(await sales.getByTestId('orders-today').textContent())).toBeGreaterThanOrEqual(1);
  const weekRevenue = taka(await sales.getByTestId('revenue-last-7-days').textContent());
  expect(weekRevenue).toBeGreaterThanOrEqual(taka(await sales.getByTestId('revenue-today').textContent()));
  expect(taka(await sales.getByTestId('revenue-last-30-days').textContent())).toBeGreaterThanOrEqual(weekRevenue);
  const statuses = staff.getByRole('region', { name: 'Orders by status' });
  expect(count(await statuses.getByTestId('status-pending').textContent())).toBeGreaterThanOrEqual(1);

  // The payment to verify: who, how much, which TrxID, and a link to the order.
  const waiting = staff.getByRole('region', { name: 'bKash payments to verify' });
  const payment = waiting.getByRole('listitem').filter({ hasText: trxID });
  await expect(payment).toContainText(shopper.name);
  await expect(payment).toContainText('Tk 1,860');
  await expect(payment.getByRole('link', { name: number })).toHaveAttribute('href', `/order-details/${order._id}`);

  // The piece is sold out now.
  const low = staff.getByRole('region', { name: 'Low stock' });
  const sold = low.getByRole('listitem').filter({ hasText: piece.title });
  await expect(sold).toContainText('Sold out');
  await expect(sold.getByRole('link', { name: piece.title })).toHaveAttribute(
    'href',
    `/dashboard/product-update/${piece._id}`,
  );

  // The latest orders: this one, unless five newer ones came in meanwhile.
  const latest = staff.getByRole('region', { name: 'Latest orders' }).getByRole('link', { name: /^#\d+$/ });
  const numbers = (await latest.allTextContents()).map((text) => Number(text.slice(1)));
  expect(numbers.length).toBeGreaterThanOrEqual(1);
  expect(numbers.length).toBeLessThanOrEqual(5);
  if (!numbers.includes(order.number)) expect(Math.min(...numbers)).toBeGreaterThan(order.number);
  else await expect(latest.filter({ hasText: number })).toHaveAttribute('href', `/order-details/${order._id}`);

  // The chart, named in words, and its figures as a table.
  const chartCard = staff.getByRole('region', { name: 'Sales, last 30 days' });
  const chart = chartCard.getByRole('img', {
    name: /^Daily revenue, \d+ \w+ \d{4} to \d+ \w+ \d{4}: Tk [\d,]+ from \d+ orders?\./,
  });
  await expect(chart).toBeVisible();
  expect(await chart.locator('rect').count()).toBeGreaterThanOrEqual(1);
  await expect(chart).toContainText('Revenue (Tk)');
  const table = chartCard.getByRole('table', { name: 'Orders and revenue per day, last 30 days' });
  await expect(table).toBeHidden();
  await chartCard.getByText('Show the figures as a table').click();
  await expect(table).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(30);
  const today = table.locator('tbody tr').last();
  expect(count(await today.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1);
  expect(taka(await today.getByRole('cell').last().textContent())).toBeGreaterThanOrEqual(order.total);
  await staff.screenshot({ path: '/tmp/overview-1280.png', fullPage: true });
  await expectAccessible(staff);

  // On a phone: the same page, the chart drawn for the narrow screen.
  const phone = await staffPage(browser, 390);
  await phone.goto('/dashboard');
  const phoneChart = phone
    .getByRole('region', { name: 'Sales, last 30 days' })
    .getByRole('img', { name: /^Daily revenue/ });
  await expect(phoneChart).toBeVisible();
  expect((await phoneChart.boundingBox())?.width).toBeLessThanOrEqual(390);
  await expect(phone.getByRole('region', { name: 'bKash payments to verify' })).toContainText(trxID);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.screenshot({ path: '/tmp/overview-390.png', fullPage: true });
  await expectAccessible(phone);

  await staff.context().close();
  await phone.context().close();
});

test('a customer’s dashboard is their orders', async ({ page }) => {
  await signUpShopper(page, 'Rumana Haque');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/my-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
});
