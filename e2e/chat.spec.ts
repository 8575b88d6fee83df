import { expect, test } from '@playwright/test';
import { waitForHydration } from './shop';

const SHOP_PHONE = '8801711000000';

test.beforeEach(async ({ context }) => {
  // WhatsApp is outside this machine: answer its page locally so nothing leaves loopback.
  await context.route('https://api.whatsapp.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
});

test('the chat greets after a typing pause and hands a message to WhatsApp', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Chat with Alankar on WhatsApp' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat with Alankar' });
  await expect(chat.getByText('Typically replies within 1 hour')).toBeVisible();
  await expect(chat.getByTestId('typing-dots')).toBeVisible();
  await expect(chat.getByText('Hello there! How can we help?')).toBeVisible({ timeout: 4000 });
  await expect(chat.getByTestId('typing-dots')).toBeHidden();
  await expect(chat.locator('time')).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/);

  const input = chat.getByRole('textbox', { name: 'Message' });
  await expect(input).toHaveAttribute('placeholder', 'Type a message..');
  await expect(input).toBeFocused();
  await input.fill('Is the jhumka available in silver?');
  const [popup] = await Promise.all([page.waitForEvent('popup'), input.press('Enter')]);
  const opened = new URL(popup.url());
  expect(opened.origin + opened.pathname).toBe('https://api.whatsapp.com/send');
  expect(opened.searchParams.get('phone')).toBe(SHOP_PHONE);
  expect(opened.searchParams.get('text')).toBe('Is the jhumka available in silver?');
  await expect(input).toHaveValue('');

  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
});

test('an empty message does nothing', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Chat with Alankar on WhatsApp' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat with Alankar' });
  let popups = 0;
  page.on('popup', () => (popups += 1));
  await chat.getByRole('textbox', { name: 'Message' }).fill('   ');
  await chat.getByRole('button', { name: 'Send message' }).click();
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await page.waitForTimeout(500);
  expect(popups).toBe(0);
  await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveValue('   ');
});

test('a visitor who has not opened the chat is nudged after 60 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  await page.clock.pauseAt(Date.now() + 1000);
  const launcher = page.getByRole('button', { name: 'Chat with Alankar on WhatsApp' });
  await page.clock.runFor(50_000);
  await expect(launcher).toHaveText('');
  await page.clock.runFor(15_000);
  await expect(page.getByRole('status').filter({ hasText: 'Hello there! How can we help?' })).toBeVisible();
  // The greeting is an invitation, not a message somebody wrote: no unread count.
  await expect(launcher).toHaveText('');
  await launcher.click();
  await expect(page.getByRole('button', { name: 'Hide chat' })).toHaveText('');
  await page.getByRole('button', { name: 'Hide chat' }).click();
  await page.clock.runFor(120_000);
  await expect(launcher).toHaveText('');
});

test('on a phone the chat never covers the cart’s checkout button @phone', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('article').first().getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
  // Playwright clicks only what is really on top at that point.
  await page.getByRole('link', { name: 'Checkout' }).click({ timeout: 3000 });
  await expect(page).toHaveURL(/\/checkouts$/);
  await expect(page.getByRole('button', { name: 'Chat with Alankar on WhatsApp' })).toBeHidden();
});

test('a message being written is still there when the chat is closed and opened again', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const launcher = page.getByRole('button', { name: 'Chat with Alankar on WhatsApp' });
  await launcher.click();
  const chat = page.getByRole('dialog', { name: 'Chat with Alankar' });
  await chat.getByRole('textbox', { name: 'Message' }).fill('Do you deliver to Sylhet?');
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat).toBeHidden();
  await launcher.click();
  await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveValue('Do you deliver to Sylhet?');
});
