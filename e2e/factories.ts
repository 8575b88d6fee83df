import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, SHOP_PORT } from './support/ports.mjs';
import type { ProductOption, ProductVariant } from '@alankar/shared/variants';
import type { ApiProduct } from './shop';

const baseURL = `http://127.0.0.1:${SHOP_PORT}`;

let staffContext: Promise<APIRequestContext> | undefined;

/** The shop's API as its staff sees it (the e2e admin), signed in once per worker. */
export function staffApi(): Promise<APIRequestContext> {
  staffContext ??= (async () => {
    const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
    const response = await context.post('/api/auth/sign-in/email', { data: E2E_ADMIN });
    expect(response.ok(), await response.text()).toBe(true);
    return context;
  })();
  return staffContext;
}


let sequence = 0;

/** A piece as the API answers it, with its sizes or lengths (one variant, with no option values, when it has none). */
export type CreatedProduct = ApiProduct & {
  maxPrice: number;
  options: ProductOption[];
  variants: ProductVariant[];
};

/** What a test may set: any field of a piece, and its options with a variant (SKU, price, stock) per combination. */
export type ProductOverrides = Partial<Omit<ApiProduct, '_id' | 'image'>> & {
  options?: (Omit<ProductOption, 'nameBn'> & { nameBn?: string })[];
  variants?: (Omit<ProductVariant, '_id' | 'sku' | 'salePrice'> & { sku?: string; salePrice?: number | null })[];
};

/** A piece of the test's own, with a unique title, so tests never share stock. */
export async function createProduct(overrides: ProductOverrides = {}): Promise<CreatedProduct> {
  sequence += 1;
  const api = await staffApi();
  const response = await api.post('/api/products', {
    data: {
      title: `Test Piece ${Date.now().toString(36)}-${process.pid}-${sequence}`,
      category: 'Earrings',
      // With variants, the piece's price and stock are theirs.
      ...(overrides.variants ? {} : { price: 1200, stock: 5 }),
      description: 'A piece made for one browser test.',
      material: '925 sterling silver',
      images: ['/images/hero-earrings.webp'],
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { product: CreatedProduct }).product;
}
