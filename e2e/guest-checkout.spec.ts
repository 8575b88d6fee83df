import { expect, test, type Page } from '@playwright/test';
import { createProduct } from './factories';
import { chooseArea, expectOrderPlaced, fillCart } from './buyer';
import { waitForHydration } from './shop';
import { SMS_PORT } from './support/ports.mjs';

let sequence = 0;
/** A mobile number no other test uses. */
function freshPhone(): string {
  sequence += 1;
  return `019${String(Date.now() % 1e6).padStart(6, '0')}${sequence % 100}`.slice(0, 11).padEnd(11, '7');
}

/** The SMS the stand-in gateway took for `phone`, oldest first. */
async function smsTo(page: Page, phone: string): Promise<string[]> {
  const response = await page.request.get(`http://127.0.0.1:${SMS_PORT}/messages?to=${phone}`);
  return ((await response.json()) as { text: string }[]).map((message) => message.text);
}

test('a guest buys with cash on delivery, then follows the order by its link and on the track page', async ({ page, browser }) => {
  const piece = await createProduct({ price: 1500, stock: 3 });
  const phone = freshPhone();
  await fillCart(page, [{ product: piece, quantity: 1 }]);
  await page.goto('/checkouts');
  await waitForHydration(page);

  // No account: the form straight away, with signing in offered for those who want it.
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Shipping address' });
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('summary-shipping')).toHaveText('from Tk 60');
  await form.getByLabel('Full Name').fill('Shirin Akter');
  await form.getByLabel('Mobile Number').fill(`${phone.slice(0, 5)}-${phone.slice(5)}`);

  // The fee follows the area.
  await chooseArea(page, 'Dhaka', 'Gulshan');
  await expect(summary.getByTestId('summary-shipping')).toHaveText('Tk 60');
  await chooseArea(page, 'Dhaka', 'Savar');
  await expect(summary.getByTestId('summary-shipping')).toHaveText('Tk 100');
  await chooseArea(page, 'Chattogram', 'Patiya');
  await expect(summary.getByTestId('summary-shipping')).toHaveText('Tk 120');
  await expect(summary.getByTestId('summary-total')).toHaveText('Tk 1,620');
  await expect(summary.getByTestId('summary-delivery')).toHaveText('Outside Dhaka: delivery in 3–5 days after we confirm');
  await form.getByLabel('Address', { exact: true }).fill('Holding 4, College Road');
  await form.getByLabel('Note for the courier (optional)').fill('Call before coming');
  await form.getByRole('button', { name: 'Save & Continue' }).click();

  await expect(page.getByText('Delivering to Shirin Akter, Patiya, Chattogram.')).toBeVisible();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await expect(page.getByText('Your Payable Amount is Tk 1,620')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expectOrderPlaced(page);
  const number = (await page.getByTestId('placed-number').textContent())!.replace('#', '');
  await expect(page.getByTestId('placed-next')).toContainText('Please pay Tk 1,620 in cash when it arrives.');
  await expect(page.getByTestId('placed-delivery')).toHaveText(
    'Delivery: To Patiya, Chattogram: 3–5 days after we confirm (Outside Dhaka).',
  );
  const link = (await page.getByTestId('placed-link').textContent())!;
  expect(link).toMatch(/\/order-details\/[0-9a-f-]{36}\?t=[\w-]{32}$/);

  // The same news, and a short link to the order, came by SMS.
  await expect.poll(() => smsTo(page, phone)).toEqual([
    expect.stringMatching(new RegExp(`^Alankar: Order #${number} received\\. Please pay Tk 1,620 in cash on delivery\\. Track: http://\\S+/o/${number}/[\\w-]{10}$`)),
  ]);
  const [sms] = await smsTo(page, phone);
  const shortLink = sms!.split('Track: ')[1]!;

  // The link opens the order in a browser that never signed in; so does the SMS's.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  for (const opened of [link, shortLink]) {
    await other.goto(opened);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(`Order Summary #${number}`);
    await expect(other.getByText('Outside Dhaka · 3–5 days after confirmation')).toBeVisible();
    await expect(other.getByText('Note for the courier: Call before coming')).toBeVisible();
  }
  // Without the link the same page asks to sign in.
  await other.goto(new URL(link).pathname);
  await expect(other).toHaveURL(/\/signin\?redirectTo=/);

  // The track page finds it by number and phone, and by nothing less.
  await other.goto('/');
  await other.getByRole('contentinfo').getByRole('link', { name: 'Track my order' }).click();
  await expect(other).toHaveURL(/\/track-order$/);
  await waitForHydration(other);
  await other.getByLabel('Order number').fill(number);
  await other.getByLabel('Mobile number').fill('01999999999');
  await other.getByRole('button', { name: 'Find my order' }).click();
  await expect(other.getByRole('alert')).toHaveText(
    'We could not find an order with this number and phone number. Check both and try again.',
  );
  await other.getByLabel('Mobile number').fill(phone);
  await other.getByRole('button', { name: 'Find my order' }).click();
  const found = other.getByRole('region', { name: `Order Summary #${number}` });
  await expect(found.getByTestId('order-status')).toHaveText('Pending');
  await expect(found).toContainText('To Patiya, Chattogram · Outside Dhaka, 3–5 days after confirmation');
  await expect(found.getByTestId('order-total')).toHaveText('Tk 1,620');
  await found.getByRole('link', { name: 'Open the order’s page' }).click();
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(`Order Summary #${number}`);
  await elsewhere.close();
});

test('in Bangla, on a phone, a guest’s checkout and track page speak Bangla, and so does the SMS @phone', async ({ page }) => {
  const piece = await createProduct({ price: 1250, stock: 3, titleBn: 'রুপার ঝুমকা' });
  const phone = freshPhone();
  await fillCart(page, [{ product: piece, quantity: 1 }]);
  await page.goto('/bn/checkouts');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'ডেলিভারির ঠিকানা' });
  await form.getByLabel('পুরো নাম').fill('শিরিন আক্তার');
  // Bengali digits count too.
  await form.getByLabel('মোবাইল নম্বর').fill(phone.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!));
  await chooseArea(page, 'ঢাকা', 'ধানমন্ডি', { district: 'জেলা', area: /^এলাকা/ });
  const summary = page.getByRole('region', { name: 'অর্ডারের সারাংশ' });
  await expect(summary.getByTestId('summary-shipping')).toHaveText('৳৬০');
  await form.getByLabel('ঠিকানা', { exact: true }).fill('বাড়ি ১২, রোড ৫');
  await form.getByRole('button', { name: 'সেভ করে এগিয়ে যান' }).click();

  await expect(page).toHaveURL(/\/bn\/payment-gateway$/);
  await page.getByRole('radio', { name: 'ক্যাশ অন ডেলিভারি' }).check();
  await page.getByRole('button', { name: 'অর্ডার করুন' }).click();
  await expect(page).toHaveURL(/\/bn\/order-placed\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('অর্ডার সফলভাবে সম্পন্ন হয়েছে');
  const number = (await page.getByTestId('placed-number').textContent())!.replace('#', '');
  await page.screenshot({ path: test.info().outputPath('order-placed-bn.png'), fullPage: true });

  await expect.poll(() => smsTo(page, phone)).toEqual([
    expect.stringMatching(new RegExp(`^Alankar: অর্ডার #${number} পেয়েছি। ডেলিভারিতে ৳১,৩১০ ক্যাশে দিন। দেখুন: http://\\S+$`)),
  ]);

  await page.goto('/bn/track-order');
  await waitForHydration(page);
  await page.getByLabel('অর্ডার নম্বর').fill(number);
  await page.getByLabel('মোবাইল নম্বর').fill(phone);
  await page.getByRole('button', { name: 'আমার অর্ডার খুঁজুন' }).click();
  await expect(page.getByTestId('tracked-number')).toHaveText(`#${number}`);
  await expect(page.getByText('রুপার ঝুমকা')).toBeVisible();
});
