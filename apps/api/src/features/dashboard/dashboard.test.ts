import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats, SystemStatus } from '@leadchat/contract';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { calendarIntegrations, gmbAccounts, whatsappAccounts } from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import {
  daysAgo,
  insertAppointment,
  insertConversation,
  insertWebsite,
} from '../conversations/owner-data.fixture.js';
import { probeAssistant } from './assistant-probe.js';
import { computeChangePercent, getSystemStatus } from './dashboard.service.js';

describe('dashboard API', () => {
  let t: TestApp;
  let owner: HttpClient;
  let other: HttpClient;
  let ownerId: string;
  let otherWebsite: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = createHttpClient(t.app);
    other = createHttpClient(t.app);
    ownerId = (await signUpAndSignIn(owner, { sentEmails: t.sentEmails })).userId;
    const otherId = (await signUpAndSignIn(other, { sentEmails: t.sentEmails })).userId;
    const db = t.database.db;
    const w1 = await insertWebsite(db, { userId: ownerId, name: 'One' });
    const w2 = await insertWebsite(db, { userId: ownerId, name: 'Two' });
    otherWebsite = await insertWebsite(db, { userId: otherId, name: 'Elsewhere' });

    // Conversations: last 30 days c1, c2, c4 (3); the 30 before c3, c5 (2); older c6.
    // Visitors: recent v1, v3 (2); previous v2, v4 (2); all time v1..v4 (4).
    // Leads by capture time: recent c1, c4, c5 (3); previous c3 (1); older c6; total 5.
    await insertConversation(db, { websiteId: w1, visitorId: 'v1', isLead: true, createdAt: daysAgo(5) });
    await insertConversation(db, { websiteId: w1, visitorId: 'v1', createdAt: daysAgo(10) });
    await insertConversation(db, { websiteId: w2, visitorId: 'v2', isLead: true, createdAt: daysAgo(35) });
    await insertConversation(db, {
      websiteId: w2,
      visitorId: 'v3',
      isLead: true,
      createdAt: daysAgo(20),
      capturedAt: daysAgo(2),
    });
    await insertConversation(db, {
      websiteId: w2,
      visitorId: 'v4',
      isLead: true,
      createdAt: daysAgo(50),
      capturedAt: daysAgo(20),
    });
    await insertConversation(db, { websiteId: w1, visitorId: 'v1', isLead: true, createdAt: daysAgo(70) });
    // Appointments: two recent, one cancelled (never counted), none in the previous window, one older.
    await insertAppointment(db, { websiteId: w1, createdAt: daysAgo(1) });
    await insertAppointment(db, { websiteId: w2, createdAt: daysAgo(3) });
    await insertAppointment(db, { websiteId: w2, createdAt: daysAgo(4), status: 'cancelled' });
    await insertAppointment(db, { websiteId: w1, createdAt: daysAgo(90) });
    // The other owner's data must not leak into these figures.
    await insertConversation(db, {
      websiteId: otherWebsite,
      visitorId: 'v1',
      isLead: true,
      createdAt: daysAgo(1),
    });
    await insertAppointment(db, { websiteId: otherWebsite, createdAt: daysAgo(1) });

    await db.insert(whatsappAccounts).values({ websiteId: w1, phoneNumberId: '123' });
    await db.insert(gmbAccounts).values({ websiteId: w2, googleAccountEmail: 'owner@gmail.test' });
  });
  afterAll(async () => t.close());

  it('needs a signed-in owner', async () => {
    const anonymous = createHttpClient(t.app);
    expect((await anonymous.get('/api/dashboard/stats')).status).toBe(401);
    expect((await anonymous.get('/api/dashboard/system-status')).status).toBe(401);
  });

  it('shows real totals with trends against the previous 30 days', async () => {
    const response = await owner.get('/api/dashboard/stats');
    expect(response.status).toBe(200);
    const stats = (await response.json()) as DashboardStats;
    expect(stats).toEqual({
      totalConversations: { total: 6, last30Days: 3, previous30Days: 2, changePercent: 50 },
      websiteVisitors: { total: 4, last30Days: 2, previous30Days: 2, changePercent: 0 },
      leadsCaptured: { total: 5, last30Days: 3, previous30Days: 1, changePercent: 200 },
      appointments: { total: 3, last30Days: 2, previous30Days: 0, changePercent: null },
    });
  });

  it("counts only the signed-in owner's data", async () => {
    const stats = (await (await other.get('/api/dashboard/stats')).json()) as DashboardStats;
    expect(stats.totalConversations).toEqual({
      total: 1,
      last30Days: 1,
      previous30Days: 0,
      changePercent: null,
    });
    expect(stats.websiteVisitors.total).toBe(1);
    expect(stats.leadsCaptured.total).toBe(1);
    expect(stats.appointments.total).toBe(1);
    const fresh = createHttpClient(t.app);
    await signUpAndSignIn(fresh, { sentEmails: t.sentEmails });
    const empty = (await (await fresh.get('/api/dashboard/stats')).json()) as DashboardStats;
    for (const card of Object.values(empty))
      expect(card).toEqual({ total: 0, last30Days: 0, previous30Days: 0, changePercent: 0 });
  });

  it('reports system status by the spec rules, with its warnings', async () => {
    const response = await owner.get('/api/dashboard/system-status');
    expect(response.status).toBe(200);
    const status = (await response.json()) as SystemStatus;
    expect(status.services.map((s) => [s.key, s.status, s.message])).toEqual([
      ['database', 'healthy', 'Database connection healthy'],
      ['ai_chat', 'healthy', 'AI Chat function responding'],
      ['whatsapp', 'warning', 'WhatsApp accounts configured but webhook not verified'],
      ['calendar', 'disabled', 'No calendar integrations configured'],
      ['gmb', 'healthy', 'Google My Business accounts connected'],
    ]);
    expect(status.warnings).toEqual([
      'WhatsApp accounts configured but webhook not verified',
      'No calendar integrations configured',
    ]);
    expect(status.counts).toEqual({
      websites: 2,
      whatsappAccounts: 1,
      calendarIntegrations: 0,
      gmbAccounts: 1,
    });

    const otherStatus = (await (await other.get('/api/dashboard/system-status')).json()) as SystemStatus;
    expect(otherStatus.services.map((s) => s.status)).toEqual([
      'healthy',
      'healthy',
      'disabled',
      'disabled',
      'disabled',
    ]);
    expect(otherStatus.warnings).toEqual(['No calendar integrations configured']);

    await t.database.db
      .insert(calendarIntegrations)
      .values({ websiteId: otherWebsite, provider: 'calendly' });
    const withCalendar = (await (await other.get('/api/dashboard/system-status')).json()) as SystemStatus;
    expect(withCalendar.services.find((s) => s.key === 'calendar')).toMatchObject({
      status: 'healthy',
      message: 'Calendar integrations configured',
    });
    expect(withCalendar.warnings).toEqual([]);
  });

  it("reports the calendar from its integrations' real state, not from their existence", async () => {
    const db = t.database.db;
    const calendarOf = async () => {
      const status = (await (await other.get('/api/dashboard/system-status')).json()) as SystemStatus;
      return { service: status.services.find((s) => s.key === 'calendar')!, warnings: status.warnings };
    };
    // All switched off: a warning, though integrations exist.
    await db
      .update(calendarIntegrations)
      .set({ isActive: false })
      .where(sql`website_id = ${otherWebsite}`);
    expect((await calendarOf()).service).toMatchObject({
      status: 'warning',
      message: 'Calendar integrations configured but all switched off',
    });
    // An active Google calendar with no sign-in and no key can't be read.
    const [google] = await db
      .insert(calendarIntegrations)
      .values({ websiteId: otherWebsite, provider: 'google', integrationConfig: { calendar_id: 'primary' } })
      .returning();
    const notConnected = await calendarOf();
    expect(notConnected.service).toMatchObject({
      status: 'warning',
      message: 'Calendar integration not connected: connect the account on the Calendar page',
    });
    expect(notConnected.warnings).toContain(notConnected.service.message);
    // The provider failing on the last call: an error naming it.
    await db
      .update(calendarIntegrations)
      .set({ lastError: 'Google Calendar free/busy failed (401)', lastCheckedAt: new Date() })
      .where(sql`id = ${google!.id}`);
    const failing = await calendarOf();
    expect(failing.service).toMatchObject({
      status: 'error',
      message: 'Calendar integration cannot reach its calendar: Google Calendar free/busy failed (401)',
    });
    expect(failing.warnings).toContain(failing.service.message);
    // Switched off again, the failing one no longer counts; the remaining active built-in calendar is healthy.
    await db
      .update(calendarIntegrations)
      .set({ isActive: false })
      .where(sql`id = ${google!.id}`);
    await db.insert(calendarIntegrations).values({ websiteId: otherWebsite, provider: 'leadchat' });
    const healthy = await calendarOf();
    expect(healthy.service).toMatchObject({ status: 'healthy', message: 'Calendar integrations configured' });
    expect(healthy.warnings).toEqual([]);
  });

  it('reports a failing database and a silent assistant with the spec messages', async () => {
    const broken = {
      execute: async () => {
        throw new Error('connection refused');
      },
    } as unknown as Parameters<typeof getSystemStatus>[0]['db'];
    const status = await getSystemStatus({ db: broken, userId: ownerId, checkAssistant: async () => false });
    expect(status.services.slice(0, 2).map((s) => [s.status, s.message])).toEqual([
      ['error', 'Database connection failed'],
      ['error', 'AI Chat function not responding'],
    ]);
    const throwing = await getSystemStatus({
      db: t.database.db,
      userId: ownerId,
      checkAssistant: async () => {
        throw new Error('timeout');
      },
    });
    expect(throwing.services[1]?.status).toBe('error');
  });

  it('checks the AI chat live through the assistant, keeping nothing of the test message', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db.execute<{ n: string }>(
            sql`select count(*) as n from conversations where visitor_id = 'test_visitor'`,
          )
        ).rows[0]?.n,
      );
    const listener = await t.database.pool.connect();
    const events: string[] = [];
    listener.on('notification', (note) => events.push(note.payload ?? ''));
    await listener.query('listen leadchat_events');
    try {
      expect(await probeAssistant({ deps: t.deps, userId: ownerId, now: Date.now() + 10 * 60_000 })).toBe(
        true,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await count()).toBe(0);
      expect(events).toEqual([]);
    } finally {
      listener.release();
    }

    // A configured model that can't be reached: the assistant answers with its apology, so the check fails.
    const broken = {
      ...t.deps,
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: 'http://127.0.0.1:9/v1',
        LLM_API_KEY: 'test-key',
        LLM_MODEL: 'test-model',
        LLM_TIMEOUT_MS: '1000',
      }),
    };
    const fresh = createHttpClient(t.app);
    const { userId } = await signUpAndSignIn(fresh, { sentEmails: t.sentEmails });
    await insertWebsite(t.database.db, { userId, name: 'Probe Site' });
    expect(await probeAssistant({ deps: broken, userId })).toBe(false);
    expect(await count()).toBe(0);
  });

  it('computes trend percentages', () => {
    expect(computeChangePercent(3, 2)).toBe(50);
    expect(computeChangePercent(1, 3)).toBe(-67);
    expect(computeChangePercent(0, 0)).toBe(0);
    expect(computeChangePercent(4, 0)).toBeNull();
  });
});
