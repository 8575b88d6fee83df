import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { HEADER_SCROLL_THRESHOLD } from '../apps/web/app/features/layout/use-scrolled';
import { productNamed, waitForHydration } from './shop';
import { signInAsStaff } from './staff';
import { createProduct } from './factories';
import { checkoutToPayment, expectOrderPlaced, fillCart, productLike, signUpShopper } from './buyer';

/** Every screen a shopper reaches, checked against WCAG 2.1 A and AA (labels, names, contrast…). */
async function expectAccessible(page: Page, path?: string) {
  if (path) {
    await page.goto(path);
    await waitForHydration(page);
  }
  // Colours are judged as they settle: mid-fade (the header turning emerald as the page scrolls) they are neither.
  // A scroll (a tap brings its button into view) turns the header only once its listener has run, so that comes first.
  // Two frames first, so a fade that a click has just asked for (a dialog's backdrop) has begun and is waited for.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction((threshold) => {
    const header = document.querySelector<HTMLElement>('[data-testid="site-header"]');
    const headerCaughtUp = !header || header.dataset.scrolled === String(window.scrollY >= threshold);
    return (
      headerCaughtUp &&
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        )
    );
  }, HEADER_SCROLL_THRESHOLD);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const problems = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(problems, path ?? 'open dialog').toEqual([]);
}

/** The storefront's pages, in groups small enough to be scanned side by side. */
const STOREFRONT_PAGES: Record<string, (ids: { ring: string; post: string }) => string[]> = {
  'shopping pages': ({ ring, post }) => ['/', '/properties', `/products/${ring}`, '/blog-s', `/blogs/${post}`],
  'account and other pages': () => ['/about', '/signin', '/signup', '/forgot-password', '/no-such-page'],
  // Bangla pages, whose words and fonts differ.
  'Bangla pages': ({ ring }) => ['/bn', '/bn/properties', `/bn/products/${ring}`],
};

for (const tag of ['', ' @phone']) {
  for (const [group, pathsOf] of Object.entries(STOREFRONT_PAGES)) {
    test(`storefront ${group} pass an accessibility scan${tag}`, async ({ page, request }) => {
      const ring = await productNamed(request, 'Silver Solitaire Ring');
      const { blogs } = await (await request.get('/api/blogs?page=0&size=1')).json();
      for (const path of pathsOf({ ring: ring._id, post: blogs[0]._id })) {
        await expectAccessible(page, path);
      }
    });
  }

  test(`the cart with something in it and the chat box pass an accessibility scan${tag}`, async ({ page }) => {
    // A piece of the test's own, which no other test can have sold out.
    const piece = await productLike(page, 'Silver Solitaire Ring');
    await page.goto(`/products/${piece._id}`);
    await waitForHydration(page);
    const details = page.getByRole('region', { name: piece.title });
    await details.getByRole('button', { name: 'Add to cart' }).click();
    await expect(details.getByRole('button', { name: '✔ Added' })).toBeVisible();
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Chat with Alankar on WhatsApp' }).click();
    // The conversation's code may still be on its way; once it shows, the greeting follows its typing pause.
    const chat = page.getByRole('dialog', { name: 'Chat with Alankar' });
    await expect(chat).toBeVisible();
    await expect(chat.getByText('Hello there! How can we help?')).toBeVisible({ timeout: 4000 });
    await expectAccessible(page);
  });
}

for (const tag of ['', ' @phone']) {
  test(`checkout and order screens pass an accessibility scan${tag}`, async ({ page }) => {
    // Eleven scans of full pages, on a shared machine.
    test.setTimeout(180_000);
    const bands = await productLike(page, 'Rose Gold Stacking Bands (Pair)');
    await expectAccessible(page, '/checkouts'); // the empty cart
    await fillCart(page, [{ product: bands, quantity: 1 }]);
    await expectAccessible(page, '/checkouts'); // signed out: the guest's form, with signing in offered

    await signUpShopper(page, 'Mim Chowdhury');
    await page.goto('/checkouts');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page.getByText('Choose your district')).toHaveCount(2);
    await expectAccessible(page); // the shipping form with its messages
    await checkoutToPayment(page);
    for (const method of ['Pay with bKash', 'Card, Nagad, Rocket or bank', 'bKash', 'Cash on delivery']) {
      await page.getByRole('radio', { name: method, exact: true }).check();
      await expectAccessible(page);
    }
    await page.getByRole('button', { name: 'Place Order' }).click();
    const orderId = await expectOrderPlaced(page);
    await expectAccessible(page); // the order's confirmation
    await expectAccessible(page, '/track-order');
    await expectAccessible(page, '/dashboard/my-order');
    await expectAccessible(page, `/order-details/${orderId}`);
  });
}

// Staff screens in two halves, each with a worker of its own: the lists, then the forms.
for (const tag of ['', ' @phone']) {
  test(`dashboard lists pass an accessibility scan${tag}`, async ({ page }) => {
    // Six scans of full pages, on a shared machine.
    test.setTimeout(180_000);
    await signInAsStaff(page);
    for (const path of [
      '/dashboard',
      '/dashboard/manage-all-order',
      '/dashboard/manage-products',
      '/dashboard/manage-blogs',
      '/dashboard/discount-codes',
      '/dashboard/audit',
    ]) {
      await expectAccessible(page, path);
    }
  });

  test(`dashboard forms pass an accessibility scan${tag}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const piece = await createProduct();
    const { blogs } = await (await request.get('/api/blogs?page=0&size=1')).json();
    await signInAsStaff(page);
    for (const path of [
      `/dashboard/product-update/${piece._id}`,
      '/dashboard/add-blog',
      `/dashboard/blog-update/${blogs[0]._id}`,
      '/dashboard/settings',
    ]) {
      await expectAccessible(page, path);
    }

    // A form with its messages, and the delete question.
    await page.goto('/dashboard/add-product');
    await waitForHydration(page);
    await page.getByRole('form', { name: 'Add Product' }).getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Enter a title')).toBeVisible();
    await expectAccessible(page);
    await page.goto(`/dashboard/manage-products?q=${encodeURIComponent(piece.title)}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: `Delete ${piece.title}` }).click();
    await expect(page.getByRole('dialog', { name: 'Are you sure, you want to delete?' })).toBeVisible();
    await expectAccessible(page);
  });
}
