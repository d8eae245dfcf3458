import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '@leadchat/contract';
import { whatsappUsage } from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import {
  daysAgo,
  insertConversation,
  insertWebsite,
  minutesAgo,
} from '../conversations/owner-data.fixture.js';

describe('analytics API', () => {
  let t: TestApp;
  let owner: HttpClient;
  let other: HttpClient;
  let alpha: string;
  let beta: string;
  const created: Record<string, Date> = {};

  beforeAll(async () => {
    t = await createTestApp();
    owner = createHttpClient(t.app);
    other = createHttpClient(t.app);
    const ownerId = (await signUpAndSignIn(owner, { sentEmails: t.sentEmails })).userId;
    const otherId = (await signUpAndSignIn(other, { sentEmails: t.sentEmails })).userId;
    const db = t.database.db;
    alpha = await insertWebsite(db, { userId: ownerId, name: 'Alpha' });
    beta = await insertWebsite(db, { userId: ownerId, name: 'Beta' });
    await insertWebsite(db, { userId: ownerId, name: 'Gamma' });
    const delta = await insertWebsite(db, { userId: ownerId, name: 'Delta' });
    const foreign = await insertWebsite(db, { userId: otherId, name: 'Foreign' });

    created.c1 = daysAgo(1);
    created.c2 = daysAgo(2);
    created.c3 = daysAgo(3);
    created.c4 = daysAgo(10);
    created.c5 = minutesAgo(120);
    created.c6 = daysAgo(20);
    // Alpha: c1 lead new, c2 lead contacted, c3 not a lead, c4 lead converted; replies of 1 s, 3 s, 2 s.
    await insertConversation(db, {
      websiteId: alpha,
      visitorId: 'vy',
      isLead: true,
      status: 'new',
      createdAt: created.c1,
      lastActivityAt: minutesAgo(3),
      messages: [
        { role: 'user', content: 'hi', createdAt: created.c1 },
        { role: 'assistant', content: 'hello', responseTimeMs: 1000, createdAt: created.c1 },
      ],
    });
    await insertConversation(db, {
      websiteId: alpha,
      visitorId: 'v2',
      isLead: true,
      status: 'contacted',
      createdAt: created.c2,
      messages: [{ role: 'assistant', content: 'ok', responseTimeMs: 3000, createdAt: created.c2 }],
    });
    await insertConversation(db, {
      websiteId: alpha,
      visitorId: 'vx',
      createdAt: created.c3,
      lastActivityAt: minutesAgo(1),
    });
    await insertConversation(db, {
      websiteId: alpha,
      visitorId: 'v4',
      isLead: true,
      status: 'converted',
      createdAt: created.c4,
      messages: [{ role: 'assistant', content: 'ok', responseTimeMs: 2000, createdAt: created.c4 }],
    });
    // Beta: c5 (2 hours ago, not a lead, visitor vx active 2 minutes ago), c6 lead new.
    await insertConversation(db, {
      websiteId: beta,
      visitorId: 'vx',
      createdAt: created.c5,
      lastActivityAt: minutesAgo(2),
    });
    await insertConversation(db, {
      websiteId: beta,
      visitorId: 'v6',
      isLead: true,
      status: 'new',
      createdAt: created.c6,
    });
    // Delta: a lost lead 40 days ago with a 9 s reply (inside 90d only). Alpha: a lead 100 days ago (never counted).
    await insertConversation(db, {
      websiteId: delta,
      visitorId: 'v7',
      isLead: true,
      status: 'lost',
      createdAt: daysAgo(40),
      messages: [{ role: 'assistant', content: 'late', responseTimeMs: 9000, createdAt: daysAgo(40) }],
    });
    await insertConversation(db, {
      websiteId: alpha,
      visitorId: 'v8',
      isLead: true,
      createdAt: daysAgo(100),
    });
    // Another owner: busy, active, and with a reply time that would skew the mean.
    await insertConversation(db, {
      websiteId: foreign,
      visitorId: 'intruder',
      isLead: true,
      createdAt: minutesAgo(10),
      lastActivityAt: minutesAgo(1),
      messages: [{ role: 'assistant', content: 'x', responseTimeMs: 60000, createdAt: minutesAgo(10) }],
    });

    const month = new Date().toISOString().slice(0, 7);
    await db.insert(whatsappUsage).values([
      { userId: ownerId, monthYear: month, totalMessages: 500, messagesSent: 300, messagesReceived: 200 },
      { userId: ownerId, monthYear: '2001-01', totalMessages: 999, messagesSent: 999, messagesReceived: 0 },
      { userId: otherId, monthYear: month, totalMessages: 100, messagesSent: 50, messagesReceived: 50 },
    ]);
  });
  afterAll(async () => t.close());

  async function analytics(client: HttpClient, query = ''): Promise<Analytics> {
    const response = await client.get(`/api/analytics${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Analytics;
  }

  it('needs a signed-in owner', async () => {
    expect((await createHttpClient(t.app).get('/api/analytics')).status).toBe(401);
  });

  it('computes every figure for the default 30-day period', async () => {
    const a = await analytics(owner);
    expect(a.period).toBe('30d');
    expect(a.websiteId).toBeNull();
    expect(a.conversations).toBe(6);
    expect(a.leads).toBe(4);
    expect(a.conversionRate).toBe(66.7);
    expect(a.averageResponseSeconds).toBe(2);
    expect(a.activeVisitors).toBe(2);
    expect(a.leadStatusBreakdown).toEqual([
      { status: 'new', count: 2, percent: 50 },
      { status: 'contacted', count: 1, percent: 25 },
      { status: 'qualified', count: 0, percent: 0 },
      { status: 'converted', count: 1, percent: 25 },
      { status: 'lost', count: 0, percent: 0 },
    ]);
    expect(a.topWebsites).toEqual([
      { websiteId: alpha, name: 'Alpha', conversations: 4, leads: 3 },
      { websiteId: beta, name: 'Beta', conversations: 2, leads: 1 },
      { websiteId: expect.any(String), name: 'Delta', conversations: 0, leads: 0 },
    ]);
    expect(a.whatsappUsage).toEqual({
      monthYear: new Date().toISOString().slice(0, 7),
      totalMessages: 500,
      messagesSent: 300,
      messagesReceived: 200,
      limit: 600,
      percent: 83.3,
      isNearLimit: true,
      isAtLimit: false,
    });
  });

  it('draws the last 7 days, day by day', async () => {
    const a = await analytics(owner, '?period=90d');
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const today = new Date();
    const expectedDays = Array.from({ length: 7 }, (_, i) =>
      day(new Date(today.getTime() - (6 - i) * 86_400_000)),
    );
    expect(a.daily.map((d) => d.date)).toEqual(expectedDays);
    const expected = new Map(expectedDays.map((d) => [d, { conversations: 0, leads: 0 }]));
    for (const [name, isLead] of [
      ['c1', true],
      ['c2', true],
      ['c3', false],
      ['c5', false],
    ] as const) {
      const bucket = expected.get(day(created[name]!))!;
      bucket.conversations += 1;
      if (isLead) bucket.leads += 1;
    }
    expect(a.daily).toEqual(expectedDays.map((date) => ({ date, ...expected.get(date)! })));
    expect(a.daily.reduce((sum, d) => sum + d.conversations, 0)).toBe(4);
  });

  it('follows the period filter', async () => {
    const week = await analytics(owner, '?period=7d');
    expect([week.conversations, week.leads, week.conversionRate, week.averageResponseSeconds]).toEqual([
      4, 2, 50, 2,
    ]);
    const quarter = await analytics(owner, '?period=90d');
    // 90 days: c1–c7; replies 1, 3, 2 and 9 s → 3.75 s.
    expect([
      quarter.conversations,
      quarter.leads,
      quarter.conversionRate,
      quarter.averageResponseSeconds,
    ]).toEqual([7, 5, 71.4, 3.75]);
    expect(quarter.leadStatusBreakdown.find((s) => s.status === 'lost')).toEqual({
      status: 'lost',
      count: 1,
      percent: 20,
    });
    expect(quarter.topWebsites.map((w) => [w.name, w.conversations])).toEqual([
      ['Alpha', 4],
      ['Beta', 2],
      ['Delta', 1],
    ]);
  });

  it('follows the website filter', async () => {
    const a = await analytics(owner, `?websiteId=${beta}`);
    expect(a.websiteId).toBe(beta);
    expect([a.conversations, a.leads, a.conversionRate, a.averageResponseSeconds, a.activeVisitors]).toEqual([
      2,
      1,
      50,
      null,
      1,
    ]);
    expect(a.topWebsites).toEqual([{ websiteId: beta, name: 'Beta', conversations: 2, leads: 1 }]);
    expect(a.leadStatusBreakdown[0]).toEqual({ status: 'new', count: 1, percent: 100 });
    expect((await analytics(owner, '?websiteId=all')).conversations).toBe(6);
  });

  it('accepts an IANA time zone for the chart days and refuses bad input with 400', async () => {
    const ny = await analytics(owner, '?timeZone=America/New_York');
    const todayInNy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect(ny.daily).toHaveLength(7);
    expect(ny.daily.at(-1)?.date).toBe(todayInNy);
    for (const query of ['?period=1y', '?timeZone=Mars/Olympus', "?timeZone=UTC';drop", '?websiteId=nope']) {
      const response = await owner.get(`/api/analytics${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it('shows an owner without data zeros, and another owner nothing of this one', async () => {
    const theirs = await analytics(other);
    expect([
      theirs.conversations,
      theirs.leads,
      theirs.activeVisitors,
      theirs.averageResponseSeconds,
    ]).toEqual([1, 1, 1, 60]);
    expect(theirs.topWebsites.map((w) => w.name)).toEqual(['Foreign']);
    expect(theirs.whatsappUsage).toMatchObject({ totalMessages: 100, percent: 16.7, isNearLimit: false });
    expect((await other.get(`/api/analytics?websiteId=${alpha}`)).status).toBe(404);

    const fresh = createHttpClient(t.app);
    await signUpAndSignIn(fresh, { sentEmails: t.sentEmails });
    const empty = await analytics(fresh);
    expect(empty).toMatchObject({
      conversations: 0,
      leads: 0,
      conversionRate: 0,
      averageResponseSeconds: null,
      activeVisitors: 0,
      topWebsites: [],
    });
    expect(empty.daily.every((d) => d.conversations === 0 && d.leads === 0)).toBe(true);
    expect(empty.leadStatusBreakdown.every((s) => s.count === 0 && s.percent === 0)).toBe(true);
    expect(empty.whatsappUsage).toMatchObject({ totalMessages: 0, percent: 0, isNearLimit: false });
  });
});
