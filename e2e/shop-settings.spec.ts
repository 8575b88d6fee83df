import { expect, test } from '@playwright/test';
import type { ShopSettings } from '@alankar/shared/settings';
import { createProduct, staffApi } from './factories';
import { checkoutToPayment, chooseArea, expectOrderPlaced, fillCart, fillShipping, signUpShopper } from './buyer';
import { signInAsStaff } from './staff';
import { SMS_PORT } from './support/ports.mjs';
import { waitForHydration } from './shop';

// These settings are the whole shop's: this file runs alone, after every other (see playwright.config.ts).
test.describe.configure({ mode: 'serial' });

let original: ShopSettings;
test.beforeAll(async () => {
  original = (await (await (await staffApi()).get('/api/settings')).json()) as ShopSettings;
});
test.afterAll(async () => {
  const response = await (await staffApi()).put('/api/settings', { data: original });
  expect(response.ok(), await response.text()).toBe(true);
});

test('staff change the delivery zones’ fees and days, the suburbs, the free-delivery threshold and the shop name; the storefront and checkout follow at once', async ({
  page,
  browser,
}) => {
  await signInAsStaff(page);
  await page.goto('/dashboard/settings');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Shop settings' });
  const outsideFee = form.getByLabel('Outside Dhaka: fee in taka');
  await expect(outsideFee).toHaveValue(String(original.zones['outside-dhaka'].fee));
  await expect(form.getByRole('list', { name: 'Suburbs' })).toContainText('Savar, Dhaka');

  // A wrong value is named beside its field, and nothing is saved.
  await outsideFee.fill('-5');
  await form.getByLabel('bKash number').fill('02-9661234');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('Delivery fee must be a number')).toBeVisible();
  await expect(outsideFee).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('bKash number')).toHaveAccessibleDescription(/Enter a Bangladeshi mobile number/);
  expect(((await (await page.request.get('/api/settings')).json()) as ShopSettings).zones).toEqual(original.zones);

  await form.getByLabel('Shop name').fill('Alankar Jewels');
  await outsideFee.fill('150');
  await form.getByLabel('Outside Dhaka: most days').fill('6');
  // Munshiganj's Sirajdikhan becomes a suburb; Savar stops being one.
  await form.getByRole('button', { name: 'Remove Savar, Dhaka' }).click();
  await form.getByLabel('District to add').selectOption({ label: 'Munshiganj' });
  await expect(form.getByLabel('Area to add')).toBeEnabled();
  await form.getByLabel('Area to add').selectOption({ label: 'Sirajdikhan' });
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await form.getByLabel('Free delivery above (Tk)').fill('4000');
  await form.getByLabel('bKash number').fill(original.bkashNumber);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  const saved = (await (await page.request.get('/api/settings')).json()) as ShopSettings;
  expect(saved.suburbs).toContain('munshiganj-sirajdikhan');
  expect(saved.suburbs).not.toContain('dhaka-savar');

  // A shopper, in a browser of their own, sees the new values everywhere.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const piece = await createProduct({ price: 2500, stock: 3 });
  await shopper.goto(`/products/${piece._id}`);
  await expect(shopper.getByText('Free delivery on orders above Tk 4,000')).toBeVisible();
  await expect(shopper.getByTestId('delivery-fees')).toContainText('Outside Dhaka: Tk 150, 3–6 days');
  await expect(shopper.getByRole('button', { name: 'Chat with Alankar Jewels on WhatsApp' })).toBeVisible();
  await shopper.goto('/');
  await expect(shopper.getByRole('region', { name: 'Our promises' })).toContainText('On orders above Tk 4,000');
  await shopper.goto('/about');
  await expect(shopper.locator('#shipping')).toContainText('Outside Dhaka: Tk 150, 3–6 days');
  await expect(shopper.locator('#shipping')).toContainText('free on orders above Tk 4,000');

  await signUpShopper(shopper, 'Farhana Islam');
  await fillCart(shopper, [{ product: piece, quantity: 1 }]);
  await shopper.goto('/checkouts');
  await waitForHydration(shopper);
  const summary = shopper.getByRole('region', { name: 'Order summary' });
  await chooseArea(shopper, 'Dhaka', 'Savar');
  await expect(summary.getByTestId('summary-shipping')).toHaveText('Tk 150');
  await chooseArea(shopper, 'Munshiganj', 'Sirajdikhan');
  await expect(summary.getByTestId('summary-shipping')).toHaveText('Tk 100');
  await fillShipping(shopper, { district: 'Sylhet', area: 'Companiganj' });
  await expect(summary.getByTestId('summary-shipping')).toHaveText('Tk 150');
  await expect(summary.getByTestId('summary-total')).toHaveText('Tk 2,650');
  await shopper.getByRole('radio', { name: 'Cash on delivery' }).check();
  await expect(shopper.getByText('Your Payable Amount is Tk 2,650')).toBeVisible();
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expectOrderPlaced(shopper);
  await expect(shopper.getByTestId('placed-delivery')).toContainText('3–6 days after we confirm (Outside Dhaka)');
  await shopper.goto('/dashboard/my-order');
  await expect(shopper.getByRole('article').first().getByTestId('order-total')).toHaveText('Tk 2,650');
  await shopperContext.close();
});

test('staff choose which ways to pay the payment page offers, and in what order', async ({ page, browser }) => {
  await signInAsStaff(page);
  await page.goto('/dashboard/settings');
  await waitForHydration(page);
  const methods = page.getByRole('group', { name: 'Ways to pay, in the order shoppers see them' });
  await methods.getByRole('checkbox', { name: 'bKash', exact: true }).uncheck();
  for (let step = 0; step < 4; step += 1) {
    await methods.getByRole('button', { name: 'Move “Cash on delivery” up' }).click();
  }
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const piece = await createProduct({ price: 1500, stock: 3 });
  await signUpShopper(shopper, 'Rumana Akter');
  await fillCart(shopper, [{ product: piece, quantity: 1 }]);
  await checkoutToPayment(shopper);
  const offered = await shopper
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  expect(offered).toEqual(['cash-on-delivery', 'bkash-checkout', 'sslcommerz', 'card']);
  await expect(shopper.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  await shopperContext.close();
});

test('staff say who the shop is and what the home page’s banner and figures say; the shop shows only that', async ({
  page,
  browser,
}) => {
  await signInAsStaff(page);
  await page.goto('/dashboard/settings');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Shop settings' });
  await form.getByLabel('Trade licence number').fill('TRAD/DNCC/012345/2024');
  await form.getByLabel('Digital Business ID (DBID)').fill('DBID-1234567890');
  await form.getByLabel('Tag above the title (leave empty for none) (English)').fill('');
  await form.getByLabel('Title (English)').fill('Eid Collection');
  await form.getByLabel('Title (Bangla)').fill('ঈদ কালেকশন');
  await form.getByLabel('Happy clients').fill('0');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Eid Collection');
  await expect(visitor.getByText('Flat 50% Discount')).toHaveCount(0);
  const figures = visitor.getByRole('region', { name: /years, consistent quality/ });
  await expect(figures).not.toContainText('Happy Clients');
  await expect(figures).toContainText('Successfully Delivered');
  const footer = visitor.getByRole('contentinfo');
  await expect(footer.getByTestId('shop-contact')).toContainText('Trade licence: TRAD/DNCC/012345/2024');
  await expect(footer.getByTestId('shop-contact')).toContainText('Digital Business ID: DBID-1234567890');
  await visitor.goto('/bn');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('ঈদ কালেকশন');
  await expect(visitor.getByRole('contentinfo').getByTestId('shop-contact')).toContainText(
    'ট্রেড লাইসেন্স: TRAD/DNCC/012345/2024',
  );
  await visitor.goto('/about#contact');
  await expect(visitor.locator('#contact')).toContainText('House 12, Road 5, Dhanmondi, Dhaka 1205');
  await visitor.close();
});

test('with the phone code on, a guest proves the number by SMS before a cash-on-delivery order', async ({
  page,
  browser,
}) => {
  const staff = await staffApi();
  const current = (await (await staff.get('/api/settings')).json()) as ShopSettings;
  expect((await staff.put('/api/settings', { data: { ...current, codPhoneCode: true } })).ok()).toBe(true);

  const guest = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const piece = await createProduct({ price: 1200, stock: 3 });
  const phone = `0161${String(Date.now()).slice(-7)}`;
  await fillCart(guest, [{ product: piece, quantity: 1 }]);
  await guest.goto('/checkouts');
  await waitForHydration(guest);
  await guest.getByLabel('Full Name').fill('Runa Laila');
  await fillShipping(guest, { phone });
  await guest.getByRole('radio', { name: 'Cash on delivery' }).check();
  const placeOrder = guest.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeDisabled();
  const step = guest.getByRole('region', { name: 'Confirm your mobile number' });
  await step.getByRole('button', { name: 'Send code' }).click();
  await expect(step).toContainText(`We sent a code to ${phone}.`);
  const codeSent = async () => {
    const sent = (await (await page.request.get(`http://127.0.0.1:${SMS_PORT}/messages?to=${phone}`)).json()) as {
      text: string;
    }[];
    return /^(\d{6}) is your Alankar/.exec(sent.at(-1)?.text ?? '')?.[1] ?? '';
  };
  await expect.poll(codeSent).toMatch(/^\d{6}$/);
  const code = await codeSent();
  await step.getByLabel('Code from the SMS').fill(code === '000000' ? '111111' : '000000');
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expect(step.getByLabel('Code from the SMS')).toHaveAccessibleDescription(
    'This code is not right. 2 tries left.',
  );
  await expect(step).toContainText('You can ask for another code in');
  await guest.screenshot({ path: test.info().outputPath('phone-code.png'), fullPage: true });
  await step.getByLabel('Code from the SMS').fill(code);
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expect(guest.getByTestId('phone-confirmed')).toHaveText(`${phone} is confirmed.`);
  await placeOrder.click();
  await expectOrderPlaced(guest);
  await guest.close();
});

test('staff ask numbers with no delivery record for the fee first and block one; a guest sends the fee by bKash', async ({
  page,
  browser,
}) => {
  const blocked = `0171${String(Date.now()).slice(-7)}`;
  await signInAsStaff(page);
  await page.goto('/dashboard/settings');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Shop settings' });
  await form.getByLabel('When the number has no delivery record, here or with the courier networks').check();
  await form.getByLabel('Numbers that may not order cash on delivery').fill(`${blocked}\n`);
  await form.getByLabel('Confirm the phone number by SMS code before a cash-on-delivery order').uncheck();
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  const guest = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const piece = await createProduct({ price: 1400, stock: 3 });
  // A blocked number is told to pay another way.
  await fillCart(guest, [{ product: piece, quantity: 1 }]);
  await guest.goto('/checkouts');
  await waitForHydration(guest);
  await guest.getByLabel('Full Name').fill('Sadia Islam');
  await fillShipping(guest, { phone: blocked });
  await guest.getByRole('radio', { name: 'Cash on delivery' }).check();
  await guest.getByRole('button', { name: 'Place Order' }).click();
  await expect(guest.getByRole('alert')).toContainText('Cash on delivery is not available for this mobile number.');

  // A number nobody has a record of sends the delivery fee first.
  const fresh = `0181${String(Date.now()).slice(-7)}`;
  await guest.goto('/checkouts');
  await waitForHydration(guest);
  await guest.getByLabel('Full Name').fill('Sadia Islam');
  await fillShipping(guest, { phone: fresh });
  await guest.getByRole('radio', { name: 'Cash on delivery' }).check();
  await guest.getByRole('button', { name: 'Place Order' }).click();
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('We have your order');
  const number = (await guest.getByTestId('placed-number').textContent())!.replace('#', '');
  const fee = guest.getByRole('region', { name: 'One more step: the delivery fee' });
  await expect(fee).toContainText(
    'For a first cash-on-delivery order from a number, we ask for the delivery fee in advance.',
  );
  await expect(fee.getByTestId('advance-amount')).toHaveText('Tk 60');
  await expect(fee).toContainText('You pay the remaining Tk 1,400 in cash when your parcel arrives.');
  await guest.screenshot({ path: test.info().outputPath('advance-fee.png'), fullPage: true });
  await fee.getByLabel('TrxID').fill('12');
  await fee.getByRole('button', { name: 'Send the TrxID' }).click();
  await expect(fee.getByLabel('TrxID')).toHaveAccessibleDescription(
    'A TrxID has 10 letters and digits, as in the SMS from bKash',
  );
  const trxId = `AF${String(Date.now()).slice(-8)}`;
  await fee.getByLabel('TrxID').fill(trxId);
  await fee.getByLabel('bKash number you sent from').fill('01911-223344');
  await fee.getByRole('button', { name: 'Send the TrxID' }).click();
  await expect(fee).toContainText(`We have your TrxID ${trxId} for the delivery fee of Tk 60.`);
  await guest.close();

  // Staff find it and confirm; the courier then collects the rest.
  await page.goto(`/dashboard/manage-all-order?q=${number}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: `#${number} details` }).click();
  await expect(page.getByTestId('advance-state')).toContainText(`Sent: TrxID ${trxId} from 01911223344.`);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await page.getByRole('button', { name: 'Confirm fee received' }).click();
  await expect(page.getByTestId('advance-state')).toHaveText('Received. The courier collects Tk 1,400.');

  // The public settings never name blocked customers; staff put the rules back as they were.
  expect(await (await page.request.get('/api/settings')).json()).not.toHaveProperty('blockedPhones');
  const staff = await staffApi();
  const current = (await (await staff.get('/api/settings')).json()) as ShopSettings;
  const restored = await staff.put('/api/settings', {
    data: { ...current, blockedPhones: [], advanceFee: { noHistory: false, belowRate: 0, codAbove: 0 } },
  });
  expect(restored.ok(), await restored.text()).toBe(true);
});

test('staff write the size guide’s words in both languages; the size guide shows them above ring sizes in mm', async ({
  page,
  browser,
}) => {
  await signInAsStaff(page);
  await page.goto('/dashboard/settings');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Shop settings' });
  await form.getByLabel('How to measure (English)').fill('Wrap a thread round your finger.\n\nBetween sizes, take the larger.');
  await form.getByLabel('How to measure (Bangla)').fill('আঙুলে একটি সুতা পেঁচিয়ে মাপুন।');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto('/size-guide');
  const note = shopper.getByTestId('size-guide-note');
  await expect(note.getByRole('paragraph')).toHaveText(['Wrap a thread round your finger.', 'Between sizes, take the larger.']);
  await shopper.goto('/bn/size-guide');
  await expect(shopper.getByTestId('size-guide-note')).toHaveText('আঙুলে একটি সুতা পেঁচিয়ে মাপুন।');
});
