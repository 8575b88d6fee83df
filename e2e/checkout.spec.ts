import { expect, test } from '@playwright/test';
import { card, cartCount, waitForHydration } from './shop';
import { MAILBOX_PORT, SHOP_PORT } from './support/ports.mjs';
import { checkoutToPayment, chooseArea, expectOrderPlaced, fillCart, productLike, signUpShopper } from './buyer';

/** A TrxID no other test run has used: 10 letters and digits. */
function freshTrxId(): string {
  return `T${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 10).padEnd(10, '7');
}

test('cash on delivery: from the cart to Order Processed Successfully, then in My Orders', async ({ page }) => {
  const shopper = await signUpShopper(page, 'Nusrat Jahan');
  const bands = await productLike(page, 'Rose Gold Stacking Bands (Pair)');

  await page.goto('/properties');
  await waitForHydration(page);
  await card(page, bands.title).getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkouts$/);

  // The order summary beside the form, and the form prefilled from the account.
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByRole('listitem', { name: bands.title }).getByTestId('summary-quantity')).toHaveText('2');
  await expect(summary.getByTestId('summary-subtotal')).toHaveText('Tk 1,500');
  // Until the area is chosen, delivery costs "from" the lowest fee.
  await expect(summary.getByTestId('summary-shipping')).toHaveText('from Tk 60');
  await expect(summary.getByTestId('summary-total')).toHaveText('Tk 1,560');
  const form = page.getByRole('form', { name: 'Shipping address' });
  await expect(form.getByLabel('Full Name')).toHaveValue('Nusrat Jahan');
  await expect(form.getByLabel('Email')).toHaveValue(shopper.email);

  // Wrong or missing details are named beside their fields.
  await form.getByLabel('Mobile Number').fill('02-9661234');
  await form.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(form.getByLabel('Mobile Number')).toHaveAccessibleDescription(
    /Enter a Bangladeshi mobile number, like 01711-223344/,
  );
  await expect(form.getByLabel('District', { exact: true })).toHaveAccessibleDescription('Choose your district');
  await expect(page).toHaveURL(/\/checkouts$/);

  // The fee and the days follow the area, as soon as it is chosen.
  await chooseArea(page, 'Dhaka', 'Savar');
  await expect(summary.getByTestId('summary-shipping')).toHaveText('Tk 100');
  await expect(summary.getByTestId('summary-total')).toHaveText('Tk 1,600');
  await expect(summary.getByTestId('summary-delivery')).toHaveText('Dhaka suburbs: delivery in 2–3 days after we confirm');
  await chooseArea(page, 'Dhaka', 'Dhanmondi');
  await expect(summary.getByTestId('summary-shipping')).toHaveText('Tk 60');
  await expect(summary.getByTestId('summary-delivery')).toHaveText('Inside Dhaka: delivery in 1–2 days after we confirm');

  await form.getByLabel('Mobile Number').fill('+880 1711-223344');
  await form.getByLabel('Address', { exact: true }).fill('House 12, Road 5');
  await form.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page).toHaveURL(/\/payment-gateway$/);
  const saved = await page.evaluate(() => [JSON.parse(localStorage.getItem('shippingAddress') ?? 'null'), localStorage.getItem('checkoutStep')]);
  expect(saved).toEqual([
    expect.objectContaining({ number: '01711223344', city: 'Dhaka', district: 'dhaka', area: 'dhaka-dhanmondi' }),
    'payment',
  ]);
  await expect(page.getByText('Delivering to Nusrat Jahan, Dhanmondi, Dhaka.')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Secure payment info' })).toBeVisible();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await expect(page.getByRole('heading', { name: 'Cash On delivery' })).toBeVisible();
  await expect(page.getByText('Your Payable Amount is Tk 1,560')).toBeVisible();
  // A double click places one order.
  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  await expectOrderPlaced(page);
  await expect(page.getByTestId('placed-next')).toHaveText(
    'We will call or send an SMS to confirm your order, then hand it to the courier. Please pay Tk 1,560 in cash when it arrives.',
  );
  await expect(page.getByTestId('placed-delivery')).toHaveText(
    'Delivery: To Dhanmondi, Dhaka: 1–2 days after we confirm (Inside Dhaka).',
  );

  await page.goto('/dashboard/my-order');
  const orders = page.getByRole('article');
  await expect(orders).toHaveCount(1);
  const order = orders.first();
  await expect(order.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  await expect(order).toContainText('Cash on delivery');
  await expect(order.getByTestId('order-status')).toHaveText('Pending');
  await expect(order.getByTestId('payment-status')).toHaveText('Unpaid');
  await expect(order.getByRole('listitem', { name: bands.title }).getByTestId('order-line-quantity')).toHaveText('2');
  await expect(order.getByTestId('order-total')).toHaveText('Tk 1,560');
  await expect(order).toContainText('01711223344');
  await expect(order).toContainText('House 12, Road 5');
  await expect(order).toContainText('Dhanmondi, Dhaka');
  await expect(order).toContainText(new Date().getFullYear().toString());

  await order.getByRole('link', { name: /View order summary/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order Summary #\d+$/);
  await expect(page.getByText('Inside Dhaka · 1–2 days after confirmation')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Order' })).toHaveCount(0);

  // The shop emailed the order, through its SMTP server, with what to pay the courier.
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Order Summary ', '');
  await expect
    .poll(async () => {
      const mailbox = await page.request.get(`http://127.0.0.1:${MAILBOX_PORT}/messages?to=${encodeURIComponent(shopper.email)}`);
      return ((await mailbox.json()) as { subject: string; text: string }[]).find((mail) => mail.subject.includes(number));
    })
    .toMatchObject({ subject: `We received your order ${number}`, text: expect.stringContaining('keep Tk 1,560 ready') });
});

test('bKash: the TrxID is checked, kept with the order, and a reused one is refused in words', async ({ page, browser }) => {
  await signUpShopper(page, 'Sadia Islam');
  const studs = await productLike(page, 'Diamond-Cut Silver Studs');
  await fillCart(page, [{ product: studs, quantity: 1 }]);
  await checkoutToPayment(page);

  await page.getByRole('radio', { name: 'bKash', exact: true }).check();
  await expect(page.getByTestId('bkash-shop-number')).toHaveText('01711000000');
  await expect(page.getByTestId('bkash-amount')).toHaveText('Tk 1,310');
  // Nobody is taken to have sent money or agreed to anything until they say so.
  const agreed = page.getByRole('checkbox', { name: /I have sent the money/ });
  await expect(agreed).not.toBeChecked();
  await page.getByLabel('Transaction ID').fill('abc');
  await page.getByLabel('bKash Number').fill('12345');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByLabel('Transaction ID')).toHaveAccessibleDescription(/10 letters and digits/);
  await expect(page.getByLabel('bKash Number')).toHaveAccessibleDescription(/bKash number you paid from/);
  await expect(agreed).toHaveAccessibleDescription(/Tick this once you have sent the money/);
  // The first wrong field is brought into view with the cursor in it.
  await expect(page.getByLabel('Transaction ID')).toBeFocused();

  const trxId = freshTrxId();
  await page.getByLabel('Transaction ID').fill(trxId.toLowerCase());
  await page.getByLabel('bKash Number').fill('01811-223344');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(agreed).toBeFocused();
  await agreed.check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  // A payment staff have still to find is never called done.
  await expectOrderPlaced(page, 'received');
  await expect(page.getByTestId('placed-next')).toHaveText(
    `We will check your bKash payment (TrxID ${trxId}) and confirm your order by SMS.`,
  );

  await page.goto('/dashboard/my-order');
  const order = page.getByRole('article').first();
  await expect(order).toContainText(`bKash (TrxID ${trxId})`);
  await expect(order.getByTestId('payment-status')).toHaveText('Verifying payment');

  // Someone else uses the same TrxID: the order is refused, the cart stays.
  const other = await browser.newPage();
  await signUpShopper(other, 'Karim Uddin');
  await fillCart(other, [{ product: studs, quantity: 1 }]);
  await checkoutToPayment(other);
  await other.getByRole('radio', { name: 'bKash', exact: true }).check();
  await other.getByLabel('Transaction ID').fill(trxId);
  await other.getByLabel('bKash Number').fill('01911223344');
  await other.getByRole('checkbox', { name: /I have sent the money/ }).check();
  await other.getByRole('button', { name: 'Place Order' }).click();
  await expect(other.getByRole('alert').filter({ hasText: /TrxID/ }).first()).toBeVisible();
  await expect(other).toHaveURL(/\/payment-gateway$/);
  await expect(cartCount(other)).toHaveText('1');
  await other.goto('/dashboard/my-order');
  await expect(other.getByText('No orders yet')).toBeVisible();
  await other.close();
});

test('signed out, the checkout offers to sign in, and a shopper who does carries on with their details', async ({ page, browser }) => {
  const context = await browser.newContext();
  const signUpPage = await context.newPage();
  const shopper = await signUpShopper(signUpPage, 'Farhana Akter');
  await context.close();

  const bands = await productLike(page, 'Rose Gold Stacking Bands (Pair)');
  await page.goto('/checkouts');
  await waitForHydration(page);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse jewellery' })).toBeVisible();

  await fillCart(page, [{ product: bands, quantity: 1 }]);
  // Without a saved address the payment page sends the shopper to the form.
  await page.goto('/payment-gateway');
  await expect(page).toHaveURL(/\/checkouts$/);
  await waitForHydration(page);
  // A guest fills the form straight away; signing in is offered above it.
  await expect(page.getByRole('form', { name: 'Shipping address' })).toBeVisible();
  await expect(page.getByLabel('Email (optional)')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const welcome = page.getByRole('alertdialog', { name: 'Sign in Successful!' });
  await welcome.getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(/\/checkouts$/);
  const form = page.getByRole('form', { name: 'Shipping address' });
  await expect(form.getByLabel('Full Name')).toHaveValue('Farhana Akter');
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(shopper.email);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Order summary' }).getByRole('listitem', { name: bands.title })).toBeVisible();
});

/**
 * A stand-in for Stripe.js (the page would load it from js.stripe.com; there is no internet here): a plain card
 * number input, and confirmCardPayment confirming the PaymentIntent at Stripe's API the way Stripe.js does,
 * with Stripe's test payment methods for its test card numbers.
 */
const STRIPE_JS_DOUBLE = `
window.Stripe = function Stripe(publishableKey) {
  return {
    elements() {
      return {
        create() {
          let input;
          const handlers = {};
          return {
            mount(node) {
              input = document.createElement('input');
              input.setAttribute('aria-label', 'Card number');
              input.addEventListener('input', () => handlers.change && handlers.change({ error: undefined }));
              (typeof node === 'string' ? document.querySelector(node) : node).appendChild(input);
            },
            on(event, handler) { handlers[event] = handler; },
            destroy() { input && input.remove(); },
            number() { return input.value.replace(/\\s/g, ''); },
          };
        },
      };
    },
    async confirmCardPayment(clientSecret, { payment_method: { card } }) {
      const id = clientSecret.split('_secret_')[0];
      const paymentMethod = { '4242424242424242': 'pm_card_visa', '4000000000000002': 'pm_card_chargeDeclined' }[card.number()] || 'pm_card_unknown';
      const response = await fetch('https://api.stripe.com/v1/payment_intents/' + id + '/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ key: publishableKey, client_secret: clientSecret, payment_method: paymentMethod }),
      });
      const body = await response.json();
      if (!response.ok) return { error: body.error };
      if (body.status !== 'succeeded') return { error: body.last_payment_error || { message: 'Your card was declined.' } };
      return { paymentIntent: body };
    },
  };
};
`;

test('card: a declined card shows Stripe’s message in red and nothing is paid; a good card pays', async ({ page }) => {
  const stripeApi = `http://127.0.0.1:${SHOP_PORT + 4}`;
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS_DOUBLE }));
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${stripeApi}${url.pathname}${url.search}` });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });

  await signUpShopper(page, 'Ayesha Siddiqua');
  const bracelet = await productLike(page, 'Rose Gold Chain Bracelet');
  await fillCart(page, [{ product: bracelet, quantity: 2 }]);
  await checkoutToPayment(page);

  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  const pay = page.getByRole('button', { name: 'Pay Tk 2,300' });
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await pay.click();
  const error = page.locator('#card-error');
  await expect(error).toContainText(/declined/i);
  await expect(error).toHaveCSS('color', 'rgb(180, 35, 24)');
  await expect(cartCount(page)).toHaveText('2');
  await page.goto('/dashboard/my-order');
  await expect(page.getByRole('article').first().getByTestId('payment-status')).toHaveText('Unpaid');

  await page.goto('/payment-gateway');
  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay Tk 2,300' }).click();
  await expectOrderPlaced(page);
  await page.goto('/dashboard/my-order');
  // The retry paid the same order: one order, paid.
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').first().getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByRole('article').first()).toContainText('Card');
});
