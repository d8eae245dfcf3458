/**
 * Issue 14: the referral programme in the browser. A referrer copies their link from the Referrals card; a business
 * opens it, signs up on /auth and confirms its email from the outbox; the referrer's card counts the sign-up; the
 * referred account buys in the payments test mode and the card counts a paid referral with its commission; an
 * administrator records the payout. axe on the card, the programme page, the admin card and its dialog.
 */
import { expect, test } from '../support/fixtures';
import { createAccount, strongPassword, uniqueEmail, uniqueUsername } from '../support/auth';
import { findLink, waitForEmail } from '../support/outbox';
import { clickAndFollow, runAdminCli, seriousViolations } from './account-helpers';

test('a sign-up through a referral link becomes a paid referral, and the payout is recorded', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The referrer: the Referrals card in /profile with their link.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await createAccount(page, { username: uniqueUsername('referrer') });
  await page.goto('/profile');
  const card = page.getByTestId('referrals-card');
  await expect(card.getByRole('heading', { name: 'Referrals' })).toBeVisible();
  const linkField = card.getByLabel('Your referral link');
  await expect(linkField).toHaveValue(/\/auth\?ref=[a-z2-9]{16}$/);
  const link = await linkField.inputValue();
  await expect(card.getByText('Payouts are made by hand')).toBeVisible();
  await expect(card.getByTestId('referral-figure-sign-ups')).toContainText('0');
  expect(await seriousViolations(page), 'axe on /profile with the Referrals card').toEqual([]);

  await card.getByRole('button', { name: 'Copy referral link' }).click();
  await expect(card.getByRole('button', { name: 'Copied referral link' })).toHaveText('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(card.getByRole('button', { name: 'Copy referral link' })).toBeVisible({ timeout: 4000 });

  await card.getByRole('textbox', { name: 'Payout details' }).fill('PayPal: referrer@example.com');
  await card.getByRole('button', { name: 'Save Payout Details' }).click();
  await expect(page.getByText('Payout details saved')).toBeVisible();

  // The referred business, in its own browser: the link opens Sign Up; it signs up and confirms from the outbox.
  const referredContext = await browser.newContext();
  const referred = await referredContext.newPage();
  const since = new Date(Date.now() - 1000);
  const email = uniqueEmail('referred');
  await referred.goto(new URL(link).pathname + new URL(link).search);
  const form = referred.getByRole('form', { name: 'Sign up' });
  await expect(form).toBeVisible();
  await form.getByLabel('Username').fill(uniqueUsername('referred'));
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(strongPassword());
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(referred.getByText('Check your email to confirm your account!')).toBeVisible();

  await page.reload();
  await expect(card.getByTestId('referral-figure-link-visits')).toContainText('1');
  await expect(card.getByTestId('referral-figure-sign-ups')).toContainText('1 awaiting email confirmation');

  const confirmation = await waitForEmail(email, { since });
  await referred.goto(findLink(confirmation, '/api/auth/verify-email'));
  await expect(referred).toHaveURL(/\/dashboard$/);

  await page.reload();
  await expect(card.getByTestId('referral-figure-sign-ups')).toHaveText(/^Sign-ups1$/);
  await expect(card.getByTestId('referral-figure-paid-referrals')).toContainText('0');

  // The referred account buys the Smart Website in the payments test mode.
  await referred.goto('/pricing');
  const checkout = await clickAndFollow(
    referred,
    () => referred.getByRole('button', { name: 'Get Smart Website for $999' }).click(),
    /\/api\/billing\/test-mode\/checkout\//,
  );
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(checkout.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await referredContext.close();

  await page.reload();
  await expect(card.getByTestId('referral-figure-paid-referrals')).toContainText('1');
  await expect(card.getByTestId('referral-figure-commission-owed')).toContainText('$199.80');
  await expect(card.getByText(/On a plan now: .*Smart Website \+ AI 1/)).toBeVisible();

  // An administrator pays by hand and records it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = await createAccount(adminPage, { username: uniqueUsername('boss') });
  await runAdminCli('grant', admin.email);
  await adminPage.goto('/admin');
  const adminCard = adminPage.getByTestId('admin-referrals-card');
  await expect(adminCard.getByRole('heading', { name: 'Referral Programme' })).toBeVisible();
  const row = adminCard.getByRole('row').filter({ hasText: '$199.80' }).first();
  await expect(row).toBeVisible();
  expect(await seriousViolations(adminPage), 'axe on /admin with the referral programme').toEqual([]);
  await row.getByRole('button', { name: /^Mark as paid/i }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Record a payout' });
  await expect(dialog.getByText('PayPal: referrer@example.com')).toBeVisible();
  await expect(dialog.getByText(/LeadChat does not send money/)).toBeVisible();
  expect(await seriousViolations(adminPage), 'axe on the payout dialog').toEqual([]);
  await dialog.getByLabel('Reference (optional)').fill('PayPal 7XK2');
  await dialog.getByRole('button', { name: 'Mark $199.80 as Paid' }).click();
  await expect(adminPage.getByText('Recorded a payout of $199.80')).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(card.getByTestId('referral-figure-commission-owed')).toContainText('$0');
  await expect(card.getByTestId('referral-figure-paid-out')).toContainText('$199.80');
  await expect(card.getByRole('listitem').filter({ hasText: '$199.80' })).toBeVisible();
});

test('the landing page and /about lead to the referral programme page', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('link', { name: 'Referral programme' }).click();
  await expect(page).toHaveURL(/\/referral-programme$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Earn by recommending LeadChat' })).toBeVisible();
  await expect(page.getByText('Payouts are manual.')).toBeVisible();
  // The live rate replaces "a share" once loaded.
  await expect(page.getByText(/earn 20% of every payment/)).toBeVisible();
  expect(await seriousViolations(page), 'axe on /referral-programme').toEqual([]);

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Referral programme' })).toHaveAttribute(
    'href',
    '/referral-programme',
  );
});
