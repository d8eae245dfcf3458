/**
 * The shared account helpers other specs build on, checked end to end in the browser: sign up through the
 * /auth screen (confirming the email from the outbox), sign out, sign in again; and the API shortcut.
 */
import { createAccount, signIn, signOut, signUp } from '../support/auth';
import { expect, test } from '../support/fixtures';

test('signUp, signOut and signIn go through the /auth screen', async ({ page }) => {
  const credentials = await signUp(page);
  await expect(page.getByText(credentials.email).filter({ visible: true }).first()).toBeVisible();
  await signOut(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, credentials);
});

test('createAccount leaves the browser signed in', async ({ page }) => {
  const credentials = await createAccount(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(credentials.email).filter({ visible: true }).first()).toBeVisible();
});
