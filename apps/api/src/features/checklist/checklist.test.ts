/**
 * Issue 14: the pre-launch checklist on PostgreSQL. Each automatic item completes when its data appears and
 * un-completes when it goes; manual items toggle and are kept per website; progress and the launch threshold.
 */
import { checklistProgress, type Checklist } from '@leadchat/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarIntegrations,
  conversations,
  crawlRuns,
  gmbAccounts,
  knowledgeSources,
  messages,
  notificationSettings,
  subscriptions,
  user,
  websites,
  widgetSightings,
} from '../../db/schema.js';
import { grantActivePlan, signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { forgetRecentWidgetSightings } from './widget-sighting.service.js';

describe('pre-launch checklist', () => {
  let t: TestApp;
  let owner: HttpClient;
  let userId: string;
  let websiteId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = createHttpClient(t.app);
    ({ userId } = await signUpAndSignIn(owner, { sentEmails: t.sentEmails }));
  });
  afterAll(async () => t.close());

  async function checklist(query = ''): Promise<Checklist> {
    const response = await owner.get(`/api/checklist${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Checklist;
  }
  async function isDone(itemId: string): Promise<boolean> {
    const item = (await checklist(`?websiteId=${websiteId}`)).items.find((entry) => entry.id === itemId);
    if (!item) throw new Error(`no item ${itemId}`);
    return item.completed;
  }

  it('has 16 items in the five categories, each with a priority and an action', async () => {
    const empty = await checklist();
    expect(empty.websiteId).toBeNull();
    expect(empty.items).toHaveLength(16);
    expect(new Set(empty.items.map((item) => item.category))).toEqual(
      new Set(['technical', 'security', 'ux', 'business', 'content']),
    );
    for (const item of empty.items) {
      expect(['critical', 'high', 'medium', 'low']).toContain(item.priority);
      expect(item.action?.href).toMatch(/^\//);
    }
    expect(empty.items.find((item) => item.id === 'website-added')).toMatchObject({
      completed: false,
      automated: true,
    });
    expect(empty.progress).toBe(0);
    expect(empty.readyForLaunch).toBe(false);
  });

  it('completes "Add your website" with a website, and un-completes it when the website goes', async () => {
    const created = await owner.post('/api/websites', { name: 'Plumbing Co', domain: 'plumbing.example' });
    expect(created.status).toBe(201);
    const temporary = (await created.json()) as { id: string };
    expect((await checklist()).items.find((item) => item.id === 'website-added')?.completed).toBe(true);
    expect((await owner.delete(`/api/websites/${temporary.id}`)).status).toBe(204);
    expect((await checklist()).items.find((item) => item.id === 'website-added')?.completed).toBe(false);

    await grantActivePlan({ db: t.database.db, userId });
    const kept = await owner.post('/api/websites', {
      name: 'Plumbing Co',
      domain: 'https://plumbing.example',
    });
    websiteId = ((await kept.json()) as { id: string }).id;
    expect((await checklist()).websiteId).toBe(websiteId);
  });

  it('completes "Install the chat widget" when a page of the site fetched its config, not another site', async () => {
    expect(await isDone('widget-installed')).toBe(false);
    forgetRecentWidgetSightings();
    const foreign = await t.app.request(`http://localhost:3000/api/widget/${websiteId}/config`, {
      headers: { origin: 'https://someone-else.example' },
    });
    expect(foreign.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await isDone('widget-installed')).toBe(false);

    const own = await t.app.request(`http://localhost:3000/api/widget/${websiteId}/config`, {
      headers: { origin: 'https://www.plumbing.example' },
    });
    expect(own.status).toBe(200);
    await expect.poll(() => isDone('widget-installed'), { timeout: 5000 }).toBe(true);

    // Not seen for more than 30 days: the widget has probably been taken off the site.
    await t.database.db
      .update(widgetSightings)
      .set({ lastSeenAt: sql`now() - interval '31 days'` })
      .where(eq(widgetSightings.websiteId, websiteId));
    expect(await isDone('widget-installed')).toBe(false);
    await t.database.db.update(widgetSightings).set({ lastSeenAt: sql`now()` });
    expect(await isDone('widget-installed')).toBe(true);
    // The owner moved the website to another domain: the old sighting no longer counts.
    await owner.patch(`/api/websites/${websiteId}`, { domain: 'https://new-plumbing.example' });
    expect(await isDone('widget-installed')).toBe(false);
    await owner.patch(`/api/websites/${websiteId}`, { domain: 'https://plumbing.example' });
  });

  it('completes "Connect a calendar" while an active calendar integration exists', async () => {
    expect(await isDone('calendar-connected')).toBe(false);
    const [row] = await t.database.db
      .insert(calendarIntegrations)
      .values({
        websiteId,
        provider: 'calendly',
        integrationConfig: { booking_url: 'https://cal.example/x' },
      })
      .returning({ id: calendarIntegrations.id });
    expect(await isDone('calendar-connected')).toBe(true);
    await t.database.db
      .update(calendarIntegrations)
      .set({ isActive: false })
      .where(eq(calendarIntegrations.id, row!.id));
    expect(await isDone('calendar-connected')).toBe(false);
    await t.database.db.delete(calendarIntegrations).where(eq(calendarIntegrations.id, row!.id));
  });

  it('completes "Connect Google Business Profile" while a GMB account exists', async () => {
    expect(await isDone('gmb-connected')).toBe(false);
    await t.database.db.insert(gmbAccounts).values({ websiteId, googleAccountEmail: 'owner@example.test' });
    expect(await isDone('gmb-connected')).toBe(true);
    await t.database.db.delete(gmbAccounts).where(eq(gmbAccounts.websiteId, websiteId));
    expect(await isDone('gmb-connected')).toBe(false);
  });

  it('completes "Customise the AI instructions" when they differ from the default text', async () => {
    expect(await isDone('ai-instructions-customised')).toBe(false);
    await owner.patch(`/api/websites/${websiteId}`, { aiInstructions: 'We fix leaks in Leeds. Be brief.' });
    expect(await isDone('ai-instructions-customised')).toBe(true);
    // An empty text puts the default back.
    await owner.patch(`/api/websites/${websiteId}`, { aiInstructions: '' });
    expect(await isDone('ai-instructions-customised')).toBe(false);
  });

  it('completes "Have a test conversation" once the assistant has answered on the website', async () => {
    expect(await isDone('test-conversation')).toBe(false);
    const [conversation] = await t.database.db
      .insert(conversations)
      .values({ websiteId, visitorId: 'test_visitor' })
      .returning({ id: conversations.id });
    await t.database.db
      .insert(messages)
      .values({ conversationId: conversation!.id, role: 'user', content: 'Hi' });
    expect(await isDone('test-conversation')).toBe(false);
    await t.database.db
      .insert(messages)
      .values({ conversationId: conversation!.id, role: 'assistant', content: 'Hello! How can I help?' });
    expect(await isDone('test-conversation')).toBe(true);
    await t.database.db.delete(conversations).where(eq(conversations.id, conversation!.id));
    expect(await isDone('test-conversation')).toBe(false);
  });

  it('completes "Turn on new-lead alerts" while an email or text alert for new leads is on', async () => {
    // Never set up: alerts go to the owner's sign-in address (notifications service), so the item is done.
    expect(await isDone('lead-alerts-on')).toBe(true);
    await t.database.db
      .insert(notificationSettings)
      .values({ websiteId, isEmailAlertOn: true, alertEmails: ['owner@example.test'] });
    expect(await isDone('lead-alerts-on')).toBe(true);
    await t.database.db
      .update(notificationSettings)
      .set({ alertKinds: ['booking_requested'] })
      .where(eq(notificationSettings.websiteId, websiteId));
    expect(await isDone('lead-alerts-on')).toBe(false);
    await t.database.db.delete(notificationSettings).where(eq(notificationSettings.websiteId, websiteId));
    // The old Email Setup's address with its switch off: off.
    await t.database.db
      .update(websites)
      .set({ notificationEmail: 'old@example.test', notifyOnNewLead: false })
      .where(eq(websites.id, websiteId));
    expect(await isDone('lead-alerts-on')).toBe(false);
    await t.database.db.update(websites).set({ notificationEmail: null }).where(eq(websites.id, websiteId));
    expect(await isDone('lead-alerts-on')).toBe(true);
  });

  it('completes "Turn on two-factor sign-in" and "Choose a plan" from the account', async () => {
    expect(await isDone('two-factor-on')).toBe(false);
    await t.database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
    expect(await isDone('two-factor-on')).toBe(true);
    await t.database.db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
    expect(await isDone('two-factor-on')).toBe(false);

    expect(await isDone('plan-chosen')).toBe(true);
    await t.database.db.delete(subscriptions).where(eq(subscriptions.userId, userId));
    expect(await isDone('plan-chosen')).toBe(false);
    await grantActivePlan({ db: t.database.db, userId });
    expect(await isDone('plan-chosen')).toBe(true);
  });

  it('completes "Teach the assistant" with a finished crawl or at least 3 FAQs', async () => {
    expect(await isDone('knowledge-learnt')).toBe(false);
    const faq = (n: number) => ({
      websiteId,
      kind: 'faq' as const,
      question: `Q${n}?`,
      answer: `A${n}.`,
      position: n,
    });
    await t.database.db.insert(knowledgeSources).values([faq(1), faq(2)]);
    expect(await isDone('knowledge-learnt')).toBe(false);
    await t.database.db.insert(knowledgeSources).values(faq(3));
    expect(await isDone('knowledge-learnt')).toBe(true);
    await t.database.db
      .delete(knowledgeSources)
      .where(and(eq(knowledgeSources.websiteId, websiteId), eq(knowledgeSources.question, 'Q3?')));
    expect(await isDone('knowledge-learnt')).toBe(false);
    const [run] = await t.database.db
      .insert(crawlRuns)
      .values({ websiteId, status: 'failed' })
      .returning({ id: crawlRuns.id });
    expect(await isDone('knowledge-learnt')).toBe(false);
    await t.database.db.update(crawlRuns).set({ status: 'done' }).where(eq(crawlRuns.id, run!.id));
    expect(await isDone('knowledge-learnt')).toBe(true);
  });

  it('toggles manual items per website; automated items and unknown ids are refused', async () => {
    const ticked = await owner.put(`/api/checklist/${websiteId}/items/mobile-checked`, { completed: true });
    expect(ticked.status).toBe(200);
    expect(((await ticked.json()) as Checklist).items.find((i) => i.id === 'mobile-checked')?.completed).toBe(
      true,
    );
    expect(await isDone('mobile-checked')).toBe(true);

    const other = await owner.post('/api/websites', { name: 'Second', domain: 'second.example' });
    const otherId = ((await other.json()) as { id: string }).id;
    const otherList = await checklist(`?websiteId=${otherId}`);
    expect(otherList.items.find((i) => i.id === 'mobile-checked')?.completed).toBe(false);

    await owner.put(`/api/checklist/${websiteId}/items/mobile-checked`, { completed: false });
    expect(await isDone('mobile-checked')).toBe(false);

    const automated = await owner.put(`/api/checklist/${websiteId}/items/website-added`, {
      completed: false,
    });
    expect(automated.status).toBe(400);
    const unknown = await owner.put(`/api/checklist/${websiteId}/items/no-such-item`, { completed: true });
    expect(unknown.status).toBe(404);
    const badBody = await owner.put(`/api/checklist/${websiteId}/items/mobile-checked`, { completed: 'yes' });
    expect(badBody.status).toBe(400);
  });

  it("answers 404 for another owner's website and 401 when signed out", async () => {
    const stranger = createHttpClient(t.app);
    await signUpAndSignIn(stranger, { sentEmails: t.sentEmails });
    expect((await stranger.get(`/api/checklist?websiteId=${websiteId}`)).status).toBe(404);
    expect(
      (await stranger.put(`/api/checklist/${websiteId}/items/mobile-checked`, { completed: true })).status,
    ).toBe(404);
    expect((await createHttpClient(t.app).get('/api/checklist')).status).toBe(401);
    expect((await owner.get('/api/checklist?websiteId=not-a-uuid')).status).toBe(400);
  });

  it('shows the Ready for Launch state from 80 % (13 of 16 items), not at 75 %', async () => {
    await t.database.db
      .delete(websites)
      .where(and(eq(websites.userId, userId), sql`${websites.id} <> ${websiteId}`));
    // Done now: website, widget (seen), plan, knowledge (crawl) = 4 automated. Add six more automated…
    await owner.patch(`/api/websites/${websiteId}`, { aiInstructions: 'We fix leaks in Leeds.' });
    await t.database.db.insert(calendarIntegrations).values({ websiteId, provider: 'custom' });
    await t.database.db.insert(gmbAccounts).values({ websiteId });
    await t.database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
    const [conversation] = await t.database.db
      .insert(conversations)
      .values({ websiteId, visitorId: 'v' })
      .returning({ id: conversations.id });
    await t.database.db
      .insert(messages)
      .values({ conversationId: conversation!.id, role: 'assistant', content: 'Hi' });
    await t.database.db
      .insert(notificationSettings)
      .values({ websiteId, isSmsAlertOn: true, alertPhone: '+14155550100' });
    let list = await checklist(`?websiteId=${websiteId}`);
    expect(list.items.filter((item) => item.completed)).toHaveLength(10);
    // …and two manual ones: 12 of 16 = 75 %.
    await owner.put(`/api/checklist/${websiteId}/items/mobile-checked`, { completed: true });
    await owner.put(`/api/checklist/${websiteId}/items/unique-password`, { completed: true });
    list = await checklist(`?websiteId=${websiteId}`);
    expect(list.progress).toBe(75);
    expect(list.readyForLaunch).toBe(false);
    await owner.put(`/api/checklist/${websiteId}/items/answers-reviewed`, { completed: true });
    list = await checklist(`?websiteId=${websiteId}`);
    expect(list.progress).toBe(81);
    expect(list.readyForLaunch).toBe(true);
  });
});

describe('checklist progress', () => {
  const items = (done: number, total: number) =>
    Array.from({ length: total }, (_, index) => ({ completed: index < done }));
  it('is the rounded percent of completed items', () => {
    expect(checklistProgress(items(0, 16))).toBe(0);
    expect(checklistProgress(items(1, 16))).toBe(6); // 6.25
    expect(checklistProgress(items(2, 16))).toBe(13); // 12.5 rounds up
    expect(checklistProgress(items(13, 16))).toBe(81); // 81.25
    expect(checklistProgress(items(16, 16))).toBe(100);
    expect(checklistProgress(items(4, 5))).toBe(80);
    expect(checklistProgress([])).toBe(0);
  });
});
