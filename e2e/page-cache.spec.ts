import { expect, request as playwrightRequest, test, type APIResponse, type Page } from '@playwright/test';
import { createProduct, staffApi } from './factories';
import { signUpShopper } from './buyer';
import { SHOP_PORT } from './support/ports.mjs';

const ORIGIN = `http://127.0.0.1:${SHOP_PORT}`;

// Pages are kept in memory between writes, for visitors who are not signed in and for each signed-in person;
// these check what that must not change.

const nonceOf = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';

/** A visitor with no cookies at all, as a first visit is. */
const stranger = () => playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${SHOP_PORT}` });

test('each visit gets the page with a nonce of its own, on every inline script', async () => {
  const piece = await createProduct();
  const visitor = await stranger();
  const [first, second] = [await visitor.get(`/products/${piece._id}`), await visitor.get(`/products/${piece._id}`)];
  const pages = [await first.text(), await second.text()];
  await visitor.dispose();

  const nonces = [nonceOf(first), nonceOf(second)];
  expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(nonces[1]).not.toBe(nonces[0]);
  pages.forEach((html, i) => {
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonces[i]}"`);
    expect(html).not.toContain(`nonce="${nonces[1 - i]}"`);
    expect(html).toContain(piece.title);
  });
});

test('a change staff make shows on the very next page a stranger opens', async () => {
  const piece = await createProduct({ price: 1500 });
  const visitor = await stranger();
  try {
    await expect.poll(async () => (await visitor.get(`/products/${piece._id}`)).text()).toContain(piece.title);
    const renamed = `${piece.title} (renamed)`;
    const staff = await staffApi();
    expect((await staff.put(`/api/products/${piece._id}`, { data: { title: renamed, price: 2750 } })).ok()).toBe(true);

    const html = await (await visitor.get(`/products/${piece._id}`)).text();
    expect(html).toContain(renamed);
    expect(html).toContain('Tk 2,750');
  } finally {
    await visitor.dispose();
  }
});

test('a signed-in shopper gets a page of their own, and strangers never see it', async ({ page }) => {
  const piece = await createProduct();
  const account = await signUpShopper(page, 'Nusrat Cachewala');
  await page.goto(`/products/${piece._id}`);
  await expect(page.getByTestId('signed-in-as')).toHaveText('Nusrat');

  const visitor = await stranger();
  const html = await (await visitor.get(`/products/${piece._id}`)).text();
  await visitor.dispose();
  expect(html).toContain(piece.title);
  expect(html).not.toContain('Nusrat');
  expect(html).not.toContain(account.email);
});

test('two signed-in shoppers each get their own page, however often they come back', async ({ browser }) => {
  const piece = await createProduct();
  const pages: Page[] = [];
  for (const name of ['Shirin Kept', 'Mahmud Kept']) {
    const page = await (await browser.newContext()).newPage();
    await signUpShopper(page, name);
    pages.push(page);
  }
  for (let round = 0; round < 2; round += 1) {
    for (const [i, first] of ['Shirin', 'Mahmud'].entries()) {
      const html = await (await pages[i]!.request.get(`/products/${piece._id}`)).text();
      expect(html).toContain(piece.title);
      expect(html).toContain(first);
      expect(html).not.toContain(i === 0 ? 'Mahmud' : 'Shirin');
    }
  }
  for (const page of pages) await page.context().close();
});

test('a signed-in shopper’s kept pages follow a new price and a new name, and their orders are always current', async ({
  page,
}) => {
  const piece = await createProduct({ price: 1500, stock: 5 });
  const shopper = await signUpShopper(page, 'Nabila Kept');
  const productPage = async () => (await page.request.get(`/products/${piece._id}`)).text();
  expect(await productPage()).toContain('Tk 1,500');
  expect(await productPage()).toContain('Nabila');

  const staff = await staffApi();
  expect((await staff.put(`/api/products/${piece._id}`, { data: { price: 2750 } })).ok()).toBe(true);
  expect(await productPage()).toContain('Tk 2,750');
  const renamed = await page.request.put('/api/users', {
    headers: { origin: ORIGIN },
    data: { email: shopper.email, displayName: 'Nusaiba Kept' },
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  expect(await productPage()).toContain('Nusaiba');

  const order = () =>
    page.request.post('/api/orders', {
      headers: { origin: ORIGIN },
      data: {
        items: [{ _id: piece._id, quantity: 1 }],
        shippingAddress: {
          name: 'Nabila Kept',
          customerEmail: shopper.email,
          number: '01911223344',
          address: 'House 9, Road 2, Banani',
          district: 'dhaka',
          area: 'dhaka-dhanmondi',
        },
        paymentMethod: 'cash-on-delivery',
      },
    });
  const myOrders = async () => (await page.request.get('/dashboard/my-order')).text();
  const first = (await (await order()).json()) as { order: { number: number } };
  expect(await myOrders()).toContain(`#${first.order.number}`);
  const second = (await (await order()).json()) as { order: { number: number } };
  const html = await myOrders();
  expect(html).toContain(`#${first.order.number}`);
  expect(html).toContain(`#${second.order.number}`);
});

test('a HEAD request is told what a GET would send, without the page', async () => {
  const piece = await createProduct();
  const visitor = await stranger();
  try {
    const head = await visitor.head(`/products/${piece._id}`);
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(await head.body()).toHaveLength(0);
    expect((await visitor.get(`/products/${piece._id}`)).headers()['content-type']).toBe('text/html; charset=utf-8');
  } finally {
    await visitor.dispose();
  }
});

test('the language a visitor chose is part of the page they get, and no reason to render it for them alone', async () => {
  const visitor = await stranger();
  expect((await visitor.get('/')).status()).toBe(200);
  await visitor.dispose();
  // The English home page a stranger was just given is not the page of someone who chose Bangla.
  const chose = await playwrightRequest.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { cookie: 'lang=bn' } });
  const home = await chose.get('/?page=1', { maxRedirects: 0 });
  expect(home.status()).toBe(302);
  expect(home.headers().location).toBe('/bn?page=1');
  const about = await chose.get('/bn/about');
  expect(await about.text()).toContain('<html lang="bn"');
  // Only a language in the cookie: the page is everyone's who chose it, not private.
  expect(about.headers()['cache-control'] ?? '').not.toMatch(/private|no-store/);
  await chose.dispose();
});
