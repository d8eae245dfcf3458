/**
 * The purchase journey in the local payment test mode (no Stripe key): pricing → sign up → checkout → Pay →
 * /payment-success → /profile → cancel in the billing portal → /profile shows no subscription.
 */
import { expect, test } from '../support/fixtures';
import { signUp } from '../support/auth';
import { clickAndFollow } from './account-helpers';

test('buys the chatbot plan in test mode, sees it on the profile, and cancels it in the portal', async ({
  page,
}) => {
  // Signed out, a pricing button sends the visitor to /auth (docs/product/roles.md).
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Start 14-Day Free Trial' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signUp(page);

  await page.goto('/pricing');
  const trialButton = page.getByRole('button', { name: 'Start 14-Day Free Trial' });
  const checkout = await clickAndFollow(
    page,
    () => trialButton.click(),
    /\/api\/billing\/test-mode\/checkout\//,
  );
  await expect(checkout.getByRole('note')).toHaveText(/TEST MODE/);
  await expect(checkout.getByRole('heading', { name: 'AI Chatbot' })).toBeVisible();
  await expect(checkout.locator('.price')).toHaveText(/^\$37\.70/);
  await expect(checkout.getByText(/14-day free trial/)).toBeVisible();

  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(checkout).toHaveURL(/\/payment-success\?session_id=cs_test_/);
  await expect(checkout.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const details = checkout.getByRole('definition');
  await expect(details.filter({ hasText: 'AI Chatbot' })).toBeVisible();
  await expect(details.filter({ hasText: /^Active$/ })).toBeVisible();
  await expect(checkout.getByText('Free trial ends')).toBeVisible();
  await expect(checkout.getByRole('link', { name: 'View Setup Guide' })).toHaveAttribute(
    'href',
    '/feature-guide',
  );
  await expect(checkout.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');

  await checkout.getByRole('link', { name: 'Go to Profile' }).click();
  await expect(checkout).toHaveURL(/\/profile$/);
  const subscriptionCard = checkout.locator('[data-slot="card"]').filter({ hasText: 'Next billing date' });
  await expect(subscriptionCard.getByText('AI Chatbot')).toBeVisible();
  await expect(subscriptionCard.getByText('Active (free trial)')).toBeVisible();
  await expect(subscriptionCard.getByRole('link', { name: /View Plans/ })).toHaveAttribute(
    'target',
    '_blank',
  );

  const portal = await clickAndFollow(
    checkout,
    () => subscriptionCard.getByRole('button', { name: 'Manage Subscription' }).click(),
    /\/api\/billing\/test-mode\/portal\//,
  );
  await expect(portal.getByRole('note')).toHaveText(/TEST MODE/);
  await portal.getByRole('button', { name: 'Cancel AI Chatbot subscription' }).click();
  await expect(portal.getByRole('status')).toHaveText('Your subscription has been canceled.');

  await checkout.bringToFront();
  await checkout.reload();
  const cardAfter = checkout.locator('[data-slot="card"]').filter({ hasText: 'Next billing date' });
  await expect(cardAfter.getByText('No active plan')).toBeVisible();
  await expect(cardAfter.getByText('Canceled')).toBeVisible();
});

test('Cancel on the test-mode checkout page leads to /payment-canceled with the way back', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/pricing');
  const checkout = await clickAndFollow(
    page,
    () => page.getByRole('button', { name: 'Get Smart Website for $999' }).click(),
    /\/api\/billing\/test-mode\/checkout\//,
  );
  await expect(checkout.getByRole('heading', { name: 'Smart Website + AI' })).toBeVisible();
  await expect(checkout.locator('.price')).toHaveText('$999');
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await expect(checkout).toHaveURL(/\/payment-canceled$/);
  await expect(checkout.getByRole('heading', { name: 'Payment Canceled' })).toBeVisible();
  await expect(checkout.getByText('Possible reasons')).toBeVisible();
  await expect(checkout.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  await expect(checkout.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
});

test('a signed-out visitor on /payment-success is sent to /auth', async ({ page }) => {
  await page.goto('/payment-success?session_id=cs_test_whatever');
  await expect(page).toHaveURL(/\/auth$/);
});
