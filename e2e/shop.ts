import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface ApiProduct {
  _id: string;
  title: string;
  titleBn?: string;
  descriptionBn?: string;
  price: number;
  stock: number;
  category: string;
  image: string;
  images: string[];
}

/** The catalogue as the API sees it, to compare what the screen shows against. */
export async function apiProducts(
  request: APIRequestContext,
  query = '',
): Promise<{ products: ApiProduct[]; count: number }> {
  const response = await request.get(`/api/products${query}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

export async function productNamed(request: APIRequestContext, title: string): Promise<ApiProduct> {
  const { products } = await apiProducts(request, `?q=${encodeURIComponent(title)}`);
  const product = products.find((candidate) => candidate.title === title);
  if (!product) throw new Error(`No product called ${title}`);
  return product;
}

export function card(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

export async function cardTitles(page: Page, scope = 'main'): Promise<string[]> {
  return page.locator(`${scope} article :is(h2, h3)`).allTextContents();
}

export function cartCount(page: Page) {
  return page.getByTestId('cart-count');
}

/** Holds the shop's scripts back, as on a slow phone connection, until the answered `release` is called. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The page has hydrated: client-side behaviour (cart, filters) is live. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
