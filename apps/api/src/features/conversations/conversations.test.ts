import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeConversationStatus,
  formatRelativeTime,
  truncatePreview,
  type ConversationDetail,
  type ConversationListResponse,
  type ConversationStats,
} from '@leadchat/contract';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { MAX_TRANSCRIPT_MESSAGES } from './conversations.service.js';
import { daysAgo, insertConversation, insertWebsite, minutesAgo } from './owner-data.fixture.js';
import { countUpTo, ownedConversationScope } from './owner-scope.js';

describe('conversations API', () => {
  let t: TestApp;
  let owner: HttpClient;
  let intruder: HttpClient;
  let alpha: string;
  let beta: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    owner = createHttpClient(t.app);
    intruder = createHttpClient(t.app);
    const ownerId = (await signUpAndSignIn(owner, { sentEmails: t.sentEmails })).userId;
    const intruderId = (await signUpAndSignIn(intruder, { sentEmails: t.sentEmails })).userId;
    const db = t.database.db;
    alpha = await insertWebsite(db, { userId: ownerId, name: 'Alpha Plumbing' });
    beta = await insertWebsite(db, { userId: ownerId, name: 'Beta Roofing' });
    const foreign = await insertWebsite(db, { userId: intruderId, name: 'Intruder Site' });

    // 4 of the owner's conversations: 2 active in the last hour, 2 leads; 6 messages in all.
    ids.active = await insertConversation(db, {
      websiteId: alpha,
      visitorId: 'visitor-active-1',
      name: 'Nina North',
      email: 'nina@north.test',
      createdAt: minutesAgo(40),
      messages: [
        {
          role: 'user',
          content: 'Do you fix leaking taps on weekends? I have one that drips all night.',
          createdAt: minutesAgo(40),
        },
        {
          role: 'assistant',
          content: 'Yes, we work Saturdays.',
          responseTimeMs: 300,
          createdAt: minutesAgo(39),
        },
        { role: 'user', content: 'Great', createdAt: minutesAgo(10) },
      ],
    });
    ids.activeLead = await insertConversation(db, {
      websiteId: beta,
      visitorId: 'visitor-lead-2',
      name: 'Oscar Ortiz',
      email: 'oscar@ortiz.test',
      isLead: true,
      status: 'qualified',
      score: 70,
      createdAt: minutesAgo(50),
      messages: [
        { role: 'user', content: 'Call me', createdAt: minutesAgo(50) },
        { role: 'assistant', content: 'Will do', responseTimeMs: 100, createdAt: minutesAgo(5) },
      ],
    });
    ids.oldLead = await insertConversation(db, {
      websiteId: beta,
      visitorId: 'visitor-lead-3',
      name: null,
      email: 'quiet@lead.test',
      isLead: true,
      status: 'new',
      createdAt: daysAgo(2),
      lastActivityAt: daysAgo(2),
      messages: [{ role: 'user', content: 'Email me prices', createdAt: daysAgo(2) }],
    });
    ids.inactive = await insertConversation(db, {
      websiteId: alpha,
      visitorId: 'anon-xyz-987',
      createdAt: minutesAgo(180),
      lastActivityAt: minutesAgo(120),
    });
    ids.foreign = await insertConversation(db, {
      websiteId: foreign,
      visitorId: 'visitor-secret',
      name: 'Nina Secret',
      createdAt: minutesAgo(1),
      messages: [{ role: 'user', content: 'secret message', createdAt: minutesAgo(1) }],
    });
  });
  afterAll(async () => t.close());

  async function list(client: HttpClient, query = ''): Promise<ConversationListResponse> {
    const response = await client.get(`/api/conversations${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as ConversationListResponse;
  }
  const visitors = (body: ConversationListResponse) => body.items.map((c) => c.visitorId);

  it('needs a signed-in owner', async () => {
    const anonymous = createHttpClient(t.app);
    for (const path of [
      '/api/conversations',
      '/api/conversations/stats',
      `/api/conversations/${ids.active}`,
    ]) {
      expect((await anonymous.get(path)).status).toBe(401);
    }
  });

  it("lists the owner's conversations by last activity with the table's fields", async () => {
    const body = await list(owner);
    expect(body.total).toBe(4);
    expect(visitors(body)).toEqual(['visitor-lead-2', 'visitor-active-1', 'anon-xyz-987', 'visitor-lead-3']);
    expect(body.items[1]).toMatchObject({
      visitorName: 'Nina North',
      visitorEmail: 'nina@north.test',
      websiteName: 'Alpha Plumbing',
      messageCount: 3,
      lastMessagePreview: 'Great',
      isLeadCaptured: false,
      source: 'web',
    });
    expect(body.items[0]).toMatchObject({
      isLeadCaptured: true,
      leadStatus: 'qualified',
      websiteName: 'Beta Roofing',
    });
  });

  it('computes the stat cards', async () => {
    const stats = (await (await owner.get('/api/conversations/stats')).json()) as ConversationStats;
    // Active in the last hour: Nina (10 min) and Oscar (5 min). Messages 3 + 2 + 1 + 0 = 6 over 4 → 1.5.
    expect(stats).toEqual({
      totalConversations: 4,
      activeConversations: 2,
      leadConversations: 2,
      averageMessages: 1.5,
    });
    const alphaStats = (await (
      await owner.get(`/api/conversations/stats?websiteId=${alpha}`)
    ).json()) as ConversationStats;
    expect(alphaStats).toEqual({
      totalConversations: 2,
      activeConversations: 1,
      leadConversations: 0,
      averageMessages: 1.5,
    });
  });

  it('searches visitor name, email and id', async () => {
    expect(visitors(await list(owner, '?search=nina'))).toEqual(['visitor-active-1']);
    expect(visitors(await list(owner, '?search=ORTIZ.test'))).toEqual(['visitor-lead-2']);
    expect(visitors(await list(owner, '?search=xyz-98'))).toEqual(['anon-xyz-987']);
    expect(visitors(await list(owner, '?search=visitor-lead'))).toEqual(['visitor-lead-2', 'visitor-lead-3']);
    expect((await list(owner, '?search=secret')).total).toBe(0);
  });

  it('filters all, active (last hour) and leads only, with the website filter and pagination', async () => {
    expect(visitors(await list(owner, '?filter=active'))).toEqual(['visitor-lead-2', 'visitor-active-1']);
    expect(visitors(await list(owner, '?filter=leads'))).toEqual(['visitor-lead-2', 'visitor-lead-3']);
    expect((await list(owner, '?filter=all')).total).toBe(4);
    expect(visitors(await list(owner, `?filter=active&websiteId=${beta}`))).toEqual(['visitor-lead-2']);
    expect(visitors(await list(owner, '?filter=leads&search=quiet'))).toEqual(['visitor-lead-3']);
    const page2 = await list(owner, '?pageSize=3&page=2');
    expect(page2).toMatchObject({ total: 4, isTotalExact: true, page: 2, pageSize: 3 });
    expect(visitors(page2)).toEqual(['visitor-lead-3']);
    expect((await owner.get('/api/conversations?filter=recent')).status).toBe(400);
    expect((await owner.get('/api/conversations?page=0')).status).toBe(400);
  });

  it('returns a conversation with its whole transcript, oldest message first', async () => {
    const response = await owner.get(`/api/conversations/${ids.active}`);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as ConversationDetail;
    expect(detail.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Do you fix leaking taps on weekends? I have one that drips all night.'],
      ['assistant', 'Yes, we work Saturdays.'],
      ['user', 'Great'],
    ]);
    expect(detail.messages[1]?.responseTimeMs).toBe(300);
    expect(detail).toMatchObject({
      visitorName: 'Nina North',
      isTranscriptTruncated: false,
      leadScore: 0,
      tags: [],
    });
  });

  it('caps a huge transcript at the newest messages and says so', async () => {
    const db = t.database.db;
    const start = Date.now() - 3 * 60 * 60 * 1000;
    const many = Array.from({ length: MAX_TRANSCRIPT_MESSAGES + 5 }, (_, i) => ({
      role: (i % 2 === 0 ? 'user' : 'assistant') as 'user' | 'assistant',
      content: `message ${i}`,
      createdAt: new Date(start + i * 1000),
    }));
    const id = await insertConversation(db, {
      websiteId: alpha,
      visitorId: 'chatty',
      createdAt: new Date(start),
      messages: many,
    });
    const detail = (await (await owner.get(`/api/conversations/${id}`)).json()) as ConversationDetail;
    expect(detail.isTranscriptTruncated).toBe(true);
    expect(detail.messages).toHaveLength(MAX_TRANSCRIPT_MESSAGES);
    expect(detail.messages[0]?.content).toBe('message 5');
    expect(detail.messages.at(-1)?.content).toBe(`message ${MAX_TRANSCRIPT_MESSAGES + 4}`);
  });

  it('counts only so far past the page when a result is huge', async () => {
    const db = t.database.db;
    const { userId } = await signUpAndSignIn(createHttpClient(t.app), { sentEmails: t.sentEmails });
    const site = await insertWebsite(db, { userId, name: 'Busy' });
    for (let i = 0; i < 30; i += 1)
      await insertConversation(db, { websiteId: site, visitorId: `busy-${i}`, createdAt: minutesAgo(i) });
    const where = ownedConversationScope({ userId });
    expect(await countUpTo({ db, where, offset: 0, pageSize: 10, lookahead: 5 })).toEqual({
      total: 15,
      isTotalExact: false,
    });
    expect(await countUpTo({ db, where, offset: 10, pageSize: 10, lookahead: 9 })).toEqual({
      total: 29,
      isTotalExact: false,
    });
    expect(await countUpTo({ db, where, offset: 10, pageSize: 10, lookahead: 10 })).toEqual({
      total: 30,
      isTotalExact: true,
    });
    expect(await countUpTo({ db, where, offset: 20, pageSize: 10, lookahead: 5 })).toEqual({
      total: 30,
      isTotalExact: true,
    });
  });

  it("never shows one owner's conversations to another", async () => {
    expect(visitors(await list(intruder))).toEqual(['visitor-secret']);
    expect((await list(intruder, '?search=nina')).items.map((c) => c.visitorName)).toEqual(['Nina Secret']);
    expect((await intruder.get(`/api/conversations/${ids.active}`)).status).toBe(404);
    expect((await intruder.get(`/api/conversations?websiteId=${alpha}`)).status).toBe(404);
    expect((await intruder.get(`/api/conversations/stats?websiteId=${alpha}`)).status).toBe(404);
    const stats = (await (await intruder.get('/api/conversations/stats')).json()) as ConversationStats;
    expect(stats.totalConversations).toBe(1);
    expect((await owner.get(`/api/conversations/${ids.foreign}`)).status).toBe(404);
    expect((await owner.get('/api/conversations/not-a-uuid')).status).toBe(404);
  });
});

describe('conversation display rules (docs/product/behaviour.md)', () => {
  const now = Date.parse('2030-01-01T12:00:00Z');
  it('labels a lead with its status, otherwise Active within the hour, else Inactive', () => {
    expect(
      describeConversationStatus({
        isLeadCaptured: true,
        leadStatus: 'contacted',
        lastActivityAt: '2029-01-01T00:00:00Z',
        now,
      }),
    ).toEqual({ kind: 'lead', label: 'Lead - contacted' });
    expect(
      describeConversationStatus({
        isLeadCaptured: true,
        leadStatus: '',
        lastActivityAt: '2029-01-01T00:00:00Z',
        now,
      }).label,
    ).toBe('Lead - new');
    expect(
      describeConversationStatus({
        isLeadCaptured: false,
        leadStatus: 'new',
        lastActivityAt: '2030-01-01T11:01:00Z',
        now,
      }).label,
    ).toBe('Active');
    expect(
      describeConversationStatus({
        isLeadCaptured: false,
        leadStatus: 'new',
        lastActivityAt: '2030-01-01T11:00:00Z',
        now,
      }).label,
    ).toBe('Inactive');
  });

  it('shows minutes under 60, then hours under 24, then days', () => {
    expect(formatRelativeTime('2030-01-01T11:59:30Z', now)).toBe('0m ago');
    expect(formatRelativeTime('2030-01-01T11:01:00Z', now)).toBe('59m ago');
    expect(formatRelativeTime('2030-01-01T11:00:00Z', now)).toBe('1h ago');
    expect(formatRelativeTime('2029-12-31T12:00:01Z', now)).toBe('23h ago');
    expect(formatRelativeTime('2029-12-31T12:00:00Z', now)).toBe('1d ago');
    expect(formatRelativeTime('2029-12-20T12:00:00Z', now)).toBe('12d ago');
  });

  it('truncates the last message at 50 characters', () => {
    expect(truncatePreview('x'.repeat(50))).toBe('x'.repeat(50));
    expect(truncatePreview('y'.repeat(51))).toBe(`${'y'.repeat(50)}...`);
    expect(truncatePreview(null)).toBe('');
  });
});
