/** The public site with JavaScript: hydration, anchors, the support form, the demo widget, the signed-in redirect. */
import pg from 'pg';
import { createAccount, uniqueEmail } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { readEmbeddedDatabaseUrl } from '../support/server';
import { PUBLIC_PAGES } from './public-pages';

async function querySupportRequests(email: string): Promise<{ subject: string; message: string }[]> {
  const client = new pg.Client({ connectionString: readEmbeddedDatabaseUrl(process.env.E2E_DATA_DIR!) });
  await client.connect();
  try {
    const { rows } = await client.query<{ subject: string; message: string }>(
      'select subject, message from support_requests where email = $1',
      [email],
    );
    return rows;
  } finally {
    await client.end();
  }
}

test('every public page hydrates its pre-rendered markup instead of replacing it', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __staticH1: Element | null }).__staticH1 = document.querySelector('h1');
    });
  });
  for (const { path, h1 } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    // Interactive once hydrated: the header's menu works (React attached its handlers to the same nodes).
    await page.waitForLoadState('networkidle');
    const isSameNode = await page.evaluate(
      () => (window as unknown as { __staticH1: Element | null }).__staticH1 === document.querySelector('h1'),
    );
    expect(isSameNode, `${path} kept its pre-rendered h1`).toBe(true);
  }
});

test('header anchors scroll to the landing sections', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const header = page.getByRole('navigation', { name: 'Main' });
  for (const [label, id] of [
    ['Features', 'features'],
    ['How It Works', 'how-it-works'],
    ['Pricing', 'pricing'],
  ] as const) {
    await header.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  }
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('anchors jump without animation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    // No smooth scrolling: the section is in place on the next frame.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(page.locator('#pricing')).toBeInViewport();
  });
});

test('the support form validates, then stores the request and confirms', async ({ page }) => {
  await page.goto('/support');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();

  const email = uniqueEmail('support');
  await form.getByLabel('Name').fill('Dana Plumber');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill('Bottom-left widget');
  await form.getByLabel('Message').fill('Can the widget sit on the bottom left of my site?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours", { exact: true })).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  expect(await querySupportRequests(email)).toEqual([
    { subject: 'Bottom-left widget', message: 'Can the widget sit on the bottom left of my site?' },
  ]);
});

test('the demo widget pops up after about 3 seconds and answers with the real price', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('dialog', { name: 'LeadChat Assistant' });
  await expect(panel).toBeVisible({ timeout: 15_000 });
  // The delay counts from the page's start (the widget reads performance.now()), not from when goto returned at
  // the load event, which a busy machine delays.
  expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(3_000);

  await panel.getByRole('textbox', { name: 'Name' }).fill('Ann Visitor');
  await panel.getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
  await panel.getByRole('button', { name: 'Start Conversation' }).click();
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill('How much is the chatbot?');
  await input.press('Enter');
  const log = panel.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('$29', { timeout: 15_000 });
  await expect(log).toContainText('$37.70');
  await expect(log).toContainText('14-day free trial');
});

test('the widget test page loads the widget for the seeded test website', async ({ page }) => {
  await page.goto('/widget-test');
  await expect(
    page.getByRole('status').filter({ hasText: 'Widget loaded for the test website' }),
  ).toBeVisible();
  await expect(page.locator('leadchat-widget')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'AI Assistant' })).toBeVisible({ timeout: 15_000 });
});

test('a signed-in user goes from the landing page to the dashboard; pricing buttons check out', async ({
  page,
}) => {
  await createAccount(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/pricing');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Start 14-Day Free Trial' }).click();
  const checkout = await popup;
  await expect(checkout).not.toHaveURL(/\/auth/);
  await checkout.close();
});

test('a signed-out visitor is sent to /auth by the pricing buttons', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Buy Chatbot for $29' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
