import { expect, test } from '@playwright/test';
import { apiProducts, card, cardTitles, productNamed, waitForHydration } from './shop';
import { createProduct } from './factories';

const NEW_ARRIVALS = 10;

test('home, all products and product pages are rendered on the server', async ({ request }) => {
  const { products } = await apiProducts(request, '?page=0&size=10');
  const home = await (await request.get('/')).text();
  for (const product of products.slice(0, 5)) {
    expect(home).toContain(product.title);
  }
  expect(home).toContain('Tk 1,450');
  expect(home).toContain('Silver And Diamond Earrings');

  const all = await (await request.get('/properties')).text();
  expect(all).toContain('All Properties');
  expect(all).toContain('Gold-Plated Pearl Jhumka');

  const jhumka = await productNamed(request, 'Gold-Plated Pearl Jhumka');
  const page = await (await request.get(`/products/${jhumka._id}`)).text();
  expect(page).toContain('<h1');
  expect(page).toContain('Gold-Plated Pearl Jhumka');
  expect(page).toContain('Tk 1,450');
});

test('the New Arrivals search filters titles without caring about case', async ({ page, request }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('PEARL');
  await expect(page).toHaveURL(/q=PEARL/);
  const expected = (await apiProducts(request, '?q=pearl&page=0&size=10')).products.map((p) => p.title);
  expect(expected.length).toBeGreaterThan(1);
  await expect.poll(() => cardTitles(page, '#new-arrivals')).toEqual(expected);
  for (const title of expected) expect(title.toLowerCase()).toContain('pearl');

  await page.getByRole('searchbox', { name: 'Search products' }).fill('no such jewel');
  await expect(page.getByText('No pieces match your search.')).toBeVisible();
});

test('each category button shows just that category', async ({ page, request }) => {
  await page.goto('/');
  await waitForHydration(page);
  const categories = page.getByRole('navigation', { name: 'Categories' });
  for (const [label, category] of [
    ['Earrings', 'Earrings'],
    ['Necklaces', 'Necklaces'],
    ['Rings', 'Finger Ring'],
    ['Bracelets', 'Bracelets'],
  ] as const) {
    await categories.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(category).replace(/%20/g, '\\+|%20')}`));
    const expected = (await apiProducts(request, `?category=${encodeURIComponent(category)}&page=0&size=${NEW_ARRIVALS}`)).products;
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => cardTitles(page, '#new-arrivals')).toEqual(expected.map((p) => p.title));
    await expect(categories.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'true');
  }
  await categories.getByRole('link', { name: 'All', exact: true }).click();
  await expect.poll(async () => (await cardTitles(page, '#new-arrivals')).length).toBe(NEW_ARRIVALS);
});

test('on a phone, one tap on a category chooses it @phone', async ({ page, request }) => {
  await page.goto('/');
  await waitForHydration(page);
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await categories.getByRole('link', { name: 'Bracelets', exact: true }).scrollIntoViewIfNeeded();
  await categories.getByRole('link', { name: 'Bracelets', exact: true }).click();
  await expect(page).toHaveURL(/category=Bracelets/);
  const bracelets = (await apiProducts(request, '?category=Bracelets&page=0&size=10')).products.map((p) => p.title);
  await expect.poll(() => cardTitles(page, '#new-arrivals')).toEqual(bracelets);
});

test('a search names the category it stays within, and one tap searches everything', async ({ page, request }) => {
  await page.goto('/properties?category=Earrings');
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('pearl');
  await expect(page).toHaveURL(/q=pearl/);
  const filters = page.getByRole('group', { name: 'Filters in force' });
  await expect(filters).toContainText('“pearl”');
  await expect(filters).toContainText('Earrings');
  const inEarrings = (await apiProducts(request, '?category=Earrings&q=pearl')).count;
  const everywhere = (await apiProducts(request, '?q=pearl')).count;
  expect(everywhere).toBeGreaterThan(inEarrings);
  await expect(page.getByText(`${inEarrings} ${inEarrings === 1 ? 'piece' : 'pieces'}`, { exact: true })).toBeVisible();

  await filters.getByRole('link', { name: 'Show every category, not only Earrings' }).click();
  await expect(page).not.toHaveURL(/category=/);
  await expect(page.getByText(`${everywhere} pieces`, { exact: true })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('pearl');

  await page.getByRole('group', { name: 'Filters in force' }).getByRole('link', { name: 'Remove the search for “pearl”' }).click();
  await expect(page.getByRole('group', { name: 'Filters in force' })).toHaveCount(0);
});

test('an out-of-stock piece says Stock Out and cannot be added', async ({ page }) => {
  await page.goto(`/properties?q=${encodeURIComponent('Ruby Chandbali Earrings')}`);
  const soldOut = card(page, 'Ruby Chandbali Earrings');
  await expect(soldOut.getByText('Stock Out', { exact: true }).first()).toBeVisible();
  await expect(soldOut.getByRole('button')).toBeDisabled();
  await page.goto(`/properties?q=${encodeURIComponent('Gold-Plated Pearl Jhumka')}`);
  const available = card(page, 'Gold-Plated Pearl Jhumka');
  await expect(available.getByText('available', { exact: true })).toBeVisible();
  await expect(available.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
});

test("'Add to cart' turns into a green '✔ Added' for 3.5 seconds", async ({ page }) => {
  // A piece of the test's own, found by its title: other tests' new pieces push the demo ones off the first page.
  const piece = await createProduct();
  await page.clock.install();
  await page.goto(`/properties?q=${encodeURIComponent(piece.title)}`);
  await waitForHydration(page);
  // Freeze time so the 3.5 s can be stepped through exactly, from the page's own clock (a slow host runs it ahead).
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 2000);
  const button = card(page, piece.title).getByRole('button');
  await button.click();
  await expect(button).toHaveText('✔ Added');
  await expect(button).toHaveCSS('background-color', 'rgb(30, 107, 58)');
  await page.clock.runFor(3400);
  await expect(button).toHaveText('✔ Added');
  await page.clock.runFor(200);
  await expect(button).toHaveText('Add to cart');
  await expect(button).not.toHaveCSS('background-color', 'rgb(30, 107, 58)');
});

test('All Properties lists every piece over numbered pages', async ({ page, request }) => {
  // Fourteen pieces of the test's own, so pieces other tests add meanwhile never shift the pages.
  const batch = `Paged ${Date.now().toString(36)}`;
  for (let n = 1; n <= 14; n += 1) {
    await createProduct({ title: `${batch} Ring ${String(n).padStart(2, '0')}`, price: 1000 + ((n * 37) % 14) * 10 });
  }
  const search = `?q=${encodeURIComponent(batch)}`;
  await page.goto(`/properties${search}`);
  // The sort box sends its choice through the page's script (its button is for browsers without one).
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'All Properties' })).toBeVisible();
  await expect(page.getByText('14 pieces')).toBeVisible();
  const firstPage = await cardTitles(page);
  expect(firstPage).toHaveLength(12);
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(async () => (await cardTitles(page)).length).toBe(2);
  const secondPage = await cardTitles(page);
  expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  const cheapest = (await apiProducts(request, `${search}&sort=price-asc&page=0&size=12`)).products.map((p) => p.title);
  expect(cheapest).toHaveLength(12);
  await expect.poll(() => cardTitles(page)).toEqual(cheapest);
});
