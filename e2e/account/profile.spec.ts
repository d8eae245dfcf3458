/** /profile: avatar upload, username, change-password dialog, data export, and axe with the dialogs open. */
import { expect, test } from '../support/fixtures';
import { createAccount, strongPassword } from '../support/auth';
import { seriousViolations } from './account-helpers';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('edits the profile, uploads an avatar and changes the password', async ({ page }) => {
  const account = await createAccount(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(account.email)).toBeVisible();
  await expect(main.locator('[data-slot="badge"]', { hasText: 'User' })).toBeVisible();

  // Username: saved, then cleared to none.
  const username = page.getByLabel('Username');
  await expect(username).toHaveValue(account.username);
  await username.fill('renamed-owner');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  // Avatar: an image is shown; a file that is not an image is refused by the browser-side check.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Avatar updated successfully')).toBeVisible();
  const avatar = page.getByRole('img', { name: 'Your avatar' });
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('File must be an image')).toBeVisible();

  // Change password: the dialog checks the confirmation, then the server changes it.
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page), 'axe with the change-password dialog open').toEqual([]);
  const newPassword = strongPassword();
  await dialog.getByLabel('Current Password').fill(account.password);
  await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm New Password').fill(`${newPassword}x`);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Confirm New Password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Still signed in here after the change.
  await page.reload();
  await expect(page.getByRole('main').getByText(account.email)).toBeVisible();
});

test('axe finds no serious problems on /profile, with the delete dialog open too', async ({ page }) => {
  await createAccount(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await expect(page.getByText('Next billing date')).toBeVisible();
  expect(await seriousViolations(page), 'axe on /profile').toEqual([]);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page), 'axe with the delete-account dialog open').toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('exports the data as a JSON download and deletes the account with its password', async ({ page }) => {
  const account = await createAccount(page);
  await page.goto('/profile');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export My Data' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^leadchat-export-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const exported = JSON.parse(await readFile(path, 'utf8')) as {
    account: { email: string };
    websites: unknown[];
  };
  expect(exported.account.email).toBe(account.email);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('wrong-password-123');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByText('The password is incorrect')).toBeVisible();
  await dialog.getByLabel('Your password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$|\/auth$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
});
