import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, MAILBOX_PORT } from './support/ports.mjs';
import { waitForHydration } from './shop';

let sequence = 0;
function newEmail(name: string): string {
  sequence += 1;
  return `${name}.${Date.now()}.${sequence}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function signUp(page: Page, { name, email, password }: { name: string; email: string; password: string }) {
  await page.goto('/signup');
  await waitForHydration(page);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function dismissAlert(page: Page, title: string, text: string) {
  const alert = page.getByRole('alertdialog', { name: title });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('signing up lands on the home page, signed in, with My Order', async ({ page }) => {
  await signUp(page, { name: 'Nusrat Jahan', email: newEmail('nusrat'), password: 'jhumka-lover-1' });
  await dismissAlert(page, 'Good job!', 'Account has been created!');
  await expect(page).toHaveURL('/');
  await expect(header(page).getByTestId('signed-in-as')).toHaveText('Nusrat');
  await expect(header(page).getByRole('link', { name: 'My Order' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0);

  // Still signed in after a reload: the session lives on the server.
  await page.reload();
  await expect(header(page).getByTestId('signed-in-as')).toHaveText('Nusrat');
});

test('a taken email and a wrong password say what went wrong', async ({ page }) => {
  const email = newEmail('taken');
  await signUp(page, { name: 'First Person', email, password: 'password-one' });
  await dismissAlert(page, 'Good job!', 'Account has been created!');
  await page.context().clearCookies();

  await signUp(page, { name: 'Second Person', email, password: 'password-two' });
  await dismissAlert(page, 'Your account was not created', 'already exists');

  await page.goto('/signin');
  await waitForHydration(page);
  await signIn(page, email, 'not-the-password');
  await dismissAlert(page, 'You are not signed in', 'Invalid email or password');
  await expect(page).toHaveURL('/signin');
});

test('logging out says so and shows Login again', async ({ page }) => {
  await signUp(page, { name: 'Sadia Islam', email: newEmail('sadia'), password: 'password-123' });
  await dismissAlert(page, 'Good job!', 'Account has been created!');
  await header(page).getByRole('button', { name: 'Log Out' }).click();
  await dismissAlert(page, 'Logout Successful!', 'You are logged out!');
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/dashboard/my-order');
  await expect(page).toHaveURL(/\/signin\?redirectTo=/);
});

test('a guarded page sends you to sign in, then back where you were going', async ({ page }) => {
  const email = newEmail('guarded');
  await signUp(page, { name: 'Guarded Person', email, password: 'password-123' });
  await dismissAlert(page, 'Good job!', 'Account has been created!');
  await page.context().clearCookies();

  for (const path of ['/dashboard/my-order', '/order-details/abc123']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/signin?redirectTo=${encodeURIComponent(path)}`);
  }
  await waitForHydration(page);
  await signIn(page, email, 'password-123');
  await dismissAlert(page, 'Sign in Successful!', 'Welcome back !');
  await expect(page).toHaveURL('/order-details/abc123');
  await expect(header(page).getByTestId('signed-in-as')).toHaveText('Guarded');
});

test('the admin sees Dashboard and the staff menu', async ({ page }) => {
  await page.goto('/signin');
  await waitForHydration(page);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await dismissAlert(page, 'Sign in Successful!', 'Welcome back !');
  await header(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  for (const item of ['Manage All Orders', 'Add Product', 'Manage Products', 'Add Blog', 'Manage Blogs', 'My Orders']) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Manage Blogs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeVisible();
  await expect(page.getByText('not allowed')).toHaveCount(0);
});

test('a customer on a staff page is told it is not allowed', async ({ page }) => {
  await signUp(page, { name: 'Curious Customer', email: newEmail('curious'), password: 'password-123' });
  await dismissAlert(page, 'Good job!', 'Account has been created!');
  const response = await page.goto('/dashboard/manage-all-order');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('alert')).toContainText('This page is not allowed for your account');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link')).toHaveText(['My Orders']);
  await page.getByRole('link', { name: 'Go to My Orders' }).click();
  await expect(page).toHaveURL('/dashboard/my-order');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();

  // The dashboard itself is their orders.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard/my-order');
});

test('Google sign-in goes to the provider and comes back signed in', async ({ page }) => {
  const email = newEmail('shirin.akter');
  await page.goto('/signin?redirectTo=%2Fdashboard%2Fmy-order');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign In With Google' }).click();

  // The local OpenID Connect provider's own sign-in and consent pages.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]', { hasText: /continue/i }).click();

  await expect(page).toHaveURL('/dashboard/my-order');
  await expect(header(page).getByTestId('signed-in-as')).toHaveText('Shirin');
  const me = await page.request.get('/api/me');
  expect(await me.json()).toMatchObject({ email, admin: false });
});

test('a forgotten password is reset through an emailed link', async ({ page, request }) => {
  const email = newEmail('forgetful');
  await signUp(page, { name: 'Forgetful Friend', email, password: 'old-password-1' });
  await dismissAlert(page, 'Good job!', 'Account has been created!');
  await page.context().clearCookies();

  await page.goto('/signin');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form has an Email field too: fill the one on the page the link leads to.
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`If an account exists for ${email}`);

  let link = '';
  await expect
    .poll(async () => {
      const messages = await (await request.get(`http://127.0.0.1:${MAILBOX_PORT}/messages?to=${encodeURIComponent(email)}`)).json();
      link = messages.at(-1)?.text.match(/http\S+/)?.[0] ?? '';
      return messages.at(-1)?.subject;
    })
    .toBe('Reset your Alankar password');

  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await waitForHydration(page);
  await page.getByLabel(/^New password/).fill('new-password-2');
  await page.getByLabel('Confirm new password').fill('new-password-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await dismissAlert(page, 'Password changed', 'Sign in with your new password.');
  await expect(page).toHaveURL('/signin');

  await waitForHydration(page);
  await signIn(page, email, 'old-password-1');
  await dismissAlert(page, 'You are not signed in', 'Invalid email or password');
  await signIn(page, email, 'new-password-2');
  await dismissAlert(page, 'Sign in Successful!', 'Welcome back !');
  await expect(header(page).getByTestId('signed-in-as')).toHaveText('Forgetful');

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
});
