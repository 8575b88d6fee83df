import { expect, test, type Page } from '@playwright/test';
import { createProduct, type CreatedProduct } from './factories';
import { chooseArea } from './buyer';
import { holdScripts, productNamed, waitForHydration } from './shop';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${process.pid}${(sequence += 1)}`.toUpperCase();
/** A mobile number no other test uses. */
const freshPhone = () => `0177${String(Date.now() + sequence).slice(-7)}`;

/** A ring in sizes 6 to 9, sizes 8 and 9 dearer, size 9 sold out. */
async function makeRing(page: Page): Promise<CreatedProduct> {
  const model = await productNamed(page.request, 'Silver Solitaire Ring');
  const id = unique();
  return createProduct({
    title: `Silver Band Ring ${id}`,
    category: 'Finger Ring',
    images: model.images,
    options: [{ name: 'Ring size', nameBn: 'আংটির মাপ', values: ['6', '7', '8', '9'] }],
    variants: [
      { sku: `RING-${id}-6`, options: ['6'], price: 1800, stock: 2 },
      { sku: `RING-${id}-7`, options: ['7'], price: 1800, stock: 3 },
      { sku: `RING-${id}-8`, options: ['8'], price: 1900, stock: 1 },
      { sku: `RING-${id}-9`, options: ['9'], price: 1900, stock: 0 },
    ],
  });
}

/** The ring's variant in `size`. */
function sizeOf(ring: CreatedProduct, size: string) {
  const variant = ring.variants.find((one) => one.options[0] === size);
  if (!variant) throw new Error(`No size ${size}`);
  return variant;
}

/** What the shopper reads, in each language. */
const PAGES = {
  en: {
    prefix: '',
    from: 'from Tk 1,800',
    chooseSize: 'Choose size',
    ringSize: 'Ring size',
    size: (value: string) => value,
    soldOutSize: (value: string) => `${value} (sold out)`,
    tk1800: 'Tk 1,800',
    tk1900: 'Tk 1,900',
    onlyLeft: (count: number) => `Only ${count} left`,
    outOfStock: 'Out of stock',
    addToCart: 'Add to cart',
    one: '1',
    cart: 'Your cart',
    checkout: 'Checkout',
    ringSize7: 'Ring size 7',
    form: 'Shipping address',
    name: 'Full Name',
    mobile: 'Mobile Number',
    address: 'Address',
    place: { district: 'District', area: /^Area/ },
    dhaka: ['Dhaka', 'Dhanmondi'],
    save: 'Save & Continue',
    cash: 'Cash on delivery',
    payable: 'Your Payable Amount is Tk 1,860',
    placeOrder: 'Place Order',
    total: 'Tk 1,860',
  },
  bn: {
    prefix: '/bn',
    from: '৳১,৮০০ থেকে শুরু',
    chooseSize: 'মাপ বেছে নিন',
    ringSize: 'আংটির মাপ',
    size: (value: string) => value.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!),
    soldOutSize: (value: string) => `${PAGES.bn.size(value)} (স্টক শেষ)`,
    tk1800: '৳১,৮০০',
    tk1900: '৳১,৯০০',
    onlyLeft: (count: number) => `আর মাত্র ${PAGES.bn.size(String(count))}টি আছে`,
    outOfStock: 'স্টকে নেই',
    addToCart: 'কার্টে যোগ করুন',
    one: '১',
    cart: 'আপনার কার্ট',
    checkout: 'চেকআউট',
    ringSize7: 'আংটির মাপ ৭',
    form: 'ডেলিভারির ঠিকানা',
    name: 'পুরো নাম',
    mobile: 'মোবাইল নম্বর',
    address: 'ঠিকানা',
    place: { district: 'জেলা', area: /^এলাকা/ },
    dhaka: ['ঢাকা', 'ধানমন্ডি'],
    save: 'সেভ করে এগিয়ে যান',
    cash: 'ক্যাশ অন ডেলিভারি',
    payable: 'আপনাকে পরিশোধ করতে হবে ৳১,৮৬০',
    placeOrder: 'অর্ডার করুন',
    total: '৳১,৮৬০',
  },
};

async function snap(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('a shopper on a phone', () => {
  /** A 390 px phone, as most of the shop's customers read it. */
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [lang, words] of Object.entries(PAGES)) {
    test(`chooses a ring size, buys it as a guest with cash on delivery, and the order names the size (${lang}) @phone`, async ({
      page,
    }) => {
      const ring = await makeRing(page);

      // The card says where the prices start, and sends the shopper to the page to choose a size.
      await page.goto(`${words.prefix}/properties?q=${encodeURIComponent(ring.title)}`);
      const card = page.getByRole('article', { name: ring.title });
      await expect(card.getByTestId('price-from')).toHaveText(words.from);
      await card.getByRole('link', { name: words.chooseSize }).click();
      await expect(page).toHaveURL(new RegExp(`${words.prefix}/products/${ring._id}$`));
      await waitForHydration(page);

      // The first size in stock is shown; size 9 is struck through and named sold out.
      const details = page.getByRole('region', { name: ring.title });
      const sizes = details.getByRole('group', { name: words.ringSize });
      await expect(sizes.getByRole('radio', { name: words.size('6'), exact: true })).toBeChecked();
      await expect(details.getByTestId('product-price')).toHaveText(words.tk1800);
      await expect(details.getByTestId('product-availability')).toHaveText(words.onlyLeft(2));
      await expect(sizes.getByRole('radio', { name: words.soldOutSize('9'), exact: true })).toBeVisible();
      await expect(sizes.getByRole('radio', { name: words.soldOutSize('8'), exact: true })).toHaveCount(0);

      // A dearer size, then the sold-out one: its price and stock follow.
      await sizes.getByRole('radio', { name: words.size('8'), exact: true }).check();
      await expect(page).toHaveURL(new RegExp(`\\?variant=${sizeOf(ring, '8')._id}$`));
      await expect(details.getByTestId('product-price')).toHaveText(words.tk1900);
      await expect(details.getByTestId('product-availability')).toHaveText(words.onlyLeft(1));
      await sizes.getByRole('radio', { name: words.soldOutSize('9'), exact: true }).check();
      await expect(details.getByTestId('product-availability')).toHaveText(words.outOfStock);
      await expect(details.getByTestId('sold-out-note')).toBeVisible();
      await expect(details.getByRole('button', { name: words.addToCart })).toHaveCount(0);

      await sizes.getByRole('radio', { name: words.size('7'), exact: true }).check();
      await expect(page).toHaveURL(
        new RegExp(`${words.prefix}/products/${ring._id}\\?variant=${sizeOf(ring, '7')._id}$`),
      );
      await expect(details.getByTestId('product-price')).toHaveText(words.tk1800);
      await expect(details.getByTestId('product-availability')).toHaveText(words.onlyLeft(3));
      await snap(page, `ring-size-7-${lang}`);

      // Size 7 goes into the cart, named by its size.
      await details.getByRole('button', { name: words.addToCart }).click();
      await expect(page.getByTestId('cart-count')).toHaveText(words.one);
      await page.getByTestId('cart-count').click();
      const cart = page.getByRole('dialog', { name: words.cart });
      await expect(cart.getByTestId('line-variant')).toHaveText(words.ringSize7);
      await expect(cart.getByTestId('cart-subtotal')).toHaveText(words.tk1800);
      await snap(page, `ring-in-cart-${lang}`);
      await cart.getByRole('link', { name: words.checkout }).click();
      await expect(page).toHaveURL(new RegExp(`${words.prefix}/checkouts$`));
      await waitForHydration(page);
      await expect(page.getByTestId('summary-variant')).toHaveText(words.ringSize7);

      const form = page.getByRole('form', { name: words.form });
      await form.getByLabel(words.name).fill('Nusrat Jahan');
      await form.getByLabel(words.mobile).fill(freshPhone());
      await chooseArea(page, words.dhaka[0]!, words.dhaka[1]!, words.place);
      await form.getByLabel(words.address, { exact: true }).fill('House 7, Road 11');
      await form.getByRole('button', { name: words.save }).click();

      await page.getByRole('radio', { name: words.cash }).check();
      await expect(page.getByText(words.payable)).toBeVisible();
      await page.getByRole('button', { name: words.placeOrder }).click();
      await expect(page).toHaveURL(/\/order-placed\/[0-9a-f-]{36}/);
      await expect(page.getByTestId('order-line-variant')).toHaveText(words.ringSize7);
      await expect(page.getByTestId('order-total')).toHaveText(words.total);
      await snap(page, `ring-ordered-${lang}`);

      // The order took one of size 7, and nothing of the other sizes.
      const after = (await (await page.request.get(`/api/products/${ring._id}`)).json()) as CreatedProduct;
      expect(after.variants.map((variant) => [variant.options[0], variant.stock])).toEqual([
        ['6', 2],
        ['7', 2],
        ['8', 1],
        ['9', 0],
      ]);
    });
  }
});

test('a ?variant= link opens the ring in that size, and a sold-out size says so', async ({ page }) => {
  const ring = await makeRing(page);
  await page.goto(`/products/${ring._id}?variant=${sizeOf(ring, '8')._id}`);
  const details = page.getByRole('region', { name: ring.title });
  const sizes = details.getByRole('group', { name: 'Ring size' });
  await expect(sizes.getByRole('radio', { name: '8', exact: true })).toBeChecked();
  await expect(details.getByTestId('product-price')).toHaveText('Tk 1,900');
  await expect(details.getByTestId('product-availability')).toHaveText('Only 1 left');
  await expect(page).toHaveTitle(`${ring.title} · Tk 1,900 · Alankar`);

  await page.goto(`/products/${ring._id}?variant=${sizeOf(ring, '9')._id}`);
  await expect(sizes.getByRole('radio', { name: '9 (sold out)', exact: true })).toBeChecked();
  await expect(details.getByTestId('product-availability')).toHaveText('Out of stock');
  await expect(details.getByTestId('sold-out-note')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
});

test('a size tapped before the page is live is the size chosen once it is, and nothing moves as it goes live', async ({
  page,
}) => {
  const ring = await makeRing(page);
  // The shop's scripts are held back until the size has been tapped.
  const release = await holdScripts(page);
  await page.goto(`/products/${ring._id}`, { waitUntil: 'domcontentloaded' });
  // Laid out, and its fonts in, so what moves after this is what going live moved.
  await page.evaluate(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
  });
  const details = page.getByRole('region', { name: ring.title });
  const sizes = details.getByRole('group', { name: 'Ring size' });
  // With JavaScript on there is no "Choose" button, not even before the scripts run: only a page without them has one.
  await expect(details.getByRole('button', { name: 'Choose', exact: true })).toHaveCount(0);
  const guide = details.getByRole('link', { name: 'Size guide' });
  const before = await guide.boundingBox();
  await sizes.getByRole('radio', { name: '8', exact: true }).check();
  release();
  await waitForHydration(page);
  await expect(page).toHaveURL(new RegExp(`/products/${ring._id}\\?variant=${sizeOf(ring, '8')._id}$`));
  await expect(sizes.getByRole('radio', { name: '8', exact: true })).toBeChecked();
  await expect(details.getByTestId('product-price')).toHaveText('Tk 1,900');
  await expect(details.getByTestId('product-availability')).toHaveText('Only 1 left');
  expect(await guide.boundingBox()).toEqual(before);
});

test('the same ring in two sizes is two lines of the cart', async ({ page }) => {
  const ring = await makeRing(page);
  const details = page.getByRole('region', { name: ring.title });
  for (const size of ['8', '7']) {
    await page.goto(`/products/${ring._id}?variant=${sizeOf(ring, size)._id}`);
    await waitForHydration(page);
    await details.getByRole('button', { name: 'Add to cart' }).click();
  }
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.getByTestId('cart-count').click();
  const cart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(cart.getByRole('listitem', { name: `${ring.title} (Ring size 8)` })).toBeVisible();
  await expect(cart.getByRole('listitem', { name: `${ring.title} (Ring size 7)` })).toBeVisible();
  await expect(cart.getByTestId('cart-subtotal')).toHaveText('Tk 3,700');

  // Removing one size leaves the other.
  await cart.getByRole('button', { name: `Remove ${ring.title} (Ring size 8)` }).click();
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await expect(cart.getByTestId('line-variant')).toHaveText('Ring size 7');
  await expect(cart.getByTestId('cart-subtotal')).toHaveText('Tk 1,800');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a size is chosen with its radio button and "Choose", and its price shows', async ({ page }) => {
    const ring = await makeRing(page);
    await page.goto(`/products/${ring._id}`);
    const details = page.getByRole('region', { name: ring.title });
    const sizes = details.getByRole('group', { name: 'Ring size' });
    await expect(details.getByTestId('product-price')).toHaveText('Tk 1,800');
    await sizes.getByRole('radio', { name: '8', exact: true }).check();
    await details.getByRole('button', { name: 'Choose', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${ring._id}\\?o0=8$`));
    await expect(sizes.getByRole('radio', { name: '8', exact: true })).toBeChecked();
    await expect(details.getByTestId('product-price')).toHaveText('Tk 1,900');
    await expect(details.getByTestId('product-availability')).toHaveText('Only 1 left');
  });
});

test('All Properties filters rings by size: only rings with that size in stock are listed', async ({ page }) => {
  const tag = `${Date.now().toString(36)}${process.pid}`.toUpperCase();
  const ring = (title: string, stocks: number[]) =>
    createProduct({
      title,
      category: 'Finger Ring',
      options: [{ name: 'Ring size', nameBn: 'আংটির মাপ', values: ['6', '7', '8', '9'] }],
      variants: ['6', '7', '8', '9'].map((size, index) => ({ options: [size], price: 1500, stock: stocks[index]! })),
    });
  const withNine = await ring(`Nine Band ${tag}`, [0, 0, 0, 2]);
  const withoutNine = await ring(`Seven Band ${tag}`, [0, 3, 0, 0]);
  await page.goto(`/properties?category=Finger+Ring&q=${tag}`);
  await waitForHydration(page);
  const sizes = page.getByRole('navigation', { name: 'Ring size' });
  await sizes.getByRole('link', { name: '9', exact: true }).click();
  await expect(page).toHaveURL(/optionValue=9/);
  await expect(page.getByRole('article', { name: withNine.title })).toBeVisible();
  await expect(page.getByRole('article', { name: withoutNine.title })).toHaveCount(0);
  await expect(sizes.getByRole('link', { name: '9', exact: true })).toHaveAttribute('aria-current', 'true');

  // The filter is named among the filters in force, and cleared in one tap.
  await page
    .getByRole('group', { name: 'Filters in force' })
    .getByRole('link', { name: 'Show every size, not only Ring size 9' })
    .click();
  await expect(page.getByRole('article', { name: withoutNine.title })).toBeVisible();
});

test('a ring’s page links to the size guide, which gives each ring size in millimetres, in English and Bangla', async ({
  page,
}) => {
  const ring = await productNamed(page.request, 'Silver Solitaire Ring');
  await page.goto(`/products/${ring._id}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Size guide' }).first().click();
  await expect(page).toHaveURL(/\/size-guide#rings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Size guide');
  const rings = page.getByRole('region', { name: 'Ring sizes' });
  await expect(rings.getByRole('row', { name: /^7 / })).toHaveText(/7\s*17\.3\s*54\.4/);
  await expect(page.getByRole('region', { name: 'Bangle sizes' }).getByRole('row', { name: /^2\.4 / })).toHaveText(
    /2\.4\s*57\.2/,
  );
  await page.goto('/bn/size-guide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('মাপের নির্দেশিকা');
  await expect(page.getByRole('region', { name: 'আংটির মাপ' }).getByRole('row', { name: /^৭ / })).toHaveText(
    /৭\s*১৭\.৩\s*৫৪\.৪/,
  );
});
