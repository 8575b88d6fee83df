import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN, SHOP_PORT } from './support/ports.mjs';

/** Signs this page's browser context in as the shop's staff (the e2e admin). */
export async function signInAsStaff(page: Page): Promise<void> {
  const origin = `http://127.0.0.1:${SHOP_PORT}`;
  const response = await page.request.post('/api/auth/sign-in/email', { data: E2E_ADMIN, headers: { origin } });
  expect(response.ok(), await response.text()).toBe(true);
}
