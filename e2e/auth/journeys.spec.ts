/**
 * The foundation's journeys in a real browser: password reset from the emailed link, the access rules of
 * every route, the 404 page, and axe-core on the first screens a person sees.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { createAccount, signIn, strongPassword } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { findLink, waitForEmail } from '../support/outbox';

const SIGNED_IN_ONLY = [
  '/dashboard',
  '/websites',
  '/analytics',
  '/leads',
  '/conversations',
  '/profile',
  '/gmb-manager',
  '/calendar-integrations',
  '/pre-launch-checklist',
  '/admin',
  '/payment-success',
];

test('forgot password → link from the outbox → update password → sign in with the new one', async ({
  page,
  context,
}) => {
  const credentials = await createAccount(page);
  await context.clearCookies();

  await page.goto('/auth');
  await page.getByRole('button', { name: /forgot/i }).click();
  const since = new Date(Date.now() - 1000);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByRole('button', { name: /send reset link/i }).click();
  await expect(page.getByText('Password reset link sent to your email!')).toBeVisible();

  const email = await waitForEmail(credentials.email, { since });
  await page.goto(findLink(email, '/api/auth/reset-password/'));
  await expect(page).toHaveURL(/\/auth\?reset=true/);
  const newPassword = strongPassword();
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel(/confirm/i).fill(`${newPassword}x`);
  await page.getByRole('button', { name: /update password/i }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel(/confirm/i).fill(newPassword);
  await page.getByRole('button', { name: /update password/i }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();

  await context.clearCookies();
  await signIn(page, { email: credentials.email, password: newPassword });
});

test('every signed-in route sends a signed-out visitor to /auth', async ({ page }) => {
  for (const path of SIGNED_IN_ONLY) {
    await page.goto(path);
    await expect(page, `${path} when signed out`).toHaveURL(/\/auth$/);
  }
});

test('a signed-in non-admin is sent from /admin to /dashboard, and from / and /auth onward', async ({
  page,
}) => {
  // The first account of an installation is the admin; the second one never is.
  await createAccount(page);
  await page.context().clearCookies();
  await createAccount(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/auth');
  await expect(page).not.toHaveURL(/\/auth/);
});

test.describe('unknown paths', () => {
  // The page itself answers 404 on purpose, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/404|not found/i);
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});

async function expectNoSeriousViolations(page: import('@playwright/test').Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${label}: serious or critical axe violations`,
  ).toEqual([]);
}

test('axe-core finds no serious or critical violations on /, /auth and /dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, '/');
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expectNoSeriousViolations(page, '/auth');
  await createAccount(page);
  await page.goto('/dashboard');
  // A new owner's dashboard may open the Setup Guide dialog by itself (which hides the page's heading from
  // the accessibility tree): check whichever state the page is in, and the page itself once it is closed.
  const guide = page.getByRole('dialog', { name: 'Setup Guide' });
  await expect(guide.or(page.getByRole('heading', { level: 1, name: 'Dashboard' })).first()).toBeVisible();
  if (await guide.isVisible()) {
    await expectNoSeriousViolations(page, '/dashboard with the Setup Guide open');
    await guide.getByRole('button', { name: 'Skip for now' }).click();
    await expect(guide).toBeHidden();
  }
  await expectNoSeriousViolations(page, '/dashboard');
});
