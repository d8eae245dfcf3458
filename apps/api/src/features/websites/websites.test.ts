import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AI_INSTRUCTIONS, DEFAULT_APPEARANCE_CONFIG, type Website } from '@leadchat/contract';
import {
  appointments,
  auditLog,
  calendarIntegrations,
  conversations,
  crawlRuns,
  gmbAccounts,
  gmbReviews,
  knowledgeChunks,
  knowledgeSources,
  messages,
  websites,
  whatsappAccounts,
} from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';

type ErrorBody = { error: { code: string; message: string; details?: unknown } };

describe('websites', () => {
  let t: TestApp;
  let owner: HttpClient;
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = createHttpClient(t.app);
    ownerId = (await signUpAndSignIn(owner, { sentEmails: t.sentEmails, withPlanIn: t.database.db })).userId;
  });
  afterAll(async () => t.close());

  const create = async (client: HttpClient, body: unknown) => {
    const response = await client.post('/api/websites', body);
    return { status: response.status, body: (await response.json()) as Website & ErrorBody };
  };

  it('needs a signed-in owner', async () => {
    const anonymous = createHttpClient(t.app);
    expect((await anonymous.get('/api/websites')).status).toBe(401);
    expect((await anonymous.post('/api/websites', { name: 'x', domain: 'example.com' })).status).toBe(401);
  });

  it('creates a website with trimmed fields, a normalised domain, default instructions and appearance', async () => {
    const { status, body } = await create(owner, {
      name: '  Cedar Hollow  ',
      domain: '  WWW.Cedar-Hollow.example/ ',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Cedar Hollow',
      domain: 'https://www.cedar-hollow.example',
      aiInstructions: DEFAULT_AI_INSTRUCTIONS,
      appearanceConfig: DEFAULT_APPEARANCE_CONFIG,
      isActive: true,
      notificationEmail: null,
      notifyOnNewLead: false,
    });
    expect(body.appearanceConfig).toEqual({
      greeting_message: "Hi! I'm here to help. What can I assist you with today?",
      bot_name: 'AI Assistant',
      primary_color: '#8B5CF6',
      position: 'bottom-right',
      size: 'medium',
      auto_popup_delay: 3000,
    });
    const [row] = await t.database.db.select().from(websites).where(eq(websites.id, body.id));
    expect(row?.userId).toBe(ownerId);
    expect(row?.appearanceConfig).toEqual(DEFAULT_APPEARANCE_CONFIG);

    const http = await create(owner, { name: 'Local', domain: 'http://shop.example:8080' });
    expect(http.body.domain).toBe('http://shop.example:8080');
  });

  it.each([
    [{ name: '', domain: 'example.com' }, /Name is required/],
    [{ name: '   ', domain: 'example.com' }, /Name is required/],
    [{ domain: 'example.com' }, /name/i],
    [{ name: 'Site', domain: '' }, /Domain is required/],
    [{ name: 'Site' }, /Domain is required/],
    [{ name: 'Site', domain: 'not a domain' }, /Domain/],
    [{ name: 'Site', domain: 'javascript:alert(1)' }, /Domain/],
    [{ name: 'Site', domain: 'http://10.0.0.1/admin' }, /without a path/],
    [{ name: 'Site', domain: 'ftp://example.com' }, /http/],
    [{ name: 'Site', domain: 'https://user:pw@example.com' }, /user name or password/],
    [{ name: 'x'.repeat(101), domain: 'example.com' }, /at most 100/],
  ])('refuses %j with a 400 and a clear message', async (input, message) => {
    const { status, body } = await create(owner, input);
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toMatch(message);
  });

  it('names the field at fault in error.details, for the form to show at that field', async () => {
    const { status, body } = await create(owner, { name: 'Site', domain: 'not a domain' });
    expect(status).toBe(400);
    expect(body.error.details).toEqual({
      issues: [{ path: ['domain'], message: expect.stringMatching(/Domain/) }],
    });
  });

  it('answers malformed JSON and wrong content types with 400/415, never 500', async () => {
    const broken = await owner.request('/api/websites', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as ErrorBody).error.code).toBe('INVALID_JSON');
    const form = await owner.request('/api/websites', { method: 'POST', body: 'name=x' });
    expect(form.status).toBe(415);
  });

  it('lists only the owner’s websites, newest first', async () => {
    const client = createHttpClient(t.app);
    await signUpAndSignIn(client, { sentEmails: t.sentEmails, withPlanIn: t.database.db });
    const first = await create(client, { name: 'First', domain: 'first.example' });
    const second = await create(client, { name: 'Second', domain: 'second.example' });
    const third = await create(client, { name: 'Third', domain: 'third.example' });
    const response = await client.get('/api/websites');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { websites: list } = (await response.json()) as { websites: Website[] };
    expect(list.map((w) => w.id)).toEqual([third.body.id, second.body.id, first.body.id]);
  });

  it('reads and updates a website, merging a partial appearance config', async () => {
    const { body: created } = await create(owner, { name: 'Edit me', domain: 'edit.example' });
    const got = await owner.get(`/api/websites/${created.id}`);
    expect(((await got.json()) as Website).name).toBe('Edit me');

    const response = await owner.patch(`/api/websites/${created.id}`, {
      name: ' Edited ',
      domain: 'http://edited.example',
      aiInstructions: 'Answer as Cedar Hollow. Ask for a phone number.',
      appearanceConfig: { primary_color: '#10b981', position: 'bottom-left', auto_popup_delay: 0 },
      isActive: false,
      notificationEmail: 'alerts@edited.example',
      notifyOnNewLead: true,
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Website;
    expect(updated).toMatchObject({
      name: 'Edited',
      domain: 'http://edited.example',
      aiInstructions: 'Answer as Cedar Hollow. Ask for a phone number.',
      isActive: false,
      notificationEmail: 'alerts@edited.example',
      notifyOnNewLead: true,
      appearanceConfig: {
        ...DEFAULT_APPEARANCE_CONFIG,
        primary_color: '#10B981',
        position: 'bottom-left',
        auto_popup_delay: 0,
      },
    });
    const again = (await (
      await owner.patch(`/api/websites/${created.id}`, { notificationEmail: '' })
    ).json()) as Website;
    expect(again.notificationEmail).toBeNull();
    const reset = (await (
      await owner.patch(`/api/websites/${created.id}`, { aiInstructions: '  ' })
    ).json()) as Website;
    expect(reset.aiInstructions).toBe(DEFAULT_AI_INSTRUCTIONS);
  });

  it.each([
    [{ appearanceConfig: { primary_color: 'purple' } }, /hex colour/],
    [{ appearanceConfig: { primary_color: '#12345' } }, /hex colour/],
    [{ appearanceConfig: { position: 'top-left' } }, /position/],
    [{ appearanceConfig: { size: 'huge' } }, /size/],
    [{ appearanceConfig: { auto_popup_delay: 60001 } }, /at most 60000/],
    [{ appearanceConfig: { auto_popup_delay: -1 } }, /0 or more/],
    [{ appearanceConfig: { auto_popup_delay: 1.5 } }, /whole number/],
    [{ appearanceConfig: { greeting_message: '' } }, /Greeting is required/],
    [{ appearanceConfig: { greeting_message: 'x'.repeat(301) } }, /at most 300/],
    [{ appearanceConfig: { bot_name: 'x'.repeat(51) } }, /at most 50/],
    [{ notificationEmail: 'not-an-email' }, /valid email/],
    [{ domain: 'example.com/about' }, /without a path/],
    [{ isActive: 'yes' }, /isActive/],
    [{ userId: '00000000-0000-4000-8000-000000000000' }, /userId|Unrecognized/i],
  ])('refuses the update %j with a 400', async (input, message) => {
    const { body: created } = await create(owner, { name: 'Validate', domain: 'validate.example' });
    const response = await owner.patch(`/api/websites/${created.id}`, input);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toMatch(message);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await owner.get(`/api/websites/${unknown}`)).status).toBe(404);
    expect((await owner.get('/api/websites/not-a-uuid')).status).toBe(404);
    expect((await owner.patch(`/api/websites/${unknown}`, { name: 'x' })).status).toBe(404);
    expect((await owner.delete(`/api/websites/${unknown}`)).status).toBe(404);
  });

  it('deletes a website with its conversations, messages, knowledge, crawl runs and integrations, and audits it', async () => {
    const db = t.database.db;
    const { body: doomed } = await create(owner, { name: 'Doomed', domain: 'doomed.example' });
    const { body: kept } = await create(owner, { name: 'Kept', domain: 'kept.example' });
    for (const website of [doomed, kept]) {
      expect(
        (await owner.post(`/api/websites/${website.id}/knowledge/faqs`, { question: 'Q?', answer: 'A.' }))
          .status,
      ).toBe(201);
      const [conversation] = await db
        .insert(conversations)
        .values({ websiteId: website.id, visitorId: 'visitor-1' })
        .returning();
      await db.insert(messages).values({ conversationId: conversation!.id, role: 'user', content: 'Hello' });
      await db.insert(crawlRuns).values({ websiteId: website.id, status: 'done' });
      await db.insert(calendarIntegrations).values({ websiteId: website.id, provider: 'calendly' });
      const [gmb] = await db.insert(gmbAccounts).values({ websiteId: website.id }).returning();
      await db.insert(gmbReviews).values({ gmbAccountId: gmb!.id, rating: 5, reviewDate: new Date() });
      await db.insert(whatsappAccounts).values({ websiteId: website.id });
      await db
        .insert(appointments)
        .values({ websiteId: website.id, startsAt: new Date(), endsAt: new Date(Date.now() + 3600_000) });
    }

    const response = await owner.delete(`/api/websites/${doomed.id}`);
    expect(response.status).toBe(204);
    expect((await owner.get(`/api/websites/${doomed.id}`)).status).toBe(404);

    const countFor = async (websiteId: string) => ({
      websites: (await db.select().from(websites).where(eq(websites.id, websiteId))).length,
      conversations: (await db.select().from(conversations).where(eq(conversations.websiteId, websiteId)))
        .length,
      messages: (
        await db
          .select()
          .from(messages)
          .innerJoin(conversations, eq(conversations.id, messages.conversationId))
          .where(eq(conversations.websiteId, websiteId))
      ).length,
      sources: (await db.select().from(knowledgeSources).where(eq(knowledgeSources.websiteId, websiteId)))
        .length,
      chunks: (await db.select().from(knowledgeChunks).where(eq(knowledgeChunks.websiteId, websiteId)))
        .length,
      crawls: (await db.select().from(crawlRuns).where(eq(crawlRuns.websiteId, websiteId))).length,
      calendars: (
        await db.select().from(calendarIntegrations).where(eq(calendarIntegrations.websiteId, websiteId))
      ).length,
      gmb: (await db.select().from(gmbAccounts).where(eq(gmbAccounts.websiteId, websiteId))).length,
      whatsapp: (await db.select().from(whatsappAccounts).where(eq(whatsappAccounts.websiteId, websiteId)))
        .length,
      appointments: (await db.select().from(appointments).where(eq(appointments.websiteId, websiteId)))
        .length,
    });
    expect(await countFor(doomed.id)).toEqual({
      websites: 0,
      conversations: 0,
      messages: 0,
      sources: 0,
      chunks: 0,
      crawls: 0,
      calendars: 0,
      gmb: 0,
      whatsapp: 0,
      appointments: 0,
    });
    expect(Object.values(await countFor(kept.id)).every((n) => n === 1)).toBe(true);
    expect((await db.select().from(gmbReviews)).length).toBeGreaterThanOrEqual(1);

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'website.deleted'), eq(auditLog.targetId, doomed.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: ownerId,
      targetType: 'website',
      details: { name: 'Doomed', domain: 'https://doomed.example' },
    });
    expect((await owner.delete(`/api/websites/${doomed.id}`)).status).toBe(404);
  });
});
