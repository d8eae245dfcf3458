/**
 * Bad input on every JSON endpoint answers 400 (or 413 / 415) with `{ error: { code, message } }`, never a 500.
 * Add your endpoint to JSON_ENDPOINTS: a valid body, its required fields, and whether it needs a signed-in user.
 * Paths and string values may name the fixtures created below (`:websiteId`, `:faqId`, `:textId`, `:leadId`,
 * `:otherUserId`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../test/test-app.js';
import { expectErrorBody } from '../test/error-shape.js';

type JsonEndpoint = {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  /** A body the endpoint accepts (its values' types are what "wrong types" flips). Never sent as is. */
  valid: Record<string, unknown>;
  /** Fields whose absence must be refused (an empty list: `{}` is a valid body). */
  required: string[];
  /** The endpoint needs a signed-in user (otherwise 401 would hide the validation). */
  signedIn?: boolean;
};

type Fixtures = Record<'websiteId' | 'faqId' | 'textId' | 'leadId' | 'otherUserId', string>;

const PASSWORD = 'Correct-Horse-Battery-42';

export const JSON_ENDPOINTS: JsonEndpoint[] = [
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    valid: { email: 'new-owner@example.test', password: PASSWORD, name: 'Owner', username: 'owner' },
    required: ['email', 'password', 'username'],
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    valid: { email: 'someone@example.test', password: PASSWORD },
    required: ['email', 'password'],
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    valid: { email: 'someone@example.test', redirectTo: '/auth?reset=true' },
    required: ['email'],
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    valid: { newPassword: 'Correct-Horse-Battery-43', token: 'not-a-real-token' },
    required: ['newPassword'],
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    valid: { currentPassword: PASSWORD, newPassword: 'Correct-Horse-Battery-43' },
    required: ['currentPassword', 'newPassword'],
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/api/support',
    valid: { name: 'Visitor', email: 'visitor@example.test', subject: 'Hello', message: 'A question' },
    required: ['name', 'email', 'subject', 'message'],
  },
  {
    method: 'POST',
    path: '/api/chat',
    valid: {
      message: 'Hello',
      websiteId: ':websiteId',
      visitorId: 'visitor-1',
      visitorData: { name: 'Visitor', email: 'visitor@example.test' },
    },
    required: ['message', 'websiteId', 'visitorId'],
  },
  {
    method: 'PATCH',
    path: '/api/profile',
    valid: { username: 'renamed' },
    required: ['username'],
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/api/profile/delete-account',
    valid: { password: PASSWORD },
    required: ['password'],
    signedIn: true,
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:otherUserId/role',
    valid: { role: 'user' },
    required: ['role'],
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/api/billing/checkout',
    valid: { planType: 'chatbot', paymentType: 'subscription' },
    required: ['planType', 'paymentType'],
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/api/websites',
    valid: { name: 'Plumbing Co', domain: 'https://plumbing.example', aiInstructions: 'Be helpful.' },
    required: ['name', 'domain'],
    signedIn: true,
  },
  {
    method: 'PATCH',
    path: '/api/websites/:websiteId',
    valid: { name: 'Renamed', isActive: true, monthlyMessageQuota: 1000 },
    required: [],
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/api/websites/:websiteId/knowledge/faqs',
    valid: { question: 'Do you work weekends?', answer: 'Yes, Saturdays.' },
    required: ['question', 'answer'],
    signedIn: true,
  },
  {
    method: 'PUT',
    path: '/api/websites/:websiteId/knowledge/faqs/order',
    valid: { ids: [':faqId'] },
    required: ['ids'],
    signedIn: true,
  },
  {
    method: 'PATCH',
    path: '/api/websites/:websiteId/knowledge/faqs/:faqId',
    valid: { question: 'Do you work on Sundays?', answer: 'No.' },
    required: [],
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/api/websites/:websiteId/knowledge/texts',
    valid: { title: 'Prices', content: 'A call-out costs $89.' },
    required: ['title', 'content'],
    signedIn: true,
  },
  {
    method: 'PATCH',
    path: '/api/websites/:websiteId/knowledge/texts/:textId',
    valid: { title: 'Prices 2026', content: 'A call-out costs $99.' },
    required: [],
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/api/websites/:websiteId/crawl',
    valid: { maxPages: 5 },
    required: [],
    signedIn: true,
  },
  {
    method: 'PATCH',
    path: '/api/leads/:leadId',
    valid: { name: 'Pat', status: 'contacted', score: 50, tags: ['vip'] },
    required: [],
    signedIn: true,
  },
];

const ONE_MB = 1024 * 1024;

/** A value of a different JSON type than `value`, for the "wrong types" case. */
function wrongTypeFor(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return { not: 'an array' };
  return ['not', 'an', 'object'];
}

/** Replaces `:name` placeholders (in a path or in a body's strings) with the fixtures' ids. */
function fill<T>(value: T, fixtures: Fixtures): T {
  const replace = (text: string) =>
    text.replace(
      /:(websiteId|faqId|textId|leadId|otherUserId)\b/g,
      (_match, key: keyof Fixtures) => fixtures[key],
    );
  if (typeof value === 'string') return replace(value) as T;
  return JSON.parse(JSON.stringify(value), (_key, inner: unknown) =>
    typeof inner === 'string' ? replace(inner) : inner,
  ) as T;
}

async function expectErrorShape(response: Response, statuses: number[]): Promise<void> {
  const text = await response.text();
  expect(statuses, `status ${response.status}, body ${text.slice(0, 300)}`).toContain(response.status);
  expect(response.headers.get('content-type') ?? '').toContain('application/json');
  const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
  expectErrorBody(body.error, `body ${text.slice(0, 300)}`);
  expect((body.error?.message as string).length).toBeGreaterThan(0);
}

describe('bad input on JSON endpoints', () => {
  let t: TestApp;
  let signedIn: HttpClient;
  let anonymous: HttpClient;
  let fixtures: Fixtures;

  beforeAll(async () => {
    // Every refused request still counts toward the rate limits; this file is about validation, not limits.
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    signedIn = createHttpClient(t.app);
    await signUpAndSignIn(signedIn, { sentEmails: t.sentEmails, password: PASSWORD });
    const other = await signUpAndSignIn(createHttpClient(t.app), { sentEmails: t.sentEmails });
    anonymous = createHttpClient(t.app);

    const create = async (path: string, json: unknown) => {
      const response = await signedIn.post(path, json);
      expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
      return (await response.json()) as Record<string, unknown>;
    };
    const website = await create('/api/websites', {
      name: 'Fixture site',
      domain: 'https://fixture.example',
    });
    const websiteId = String(website.id);
    const faq = await create(`/api/websites/${websiteId}/knowledge/faqs`, {
      question: 'Open?',
      answer: 'Yes.',
    });
    const text = await create(`/api/websites/${websiteId}/knowledge/texts`, {
      title: 'About',
      content: 'We fix.',
    });
    const chat = await create('/api/chat', {
      message: 'Hi, I am Pat, pat@example.test',
      websiteId,
      visitorId: 'fixture-visitor',
      visitorData: { name: 'Pat', email: 'pat@example.test' },
    });
    fixtures = {
      websiteId,
      faqId: String(faq.id),
      textId: String(text.id),
      leadId: String(chat.conversationId),
      otherUserId: other.userId,
    };
  });
  afterAll(async () => t.close());

  const send = (
    endpoint: JsonEndpoint,
    body: string | ReadableStream<Uint8Array>,
    headers: Record<string, string> = {},
  ) =>
    (endpoint.signedIn ? signedIn : anonymous).request(fill(endpoint.path, fixtures), {
      method: endpoint.method,
      headers: { 'content-type': 'application/json', ...headers },
      body,
      // A stream body (no Content-Length) needs half-duplex in Node's fetch.
      ...(body instanceof ReadableStream ? { duplex: 'half' as const } : {}),
    });
  const validBody = (endpoint: JsonEndpoint) => fill(endpoint.valid, fixtures);

  describe.each(JSON_ENDPOINTS)('$method $path', (endpoint) => {
    it('refuses malformed JSON with 400', async () => {
      await expectErrorShape(await send(endpoint, '{"email": "a@b.c", '), [400]);
      await expectErrorShape(await send(endpoint, "{'single': 'quotes'}"), [400]);
    });

    it('refuses a body that is not a JSON object with 400', async () => {
      for (const body of ['[]', '"text"', '42', 'null', 'true']) {
        await expectErrorShape(await send(endpoint, body), [400]);
      }
    });

    it('refuses fields of the wrong type with 400', async () => {
      const valid = validBody(endpoint);
      for (const field of Object.keys(valid)) {
        const body = { ...valid, [field]: wrongTypeFor(valid[field]) };
        await expectErrorShape(await send(endpoint, JSON.stringify(body)), [400]);
      }
    });

    it('refuses missing required fields with 400', async () => {
      if (endpoint.required.length) await expectErrorShape(await send(endpoint, '{}'), [400]);
      for (const field of endpoint.required) {
        const body: Record<string, unknown> = { ...validBody(endpoint) };
        delete body[field];
        await expectErrorShape(await send(endpoint, JSON.stringify(body)), [400]);
      }
    });

    it('refuses a body over 1 MB with 413, whether or not its length is announced', async () => {
      const big = JSON.stringify({ ...validBody(endpoint), padding: 'x'.repeat(ONE_MB + 16) });
      await expectErrorShape(await send(endpoint, big), [413]);
      const chunked = new ReadableStream<Uint8Array>({
        start(controller) {
          const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
          controller.enqueue(new TextEncoder().encode('{"padding":"'));
          for (let sent = 0; sent <= ONE_MB; sent += chunk.length) controller.enqueue(chunk);
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        },
      });
      await expectErrorShape(await send(endpoint, chunked), [413]);
    });

    it('refuses a body that is not JSON with 400 or 415', async () => {
      await expectErrorShape(
        await send(endpoint, 'email=a%40b.c', { 'content-type': 'text/plain' }),
        [400, 415],
      );
    });
  });

  it('refuses a cross-site write with 403 and the error shape', async () => {
    const response = await anonymous.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'a@b.c', password: 'x' }),
    });
    await expectErrorShape(response, [403]);
  });
});
