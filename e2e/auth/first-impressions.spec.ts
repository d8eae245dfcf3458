/**
 * What a new visitor meets first (issue 16, point 6): "Get Started" opens the Sign Up tab, a tab chosen the moment
 * it appears is kept (also across a reload), and a Setup Guide the new owner closed stays closed on the next visit.
 */
import { createAccount } from '../support/auth';
import { expect, test } from '../support/fixtures';

test('Get Started in the header opens /auth on the Sign Up tab', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible();
  await expect(page).toHaveTitle(/Sign Up/);
});

test('a tab clicked as soon as it appears on a slow device is kept, also after a reload', async ({
  page,
}) => {
  // A slow phone: the page's code runs four times slower.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/auth', { waitUntil: 'commit' });
  const signUpTab = page.getByRole('tab', { name: 'Sign Up' });
  await signUpTab.click();
  await expect(signUpTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signin$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});

test('a new owner who closes the Setup Guide does not meet it again on the next visit', async ({ page }) => {
  await createAccount(page);
  await page.goto('/dashboard');
  const guide = page.getByRole('dialog', { name: 'Setup Guide' });
  // A new owner (no website yet) gets the guide by itself…
  await expect(guide).toBeVisible();
  // …and closes it without finishing it, with Escape.
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();

  const websitesLoaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/websites' && response.ok(),
  );
  await page.reload();
  await websitesLoaded;
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The guide would open right after the websites arrive; give the page time to do it, then check it did not.
  await page.waitForTimeout(1000);
  await expect(guide).toBeHidden();

  // Still one click away.
  await page.getByRole('button', { name: 'Open Setup Guide' }).click();
  await expect(guide).toBeVisible();
});
