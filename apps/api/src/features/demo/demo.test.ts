import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicConfigSchema } from '@leadchat/contract';
import { account, knowledgeChunks, knowledgeSources, userRoles, websites } from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';
import { DEMO_FAQS, TEST_FAQS } from './demo-faq.js';
import { seedDemoWebsites } from './demo.service.js';
import { DEMO_WEBSITE_ID, SYSTEM_USER_EMAIL, SYSTEM_USER_ID, TEST_WEBSITE_ID } from './system-user.js';

describe('demo websites seed and /api/public-config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers null ids before the seed has run', async () => {
    const response = await createHttpClient(t.app).get('/api/public-config');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      publicUrl: TEST_ORIGIN,
      supportEmail: 'support@leadchat.local',
      demoWebsiteId: null,
      testWebsiteId: null,
    });
  });

  it('seeds the system owner, both websites and one chunk per FAQ, and is idempotent', async () => {
    const db = t.database.db;
    await seedDemoWebsites({ db, publicUrl: TEST_ORIGIN });
    const snapshot = async () => ({
      sites: await db.select().from(websites).orderBy(websites.id),
      sources: await db.select().from(knowledgeSources).orderBy(knowledgeSources.id),
      chunks: await db.select().from(knowledgeChunks).orderBy(knowledgeChunks.id),
      roles: await db.select().from(userRoles).where(eq(userRoles.userId, SYSTEM_USER_ID)),
    });
    const first = await snapshot();
    expect(first.sites.map((s) => [s.id, s.name, s.userId, s.domain])).toEqual([
      [DEMO_WEBSITE_ID, 'LeadChat Demo', SYSTEM_USER_ID, 'http://localhost:3000'],
      [TEST_WEBSITE_ID, 'Widget Test', SYSTEM_USER_ID, 'http://localhost:3000'],
    ]);
    expect(first.sources).toHaveLength(DEMO_FAQS.length + TEST_FAQS.length);
    expect(first.chunks).toHaveLength(DEMO_FAQS.length + TEST_FAQS.length);
    const priceChunk = first.chunks.find(
      (c) => c.websiteId === DEMO_WEBSITE_ID && c.title === DEMO_FAQS[0]!.question,
    );
    expect(priceChunk).toMatchObject({
      kind: 'faq',
      content: `${DEMO_FAQS[0]!.question}\n${DEMO_FAQS[0]!.answer}`,
    });
    expect(first.roles.map((r) => r.role)).toEqual(['user']);

    // Twice more, once concurrently: same rows, same ids (nothing rewritten).
    await Promise.all([
      seedDemoWebsites({ db, publicUrl: TEST_ORIGIN }),
      seedDemoWebsites({ db, publicUrl: TEST_ORIGIN }),
    ]);
    const again = await snapshot();
    expect(again.sources.map((s) => s.id)).toEqual(first.sources.map((s) => s.id));
    expect(again.chunks.map((c) => c.id)).toEqual(first.chunks.map((c) => c.id));
    expect(again.sites.map((s) => s.id)).toEqual(first.sites.map((s) => s.id));
  });

  it('repairs damaged knowledge and follows a new public address on the next start', async () => {
    const db = t.database.db;
    await db.delete(knowledgeChunks).where(eq(knowledgeChunks.websiteId, DEMO_WEBSITE_ID));
    await seedDemoWebsites({ db, publicUrl: 'https://chat.example.com' });
    expect(await db.$count(knowledgeChunks, eq(knowledgeChunks.websiteId, DEMO_WEBSITE_ID))).toBe(
      DEMO_FAQS.length,
    );
    const [site] = await db.select().from(websites).where(eq(websites.id, DEMO_WEBSITE_ID));
    expect(site?.domain).toBe('https://chat.example.com');
    await seedDemoWebsites({ db, publicUrl: TEST_ORIGIN });
  });

  it('exposes the seeded ids and the public URL', async () => {
    const response = await createHttpClient(t.app).get('/api/public-config');
    expect(response.status).toBe(200);
    const body = PublicConfigSchema.parse(await response.json());
    expect(body).toMatchObject({
      publicUrl: TEST_ORIGIN,
      demoWebsiteId: DEMO_WEBSITE_ID,
      testWebsiteId: TEST_WEBSITE_ID,
    });
  });

  it('answers pricing questions on the demo website with the real prices', async () => {
    const client = createHttpClient(t.app);
    for (const message of ['How much does it cost?', 'How much is the chatbot?']) {
      const response = await client.post('/api/chat', {
        message,
        websiteId: DEMO_WEBSITE_ID,
        visitorId: `visitor-${Math.random().toString(36).slice(2, 10)}`,
        visitorData: { name: 'Dana', email: 'dana@example.test' },
      });
      expect(response.status, message).toBe(200);
      const body = (await response.json()) as { response: string };
      expect(body.response, message).toContain('$29');
      expect(body.response, message).toContain('$37.70');
    }
  });

  it('gives the system account no way to sign in and still makes the first real account admin', async () => {
    const db = t.database.db;
    expect(await db.$count(account, eq(account.userId, SYSTEM_USER_ID))).toBe(0);
    const client = createHttpClient(t.app);
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: SYSTEM_USER_EMAIL,
      password: 'Correct-Horse-Battery-42',
    });
    expect(signIn.status).toBeGreaterThanOrEqual(400);

    const owner = createHttpClient(t.app);
    await signUpAndSignIn(owner, { sentEmails: t.sentEmails });
    const me = (await (await owner.get('/api/me')).json()) as { isAdmin: boolean };
    expect(me.isAdmin).toBe(true);
    const second = createHttpClient(t.app);
    await signUpAndSignIn(second, { sentEmails: t.sentEmails });
    expect(((await (await second.get('/api/me')).json()) as { isAdmin: boolean }).isAdmin).toBe(false);
  });
});
