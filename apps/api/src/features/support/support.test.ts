import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests } from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type TestApp } from '../../test/test-app.js';
import { SUPPORT_REQUESTS_PER_IP_PER_HOUR } from './support.service.js';

const VALID = {
  name: 'Dana Plumber',
  email: 'dana@example.test',
  subject: 'Widget question',
  message: 'Can the widget sit on the bottom left?\n<b>Thanks</b>',
};

describe('POST /api/support', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help-desk@example.test' });
  });
  afterAll(async () => t.close());

  it('refuses a missing or blank field, a bad email and a non-JSON body with 400', async () => {
    const client = createHttpClient(t.app);
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const missing = await client.post('/api/support', { ...VALID, [field]: undefined });
      expect(missing.status, field).toBe(400);
      const blank = await client.post('/api/support', { ...VALID, [field]: '   ' });
      expect(blank.status, field).toBe(400);
      const body = (await blank.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.message.toLowerCase()).toContain(field);
    }
    const badEmail = await client.post('/api/support', { ...VALID, email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    const tooLong = await client.post('/api/support', { ...VALID, message: 'x'.repeat(5001) });
    expect(tooLong.status).toBe(400);
    const notJson = await client.request('/api/support', {
      method: 'POST',
      body: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
    const brokenJson = await client.request('/api/support', {
      method: 'POST',
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(brokenJson.status).toBe(400);
    expect(await t.database.db.$count(supportRequests)).toBe(0);
  });

  it('stores the request and emails it, escaped, to the support address', async () => {
    const client = createHttpClient(t.app);
    const before = t.sentEmails.length;
    const response = await client.post('/api/support', { ...VALID, name: '  Dana Plumber  ' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await t.database.db.select().from(supportRequests).where(eq(supportRequests.id, id));
    expect(row).toMatchObject({
      name: 'Dana Plumber',
      email: VALID.email,
      subject: VALID.subject,
      message: VALID.message,
      userId: null,
    });

    const sent = t.sentEmails.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('help-desk@example.test');
    expect(sent[0]!.subject).toBe('Support request: Widget question');
    expect(sent[0]!.text).toContain(VALID.message);
    expect(sent[0]!.text).toContain('dana@example.test');
    expect(sent[0]!.html).toContain('&lt;b&gt;Thanks&lt;/b&gt;');
    expect(sent[0]!.html).not.toContain('<b>Thanks</b>');
  });

  it('links a signed-in sender to their account and keeps header-breaking subjects on one line', async () => {
    const client = createHttpClient(t.app);
    const { userId } = await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    const response = await client.post('/api/support', {
      ...VALID,
      subject: 'Hello\r\nBcc: victim@example.test',
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await t.database.db.select().from(supportRequests).where(eq(supportRequests.id, id));
    expect(row?.userId).toBe(userId);
    expect(t.sentEmails.at(-1)!.subject).toBe('Support request: Hello Bcc: victim@example.test');
  });

  it('limits messages per IP address (429 with Retry-After), not across addresses', async () => {
    const ip = '203.0.113.77';
    const client = createHttpClient(t.app, { ip });
    for (let i = 0; i < SUPPORT_REQUESTS_PER_IP_PER_HOUR; i++) {
      expect((await client.post('/api/support', VALID)).status).toBe(201);
    }
    const limited = await client.post('/api/support', VALID);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect((await createHttpClient(t.app).post('/api/support', VALID)).status).toBe(201);
  });

  it('refuses a cookie-bearing post from another site', async () => {
    const client = createHttpClient(t.app);
    await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    const response = await client.request('/api/support', {
      method: 'POST',
      json: VALID,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});
