/**
 * Google Business Profile (issue 12) in the browser against a local fake Google speaking the OAuth and Business
 * Profile wire formats: connect (consent → /gmb-callback → back to /gmb-manager), the locations, a sync, a draft
 * that says where it came from, editing and posting (Responded), then the review_responses automation: a 2★ review
 * waits in the approval queue and is not posted, a 5★ one is posted by the background worker once its delay is
 * over, and approving the 2★ draft posts it. axe-core on each screen.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  startFakeGoogleBusiness,
  type FakeGoogleBusiness,
} from '../../apps/api/src/adapters/google-business/testing/fake-google-business';
import { createAccount, uniqueEmail } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { startServer, type RunningServer } from '../support/server';
import { closeSetupGuideIfOpen, createWebsite } from './owner-helpers';

let google: FakeGoogleBusiness;
let server: RunningServer;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  google = await startFakeGoogleBusiness();
  server = await startServer({
    name: 'gmb',
    env: {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_OAUTH_BASE_URL: google.url,
      GOOGLE_API_BASE_URL: google.url,
      AUTH_REQUIRE_EMAIL_VERIFICATION: '0',
      RATE_LIMIT_MULTIPLIER: '50',
    },
  });
});

test.afterAll(async () => {
  await server?.dispose();
  await google?.close();
});

async function expectNoSeriousViolations(page: Page, what: string) {
  await page.waitForTimeout(400); // dialogs' open animation
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious, what).toEqual([]);
}

function reviewCard(page: Page, reviewer: string) {
  return page.getByTestId('gmb-review').filter({ has: page.getByRole('heading', { name: reviewer }) });
}

test('connect → locations → sync → draft → edit → post, then the automation queues 2★ and posts 5★', async ({
  page,
}) => {
  const origin = server.baseURL;
  const anna = google.addReview({
    reviewer: 'Anna Smith',
    rating: 4,
    comment: 'Quick to come out, but the invoice took weeks to arrive.',
    createTime: new Date(Date.now() - 3 * 24 * 3600_000),
  });
  google.addReview({
    reviewer: 'Ben Ode',
    rating: 5,
    comment: 'Spotless work.',
    createTime: new Date(Date.now() - 5 * 24 * 3600_000),
  });

  await createAccount(page, { email: uniqueEmail('gmb'), username: 'gmbowner' }, { origin });
  await page.goto(`${origin}/dashboard`);
  await createWebsite(page, 'Rivera Plumbing', origin);
  await closeSetupGuideIfOpen(page);

  // The connect screen.
  await page.goto(`${origin}/gmb-manager`);
  await expect(page.getByRole('heading', { level: 1, name: 'Google My Business' })).toBeVisible();
  const connect = page.getByRole('button', { name: 'Connect Google My Business' });
  await expect(connect).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'connect screen');

  // Google's consent (the fake consents at once) → /gmb-callback → back to /gmb-manager after 2 s.
  await connect.click();
  await expect(page).toHaveURL(/\/gmb-callback\?/);
  await expect(page.getByRole('heading', { name: 'Google My Business connected' })).toBeVisible();
  await expect(page.getByText(`Connected as ${google.accountEmail}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/gmb-manager\?website=/, { timeout: 10_000 });

  // The account and its locations.
  await expect(page.getByText(google.accountEmail)).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByText('Rivera Plumbing — Downtown')).toBeVisible();
  await expect(page.getByText('12 Main St, Springfield, IL 62701')).toBeVisible();
  await expect(page.getByLabel(/Rivera Plumbing — Westside/)).toBeChecked();
  await expectNoSeriousViolations(page, 'overview');

  // Sync (the background worker may already have fetched them: either way both reviews are there).
  await page.getByRole('button', { name: 'Sync Reviews' }).click();
  await expect(page.getByText(/^Synced \d+ new reviews$/)).toBeVisible();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(reviewCard(page, 'Anna Smith')).toBeVisible();
  await expect(reviewCard(page, 'Anna Smith').getByText('Pending', { exact: true })).toBeVisible();
  await expect(reviewCard(page, 'Ben Ode')).toBeVisible();
  await expectNoSeriousViolations(page, 'reviews');

  // The draft says it comes from a template (this server has no AI model); the owner edits it and posts.
  await page.getByRole('button', { name: 'Reply to Anna Smith' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reply to the review' });
  await expect(dialog.getByTestId('gmb-draft-source')).toHaveText('Template draft');
  await expect(dialog.getByText(/No AI model is configured on this server/)).toBeVisible();
  const reply = dialog.getByLabel('Your reply');
  await expect(reply).toHaveValue(/Anna/);
  await expect(reply).toHaveValue(/Rivera Plumbing/);
  await expectNoSeriousViolations(page, 'reply dialog');
  await reply.fill("Thank you, Anna! Sorry about the slow invoice: we've moved to same-day invoicing.");
  await expect(dialog.getByTestId('gmb-draft-source')).toHaveText('Your text');
  await dialog.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText('Reply posted to Google')).toBeVisible();
  await expect(dialog).toBeHidden();
  const annaCard = reviewCard(page, 'Anna Smith');
  await expect(annaCard.getByText('Responded', { exact: true })).toBeVisible();
  await expect(annaCard.getByText('Posted by you from LeadChat')).toBeVisible();
  expect(google.findReview(anna.name)?.reviewReply?.comment).toBe(
    "Thank you, Anna! Sorry about the slow invoice: we've moved to same-day invoicing.",
  );
  expect(google.replyPuts(anna.name)).toBe(1);

  // Automations: review responses on; auto posts and Q&A can't be, and say why.
  await page.getByRole('tab', { name: 'Automations' }).click();
  const qa = page.getByRole('switch', { name: 'Q&A responses' });
  await expect(qa).toBeDisabled();
  await expect(page.getByText(/Google discontinued its Q&A API/)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Auto posts' })).toBeDisabled();
  await page.getByRole('switch', { name: 'Review responses' }).click();
  await expect(page.getByText('Review responses automation enabled')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Review responses' })).toBeChecked();
  await expectNoSeriousViolations(page, 'automations');

  // Two new reviews: a 5★ written two hours ago (its 5–60 minute delay is over) and a 2★ one.
  const priya = google.addReview({
    reviewer: 'Priya Patel',
    rating: 5,
    comment: 'Fixed the boiler on a Sunday!',
    createTime: new Date(Date.now() - 2 * 3600_000),
  });
  const tom = google.addReview({ reviewer: 'Tom Brown', rating: 2, comment: 'Left a mess in the kitchen.' });
  await page.getByRole('button', { name: 'Sync Reviews' }).click();
  await expect(page.getByText('Synced 2 new reviews')).toBeVisible();

  // The worker posts the 5★ reply by itself; the 2★ waits for the owner.
  await expect.poll(() => google.replyPuts(priya.name), { timeout: 30_000 }).toBe(1);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await page.reload();
  const priyaCard = reviewCard(page, 'Priya Patel');
  await expect(priyaCard.getByText('Responded', { exact: true })).toBeVisible();
  await expect(priyaCard.getByText('Posted automatically by LeadChat')).toBeVisible();
  const tomCard = reviewCard(page, 'Tom Brown');
  await expect(tomCard.getByText('Pending', { exact: true })).toBeVisible();
  await expect(tomCard.getByText(/Awaiting your approval/)).toBeVisible();
  expect(google.replyPuts(tom.name)).toBe(0);

  // The owner reads the queued draft, edits it and approves: posted once.
  await page.getByRole('button', { name: 'Review and approve the reply to Tom Brown' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve the reply' });
  await expect(approve.getByLabel('Your reply')).toHaveValue(/Tom/);
  await approve
    .getByLabel('Your reply')
    .fill("Tom, we're sorry about the mess. Please call us and we'll put it right.");
  await approve.getByRole('button', { name: 'Approve and post' }).click();
  await expect(page.getByText('Reply approved and posted')).toBeVisible();
  await expect(tomCard.getByText('Responded', { exact: true })).toBeVisible();
  expect(google.replyPuts(tom.name)).toBe(1);
  expect(google.replyPuts(priya.name)).toBe(1);
});
