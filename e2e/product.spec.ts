import { expect, test } from '@playwright/test';
import { DEFAULT_DELIVERY } from '@alankar/shared/pricing';

const FREE_SHIPPING_ABOVE = DEFAULT_DELIVERY.freeShippingAbove;
import { formatTk } from '@alankar/shared/money';
import { POLICIES } from '@alankar/shared/policies';
import { card, cartCount, productNamed, waitForHydration } from './shop';

test('a card leads to its product page with gallery, details and quantity', async ({ page, request }) => {
  const ring = await productNamed(request, 'Silver Solitaire Ring');
  await page.goto('/properties?category=Finger+Ring');
  await card(page, 'Silver Solitaire Ring').getByRole('link', { name: 'Silver Solitaire Ring' }).click();
  await expect(page).toHaveURL(`/products/${ring._id}`);
  await waitForHydration(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Silver Solitaire Ring' })).toBeVisible();
  await expect(page.getByText('Tk 2,200').first()).toBeVisible();
  await expect(page.getByText('925 sterling silver, cubic zirconia')).toBeVisible();
  await expect(page.getByText('One brilliant-cut stone')).toBeVisible();

  const main = page.getByRole('img', { name: 'Silver Solitaire Ring', exact: true });
  await expect(main).toHaveAttribute('src', ring.images[0]!);
  await page.getByRole('button', { name: 'Show picture 2 of 2' }).click();
  await expect(main).toHaveAttribute('src', ring.images[1]!);

  const details = page.getByRole('region', { name: 'Silver Solitaire Ring' });
  await details.getByRole('button', { name: 'Increase quantity' }).click();
  await details.getByRole('button', { name: 'Increase quantity' }).click();
  await details.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartCount(page)).toHaveText('3');
  await expect(page.getByRole('heading', { name: 'You may also like' })).toBeVisible();
});

test('product pages carry social preview tags in the server HTML', async ({ request }) => {
  const locket = await productNamed(request, 'Sterling Silver Heart Locket');
  const html = await (await request.get(`/products/${locket._id}`)).text();
  expect(html).toContain('<title>Sterling Silver Heart Locket · Tk 1,850 · Alankar</title>');
  expect(html).toMatch(/<meta property="og:title" content="Sterling Silver Heart Locket · Tk 1,850 · Alankar"/);
  expect(html).toMatch(/<meta name="description" content="A polished heart that opens/);
  expect(html).toContain(`<meta property="og:image" content="http://127.0.0.1:`);
  expect(html).toContain(`${locket.image}"/>`);
});

test('the shop’s terms on a product page and in the home page’s description come from their one source', async ({ page, request }) => {
  const ring = await productNamed(request, 'Silver Solitaire Ring');
  await page.goto(`/products/${ring._id}`);
  const terms = page.getByRole('region', { name: 'Silver Solitaire Ring' });
  await expect(terms.getByText(`Free delivery on orders above ${formatTk(FREE_SHIPPING_ABOVE)}`)).toBeVisible();
  await expect(terms.getByText(`Return within ${POLICIES.returnDays} days`)).toBeVisible();

  const home = await (await request.get('/')).text();
  expect(home).toContain(`free delivery above ${formatTk(FREE_SHIPPING_ABOVE)}.`);

  // The ways to pay it promises are the ones the payment page offers (here every provider is set up, and cards are
  // taken by Stripe and SSLCommerz alike).
  await expect(terms.getByText('Cash on delivery, bKash, Nagad, Rocket or card', { exact: true })).toBeVisible();
  expect(home).toContain('Cash on delivery, bKash, Nagad, Rocket or card; free delivery above');
});
