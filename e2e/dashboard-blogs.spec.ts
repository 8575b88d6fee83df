import { expect, test } from '@playwright/test';
import { signInAsStaff } from './staff';
import { signUpShopper } from './buyer';
import { waitForHydration } from './shop';
import { EMERALD_PHOTO, GOLD_PHOTO } from './photos';

// These tests add and delete posts, and one counts them: they take turns so a count is not moved under another.
test.describe.configure({ lock: 'blog-list' });

test('staff add, update and delete a blog post with the spec’s messages, and the shop shows it', async ({ page }) => {
  const title = `Caring for pearls ${Date.now().toString(36)}`;
  await signInAsStaff(page);
  await page.goto('/dashboard/add-blog');
  await waitForHydration(page);

  // Nothing is added without what a post needs.
  const form = page.getByRole('form', { name: 'Add Blog' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Summary').fill('Pearls are soft: three ways to keep their glow.');
  await form.getByLabel('Description').fill('Wipe them after wearing.\n\nKeep them apart from other pieces.');
  await form.getByLabel('Photo').setInputFiles({ ...GOLD_PHOTO, name: 'pearls.png' });
  await expect(form.getByRole('img', { name: 'Chosen photo' })).toBeVisible();
  await form.getByRole('button', { name: 'Add Blog' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully Added!' })).toBeVisible();
  // The form is cleared, and the post is in the table below it.
  await expect(form.getByLabel('Title')).toHaveValue('');
  const row = page.getByRole('row', { name: title });
  await expect(row).toContainText('Not modified');
  await expect(row.locator('img')).toHaveAttribute(
    'src',
    /^\/uploads\/uploads\/pearls-[0-9a-f]{6}-[0-9a-f]{10}-480\.webp$/,
  );

  // The shop shows it.
  await page.goto('/blog-s');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Update: the form comes filled in.
  await page.goto('/dashboard/manage-blogs');
  await waitForHydration(page);
  await expect(page.getByText(/^Total Blogs found \d+$/)).toBeVisible();
  await page.getByRole('row', { name: title }).getByRole('link', { name: /^Edit/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/blog-update\//);
  await waitForHydration(page);
  const update = page.getByRole('form', { name: 'Update Blog' });
  await expect(update.getByLabel('Blog Name')).toHaveValue(title);
  await update.getByLabel('Blog Name').fill(`${title} (updated)`);
  await update.getByRole('button', { name: 'Update Blog' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Updated' });
  await expect(alert).toContainText('Update Successfully!');
  await alert.getByRole('button', { name: 'OK' }).click();

  // Delete, after saying yes.
  await page.goto('/dashboard/manage-blogs');
  await waitForHydration(page);
  const updated = page.getByRole('row', { name: `${title} (updated)` });
  await expect(updated).not.toContainText('Not modified');
  await updated.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure, you want to delete?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(updated).toBeVisible();
  await updated.getByRole('button', { name: /^Delete/ }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully deleted!' })).toBeVisible();
  await expect(page.getByRole('row', { name: `${title} (updated)` })).toHaveCount(0);
});

test('the table shows a summary’s first 200 characters, a new photo replaces the old, and a failed save says so', async ({
  page,
}) => {
  const title = `Monsoon care ${Date.now().toString(36)}`;
  const summary = `${'Silver darkens faster in our humid months, so keep each piece dry and apart. '.repeat(4)}End.`;
  await signInAsStaff(page);
  await page.goto('/dashboard/add-blog');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Add Blog' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Summary').fill(summary);
  await form.getByLabel('Description').fill('Zip bags, silica gel, and a soft cloth after wearing.');
  await form.getByLabel('Photo').setInputFiles({ ...GOLD_PHOTO, name: 'monsoon.png' });
  await expect(form.getByRole('img', { name: 'Chosen photo' })).toBeVisible();
  await form.getByRole('button', { name: 'Add Blog' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully Added!' })).toBeVisible();

  const row = page.getByRole('row', { name: title });
  await expect(row).toContainText(`${summary.slice(0, 200).trimEnd()}…`);
  await expect(row).not.toContainText('End.');
  const firstPhoto = await row.locator('img').getAttribute('src');

  // A new photo on Update Blog replaces the old one.
  await row.getByRole('link', { name: /^Edit/ }).click();
  await waitForHydration(page);
  const update = page.getByRole('form', { name: 'Update Blog' });
  await update.getByLabel('Photo').setInputFiles({ ...EMERALD_PHOTO, name: 'monsoon-green.png' });
  await expect(update.getByRole('img', { name: 'Chosen photo' })).toHaveAttribute('src', /monsoon-green-/);
  await update.getByRole('button', { name: 'Update Blog' }).click();
  await page.getByRole('alertdialog', { name: 'Updated' }).getByRole('button', { name: 'OK' }).click();
  await page.goto('/dashboard/manage-blogs');
  const changed = page.getByRole('row', { name: title }).locator('img');
  await expect(changed).toHaveAttribute('src', /monsoon-green-[0-9a-f]{6}-[0-9a-f]{10}-480\.webp$/);
  expect(await changed.getAttribute('src')).not.toBe(firstPhoto);

  // Signed out meanwhile (another tab, an expired session): the save fails, and says so.
  await page.goto('/dashboard/add-blog');
  await waitForHydration(page);
  await page.context().clearCookies();
  await form.getByLabel('Title').fill(`${title} again`);
  await form.getByLabel('Summary').fill('A second try.');
  await form.getByLabel('Description').fill('It will not be saved.');
  await form.getByRole('button', { name: 'Add Blog' }).click();
  // Said in the shop's error look, with what happened and what to do.
  const refused = page.getByRole('status').filter({ hasText: 'The post was not added: Please sign in first.' });
  await expect(refused).toBeVisible();
  await expect(refused.locator('[data-kind="error"]')).toHaveCount(1);
  await expect(form.getByLabel('Title')).toHaveValue(`${title} again`);
});

test('Add Blog shows the posts below the form, and an added post joins them and the count at once', async ({
  page,
}) => {
  const title = `Gold in the rain ${Date.now().toString(36)}`;
  await signInAsStaff(page);
  await page.goto('/dashboard/add-blog');
  await waitForHydration(page);

  await expect(page.getByRole('heading', { name: 'Manage Blogs' })).toBeVisible();
  const total = page.getByText(/^Total Blogs found \d+$/);
  const before = Number((await total.textContent())?.replace('Total Blogs found ', ''));
  expect(before).toBeGreaterThanOrEqual(0);
  await expect(page.getByRole('row', { name: title })).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Add Blog' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Summary').fill('Dry it well, store it apart.');
  await form.getByLabel('Description').fill('A soft cloth after every wear keeps gold bright through the monsoon.');
  await form.getByRole('button', { name: 'Add Blog' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully Added!' })).toBeVisible();

  // Still on Add Blog: the table below the form has the post, and the count has gone up by one.
  await expect(page.getByRole('row', { name: title })).toContainText('Not modified');
  await expect(page.getByText(`Total Blogs found ${before + 1}`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/add-blog$/);

  // The table's actions work here as on Manage Blogs. (The post is kept: other specs open the newest post's editor.)
  await page.getByRole('row', { name: title }).getByRole('link', { name: /^Edit/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/blog-update\//);
  await expect(page.getByRole('form', { name: 'Update Blog' }).getByLabel('Blog Name')).toHaveValue(title);
});

test('a customer is told the blog dashboard is not for them', async ({ page }) => {
  await signUpShopper(page, 'Reader');
  const response = await page.goto('/dashboard/manage-blogs');
  expect(response?.status()).toBe(403);
  await expect(page.getByText('This page is not allowed for your account')).toBeVisible();
});
