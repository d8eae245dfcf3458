/**
 * Live updates (issue 5): a visitor chats, and the owner's open /leads, /conversations and /dashboard show the
 * new lead without a reload — also when the visitor and the owner reach different server processes.
 */
import { createAccount, uniqueEmail } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { startStandalonePostgres, type StandalonePostgres } from '../support/postgres';
import { startServer, type RunningServer } from '../support/server';
import {
  closeSetupGuideIfOpen,
  createVisitor,
  createWebsite,
  expectNotReloaded,
  markDocument,
} from './owner-helpers';

/** The spec's bound for a change to show up; measured from the moment the visitor's reply came back. */
const LIVE_WITHIN_MS = 2000;

test.describe('live updates', () => {
  test('a new lead appears on /leads, /conversations and /dashboard without a reload', async ({
    page,
    baseURL,
  }) => {
    await createAccount(page);
    await page.goto('/dashboard');
    const websiteId = await createWebsite(page, `Live Plumbing ${Date.now()}`);
    await closeSetupGuideIfOpen(page);

    const leadsPage = page;
    await leadsPage.goto('/leads');
    await expect(leadsPage.getByText('No leads found')).toBeVisible();
    await expect(leadsPage.getByText('Live', { exact: true })).toBeVisible();
    await markDocument(leadsPage);

    const conversationsPage = await page.context().newPage();
    await conversationsPage.goto('/conversations');
    await expect(conversationsPage.getByText('No conversations found')).toBeVisible();
    await expect(conversationsPage.getByText('Live', { exact: true })).toBeVisible();

    const dashboardPage = await page.context().newPage();
    await dashboardPage.goto('/dashboard');
    const leadsCard = dashboardPage.locator('[data-slot="card"]', {
      has: dashboardPage.getByRole('heading', { name: 'Leads Captured' }),
    });
    await expect(leadsCard.getByText('0', { exact: true })).toBeVisible();
    await expect(dashboardPage.getByText('Live', { exact: true })).toBeVisible();

    const visitor = await createVisitor(baseURL!);
    const visitorData = { name: 'Anna Live', email: 'anna.live@example.com' };
    const visitorId = `visitor-${Date.now()}`;
    const first = await visitor.say({
      websiteId,
      visitorId,
      message: 'Hi, I need a quote for a new boiler',
      visitorData,
    });
    // A new conversation shows up on /conversations by itself.
    await expect(conversationsPage.getByText('Anna Live')).toBeVisible({ timeout: LIVE_WITHIN_MS });
    await visitor.say({
      websiteId,
      visitorId,
      conversationId: first.conversationId,
      message: 'Please call me on +1 415 555 0100, I want to book this week',
      visitorData,
    });
    const replied = Date.now();
    await expect(leadsPage.getByRole('table').getByText('Anna Live', { exact: true })).toBeVisible({
      timeout: LIVE_WITHIN_MS,
    });
    expect(Date.now() - replied).toBeLessThan(LIVE_WITHIN_MS + 500);
    await expect(conversationsPage.getByText('Lead - new')).toBeVisible({ timeout: LIVE_WITHIN_MS });
    await expect(leadsCard.getByText('1', { exact: true })).toBeVisible({ timeout: LIVE_WITHIN_MS });
    await expectNotReloaded(leadsPage);
    await visitor.dispose();
  });
});

test.describe('live updates across server processes', () => {
  test.describe.configure({ timeout: 240_000 });
  let database: StandalonePostgres;
  let serverA: RunningServer;
  let serverB: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    database = await startStandalonePostgres();
    const env = { DATABASE_URL: database.url, AUTH_REQUIRE_EMAIL_VERIFICATION: '0' };
    serverA = await startServer({ env, name: 'live-a' });
    serverB = await startServer({ env, name: 'live-b' });
  });

  test.afterAll(async () => {
    await serverA?.stop();
    await serverB?.stop();
    await database?.dispose();
  });

  test('a visitor on process A reaches the owner watching through process B', async ({ page }) => {
    await page.goto(`${serverB.baseURL}/auth`);
    const origin = serverB.baseURL;
    await createAccount(page, { email: uniqueEmail('live-b'), username: 'liveowner' }, { origin });
    await page.goto(`${origin}/dashboard`);
    const websiteId = await createWebsite(page, 'Across Processes', origin);
    await closeSetupGuideIfOpen(page);
    await page.goto(`${origin}/leads`);
    await expect(page.getByText('No leads found')).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await markDocument(page);

    const visitor = await createVisitor(serverA.baseURL);
    const visitorData = { name: 'Otto Across', email: 'otto@example.com' };
    const visitorId = `visitor-${Date.now()}`;
    const first = await visitor.say({
      websiteId,
      visitorId,
      message: 'Hi, I need a quote for a new roof',
      visitorData,
    });
    await visitor.say({
      websiteId,
      visitorId,
      conversationId: first.conversationId,
      message: 'Please call me on +1 415 555 0199, I want to book this week',
      visitorData,
    });
    await expect(page.getByRole('table').getByText('Otto Across', { exact: true })).toBeVisible({
      timeout: LIVE_WITHIN_MS,
    });
    await expectNotReloaded(page);
    await visitor.dispose();
  });
});
