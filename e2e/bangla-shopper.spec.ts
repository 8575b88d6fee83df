import { expect, test, type Page } from '@playwright/test';
import { cartCount, productNamed, waitForHydration } from './shop';
import { createProduct } from './factories';
import { chooseArea, signUpShopper } from './buyer';
import { MAILBOX_PORT } from './support/ports.mjs';

/** Bengali digits, as Bangla pages write numbers. */
const bengali = (text: string | number) => String(text).replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);

/** A 390 px phone, as most of the shop's customers read it. */
test.use({ viewport: { width: 390, height: 844 } });

async function snap(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('a shopper switches to Bangla, buys with cash on delivery on /bn pages, and reads it all in Bangla', async ({ page }) => {
  const shopper = await signUpShopper(page, 'Rahima Khatun');
  const titleBn = `রুপার ঝুমকা ${bengali(Date.now() % 100000)}`;
  const model = await productNamed(page.request, 'Gold-Plated Pearl Jhumka');
  const piece = await createProduct({
    images: model.images,
    title: `Silver Jhumka ${Date.now()}`,
    titleBn,
    descriptionBn: 'হাতে গড়া রুপার ঝুমকা, উৎসবে আর প্রতিদিন।',
    price: 1250,
    stock: 3,
  });

  // From the English product page to its Bangla twin with one tap.
  await page.goto(`/products/${piece._id}`);
  await waitForHydration(page);
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(new RegExp(`/bn/products/${piece._id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleBn);
  await expect(page.getByText('হাতে গড়া রুপার ঝুমকা, উৎসবে আর প্রতিদিন।')).toBeVisible();
  await expect(page.getByTestId('language-switch')).toHaveText('English');
  await snap(page, 'product');

  // The cart, in Bangla with Bangla prices.
  await waitForHydration(page);
  await page.getByRole('region', { name: titleBn }).getByRole('button', { name: 'কার্টে যোগ করুন' }).click();
  await expect(cartCount(page)).toHaveText('১');
  await page.getByRole('button', { name: /^কার্ট, ১টি গয়না/ }).click();
  const cart = page.getByRole('dialog', { name: 'আপনার কার্ট' });
  await expect(cart.getByText(titleBn)).toBeVisible();
  await expect(cart).toContainText('৳১,২৫০');
  await snap(page, 'cart');
  await cart.getByRole('link', { name: 'চেকআউট' }).click();
  await expect(page).toHaveURL(/\/bn\/checkouts$/);

  // A wrong phone number is named in Bangla, beside its field.
  const form = page.getByRole('form', { name: 'ডেলিভারির ঠিকানা' });
  await form.getByLabel('মোবাইল নম্বর').fill('02-9661234');
  await form.getByRole('button', { name: 'সেভ করে এগিয়ে যান' }).click();
  await expect(form.getByLabel('মোবাইল নম্বর')).toHaveAccessibleDescription(/বাংলাদেশের একটি মোবাইল নম্বর লিখুন/);
  await expect(form.getByLabel('জেলা', { exact: true })).toHaveAccessibleDescription('আপনার জেলা বেছে নিন');
  await snap(page, 'checkout-errors');
  await expect(page).toHaveURL(/\/bn\/checkouts$/);

  await form.getByLabel('মোবাইল নম্বর').fill('০১৭১১-২২৩৩৪৪');
  // Districts and areas by their Bangla names; the fee follows the area.
  await chooseArea(page, 'ঢাকা', 'সাভার', { district: 'জেলা', area: /^এলাকা/ });
  await expect(page.getByTestId('summary-shipping')).toHaveText('৳১০০');
  await chooseArea(page, 'ঢাকা', 'ধানমন্ডি', { district: 'জেলা', area: /^এলাকা/ });
  await expect(page.getByTestId('summary-shipping')).toHaveText('৳৬০');
  await form.getByLabel('ঠিকানা', { exact: true }).fill('বাড়ি ১২, রোড ৫');
  await form.getByRole('button', { name: 'সেভ করে এগিয়ে যান' }).click();
  await expect(page).toHaveURL(/\/bn\/payment-gateway$/);

  await page.getByRole('radio', { name: 'ক্যাশ অন ডেলিভারি' }).check();
  await expect(page.getByText('আপনাকে পরিশোধ করতে হবে ৳১,৩১০')).toBeVisible();
  await snap(page, 'payment');
  await page.getByRole('button', { name: 'অর্ডার করুন' }).click();
  await expect(page).toHaveURL(/\/bn\/order-placed\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('অর্ডার সফলভাবে সম্পন্ন হয়েছে');
  await expect(page.getByTestId('placed-delivery')).toContainText('ধানমন্ডি, ঢাকা');
  await snap(page, 'order-placed');

  // My Orders, in Bangla.
  await page.goto('/bn/dashboard/my-order');
  const order = page.getByRole('article');
  await expect(order).toHaveCount(1);
  await expect(order.getByRole('heading', { name: /^অর্ডার #[০-৯]+$/ })).toBeVisible();
  await expect(order.getByTestId('order-status')).toHaveText('অপেক্ষমাণ');
  await expect(order.getByTestId('order-total')).toHaveText('৳১,৩১০');
  await expect(order).toContainText(titleBn);
  await snap(page, 'my-orders');
  const number = (await order.getByRole('heading').first().textContent())!.replace('অর্ডার ', '');

  await order.getByRole('link', { name: /অর্ডারের বিবরণ দেখুন/ }).click();
  await expect(page).toHaveURL(/\/bn\/order-details\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await snap(page, 'order');

  // The order email, in Bangla.
  await expect
    .poll(async () => {
      const mailbox = await page.request.get(`http://127.0.0.1:${MAILBOX_PORT}/messages?to=${encodeURIComponent(shopper.email)}`);
      return ((await mailbox.json()) as { subject: string; text: string }[]).find((mail) => mail.subject.includes(number));
    })
    .toMatchObject({
      subject: `আপনার অর্ডার ${number} আমরা পেয়েছি`,
      text: expect.stringContaining(`১ × ${titleBn} — ৳১,২৫০`),
    });
});

test('Bangla is remembered: the switch leaves a cookie, and the English home page then opens in Bangla', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/bn\/about$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/bn$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  // And back: English chosen, `/` stays English.
  await waitForHydration(page);
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a browser that asks for Bangla first', () => {
  test.use({ locale: 'bn-BD' });

  test('is offered the Bangla shop on the English home page, never moved there', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/$/);
    const offer = page.getByTestId('language-offer');
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'No, thanks' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
  });
});
