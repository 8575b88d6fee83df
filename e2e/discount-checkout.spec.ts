import { expect, test, type Page } from '@playwright/test';
import type { DiscountCode } from '@alankar/shared/discount-schemas';
import { createProduct, staffApi } from './factories';
import { chooseArea, fillCart } from './buyer';
import { waitForHydration } from './shop';

/** A 390 px phone, as most of the shop's customers read it. */
test.use({ viewport: { width: 390, height: 844 } });

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${process.pid}${(sequence += 1)}`.toUpperCase();
/** A mobile number no other test uses. */
const freshPhone = () => `0176${String(Date.now() + sequence).slice(-7)}`;

async function makeCode(rules: Record<string, unknown>): Promise<DiscountCode> {
  const response = await (await staffApi()).post('/api/discount-codes', { data: { code: `EID${unique()}`, ...rules } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { discountCode: DiscountCode }).discountCode;
}

/** What the shopper reads, in each language. */
const PAGES = {
  en: {
    prefix: '',
    haveCode: 'Have a discount code?',
    codeLabel: 'Discount code',
    apply: 'Apply',
    unknown: (code: string) => `There is no discount code ${code}. Check it and try again.`,
    applied: (code: string) => `${code} applied: Tk 300 off.`,
    remove: (code: string) => `Remove code ${code}`,
    discountLine: (code: string) => `Discount (${code})`,
    form: 'Shipping address',
    name: 'Full Name',
    mobile: 'Mobile Number',
    address: 'Address',
    place: { district: 'District', area: /^Area/ },
    dhaka: ['Dhaka', 'Dhanmondi'],
    save: 'Save & Continue',
    cash: 'Cash on delivery',
    payable: 'Your Payable Amount is Tk 2,700',
    placeOrder: 'Place Order',
    total: 'Tk 2,700',
    discount: '−Tk 300',
  },
  bn: {
    prefix: '/bn',
    haveCode: 'ডিসকাউন্ট কোড আছে?',
    codeLabel: 'ডিসকাউন্ট কোড',
    apply: 'প্রয়োগ করুন',
    unknown: (code: string) => `${code} নামে কোনো ডিসকাউন্ট কোড নেই। কোডটি দেখে আবার চেষ্টা করুন।`,
    applied: (code: string) => `${code} কোডে ৳৩০০ ছাড় পেয়েছেন।`,
    remove: (code: string) => `${code} কোডটি সরিয়ে দিন`,
    discountLine: (code: string) => `ছাড় (${code})`,
    form: 'ডেলিভারির ঠিকানা',
    name: 'পুরো নাম',
    mobile: 'মোবাইল নম্বর',
    address: 'ঠিকানা',
    place: { district: 'জেলা', area: /^এলাকা/ },
    dhaka: ['ঢাকা', 'ধানমন্ডি'],
    save: 'সেভ করে এগিয়ে যান',
    cash: 'ক্যাশ অন ডেলিভারি',
    payable: 'আপনাকে পরিশোধ করতে হবে ৳২,৭০০',
    placeOrder: 'অর্ডার করুন',
    total: '৳২,৭০০',
    discount: '−৳৩০০',
  },
};

async function snap(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const [lang, words] of Object.entries(PAGES)) {
  test(`a guest on a phone buys with a discount code, the server pricing it all the way (${lang}) @phone`, async ({
    page,
  }) => {
    const code = await makeCode({ kind: 'percent', amount: 10, minSubtotal: 2000, maxUses: 5 });
    const piece = await createProduct({ price: 1500, stock: 3 });
    await fillCart(page, [{ product: piece, quantity: 2 }]);
    await page.goto(`${words.prefix}/checkouts`);
    await waitForHydration(page);

    // A mistyped code is named and priced at nothing; the shopper fixes it.
    const notice = page.getByTestId('discount-code');
    await page.getByRole('button', { name: words.haveCode }).click();
    const field = page.getByLabel(words.codeLabel, { exact: true });
    await field.fill('EIDNOPE');
    await page.getByRole('button', { name: words.apply }).click();
    await expect(notice).toHaveText(words.unknown('EIDNOPE'));
    await expect(page.getByTestId('summary-discount')).toHaveCount(0);
    await page.getByRole('button', { name: words.remove('EIDNOPE') }).click();
    await field.fill(code.code.toLowerCase());
    await page.getByRole('button', { name: words.apply }).click();
    await expect(notice).toHaveText(words.applied(code.code));
    await expect(page.getByTestId('summary-discount')).toHaveText(words.discount);
    await expect(page.getByTestId('summary-total')).toHaveText(words.total);
    await snap(page, `checkout-with-code-${lang}`);

    const form = page.getByRole('form', { name: words.form });
    await form.getByLabel(words.name).fill('Farzana Haque');
    await form.getByLabel(words.mobile).fill(freshPhone());
    await chooseArea(page, words.dhaka[0]!, words.dhaka[1]!, words.place);
    await form.getByLabel(words.address, { exact: true }).fill('House 3, Road 8');
    await form.getByRole('button', { name: words.save }).click();

    // The payment page asks for the server's discounted total, and the order keeps the code.
    await page.getByRole('radio', { name: words.cash }).check();
    await expect(page.getByText(words.payable)).toBeVisible();
    await page.getByRole('button', { name: words.placeOrder }).click();
    await expect(page).toHaveURL(/\/order-placed\/[0-9a-f-]{36}/);
    await expect(page.getByTestId('order-discount')).toHaveText(words.discount);
    await expect(page.getByText(words.discountLine(code.code), { exact: true })).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(words.total);

    const listed = await (await staffApi()).get('/api/discount-codes');
    const codes = ((await listed.json()) as { codes: DiscountCode[] }).codes;
    expect(codes.find((one) => one._id === code._id)).toMatchObject({ uses: 1, revenue: 2700, discounted: 300 });
  });
}
