/**
 * Issue 14: two-factor sign-in in a real browser. Turn it on from /profile (the code computed from the key the
 * page shows), sign out, sign in with a code, then with a backup code (which then no longer works), a wrong
 * code refused, and a password reset that still asks for the second factor. axe on the dialogs and the code step.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createAccount, signOut, strongPassword } from '../support/auth';
import { findLink, waitForEmail } from '../support/outbox';
import { seriousViolations } from '../account/account-helpers';
import { totpCode } from '../../apps/api/src/test/totp';

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  const codeStep = page.getByRole('form', { name: 'Two-factor code' });
  await expect(codeStep).toBeVisible();
  return codeStep;
}

test('turns on two-factor, then signs in with a code and with a single-use backup code', async ({
  page,
  context,
}) => {
  // Four sign-ins, a reset and two axe runs: longer than one journey's default minute on a busy machine.
  test.setTimeout(180_000);
  const account = await createAccount(page);
  await page.goto('/profile');
  const card = page.locator('[data-slot="card"]', { hasText: 'Two-Factor Sign-In' });
  await expect(card.getByText('Two-factor sign-in is off.')).toBeVisible();
  await card.getByRole('button', { name: 'Turn On Two-Factor Sign-In' }).click();

  const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('That password is not right.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await dialog.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32,}$/);
  expect(await seriousViolations(page), 'axe with the set-up dialog showing the QR code').toEqual([]);

  await dialog.getByLabel('Code from the app').fill('12345');
  await dialog.getByRole('button', { name: 'Verify and Turn On' }).click();
  await expect(dialog.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await dialog.getByLabel('Code from the app').fill(totpCode(key));
  await dialog.getByRole('button', { name: 'Verify and Turn On' }).click();

  const codesDialog = page.getByRole('dialog', { name: 'Save your backup codes' });
  await expect(codesDialog).toBeVisible();
  const backupCodes = await codesDialog.getByTestId('backup-code').allTextContents();
  expect(backupCodes).toHaveLength(10);
  expect(await seriousViolations(page), 'axe with the backup codes shown').toEqual([]);
  const downloading = page.waitForEvent('download');
  await codesDialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('leadchat-backup-codes.txt');
  const saved = await readFile((await download.path())!, 'utf8');
  for (const code of backupCodes) expect(saved).toContain(code);
  await codesDialog.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByTestId('backup-codes-remaining')).toHaveText(
    'Authenticator app connected. 10 of 10 backup codes left.',
  );

  // Sign out, sign in: the password alone is not enough.
  await signOut(page);
  let codeStep = await passwordStep(page, account.email, account.password);
  await expect(page).toHaveURL(/\/auth$/);
  expect(await seriousViolations(page), 'axe on the code step').toEqual([]);
  await codeStep.getByLabel('Authentication code').fill(totpCode(key) === '000000' ? '111111' : '000000');
  await codeStep.getByRole('button', { name: 'Verify' }).click();
  await expect(codeStep.getByText('That code is not valid.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  // The next period's code (the current one was spent turning two-factor on).
  await codeStep.getByLabel('Authentication code').fill(totpCode(key, 1));
  await codeStep.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/(dashboard|profile)$/);

  // With a backup code…
  await signOut(page);
  codeStep = await passwordStep(page, account.email, account.password);
  await codeStep.getByRole('button', { name: 'Use a backup code instead' }).click();
  await codeStep.getByLabel('Backup code').fill(backupCodes[0]!);
  await codeStep.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/(dashboard|profile)$/);

  // …which works once.
  await signOut(page);
  codeStep = await passwordStep(page, account.email, account.password);
  await codeStep.getByRole('button', { name: 'Use a backup code instead' }).click();
  await codeStep.getByLabel('Backup code').fill(backupCodes[0]!);
  await codeStep.getByRole('button', { name: 'Verify' }).click();
  await expect(codeStep.getByText('That backup code is not valid or has been used already.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);

  // A password reset does not skip the second factor.
  await context.clearCookies();
  await page.goto('/auth');
  await page.getByRole('button', { name: /forgot/i }).click();
  const since = new Date(Date.now() - 1000);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: /send reset link/i }).click();
  await expect(page.getByText('Password reset link sent to your email!')).toBeVisible();
  const email = await waitForEmail(account.email, { since });
  await page.goto(findLink(email, '/api/auth/reset-password/'));
  const newPassword = strongPassword();
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel(/confirm/i).fill(newPassword);
  await page.getByRole('button', { name: /update password/i }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
  codeStep = await passwordStep(page, account.email, newPassword);
  await codeStep.getByRole('button', { name: 'Use a backup code instead' }).click();
  await codeStep.getByLabel('Backup code').fill(backupCodes[1]!);
  await codeStep.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/(dashboard|profile)$/);
});
