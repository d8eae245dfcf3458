/**
 * Bad input on every JSON endpoint answers 400 (or 413 / 415) with `{ error: { code, message } }`, never a 500.
 * Add your endpoint to JSON_ENDPOINTS: a valid body, its required fields, and whether it needs a signed-in user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../test/test-app.js';

type JsonEndpoint = {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  /** A body the endpoint accepts (its values' types are what "wrong types" flips). */
  valid: Record<string, unknown>;
  /** Fields whose absence must be refused. */
  required: string[];
  /** The endpoint needs a signed-in user (otherwise 401 would hide the validation). */
  signedIn?: boolean;
};

export const JSON_ENDPOINTS: JsonEndpoint[] = [
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    valid: {
      email: 'new-owner@example.test',
      password: 'Correct-Horse-Battery-42',
      name: 'Owner',
      username: 'owner',
    },
    required: ['email', 'password', 'username'],
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    valid: { email: 'someone@example.test', password: 'Correct-Horse-Battery-42' },
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
    valid: { currentPassword: 'Correct-Horse-Battery-42', newPassword: 'Correct-Horse-Battery-43' },
    required: ['currentPassword', 'newPassword'],
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

async function expectErrorShape(response: Response, statuses: number[]): Promise<void> {
  const text = await response.text();
  expect(statuses, `status ${response.status}, body ${text.slice(0, 300)}`).toContain(response.status);
  expect(response.headers.get('content-type') ?? '').toContain('application/json');
  const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
  expect(body.error, `body ${text.slice(0, 300)}`).toEqual({
    code: expect.any(String),
    message: expect.any(String),
  });
  expect((body.error?.message as string).length).toBeGreaterThan(0);
}

describe('bad input on JSON endpoints', () => {
  let t: TestApp;
  let signedIn: HttpClient;
  let anonymous: HttpClient;

  beforeAll(async () => {
    // Every refused request still counts toward the auth rate limits; this file is about validation, not limits.
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    signedIn = createHttpClient(t.app);
    await signUpAndSignIn(signedIn, { sentEmails: t.sentEmails });
    anonymous = createHttpClient(t.app);
  });
  afterAll(async () => t.close());

  const send = (
    endpoint: JsonEndpoint,
    body: string | ReadableStream<Uint8Array>,
    headers: Record<string, string> = {},
  ) =>
    (endpoint.signedIn ? signedIn : anonymous).request(endpoint.path, {
      method: endpoint.method,
      headers: { 'content-type': 'application/json', ...headers },
      body,
      // A stream body (no Content-Length) needs half-duplex in Node's fetch.
      ...(body instanceof ReadableStream ? { duplex: 'half' as const } : {}),
    });

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
      for (const field of Object.keys(endpoint.valid)) {
        const body = { ...endpoint.valid, [field]: wrongTypeFor(endpoint.valid[field]) };
        await expectErrorShape(await send(endpoint, JSON.stringify(body)), [400]);
      }
    });

    it('refuses missing required fields with 400', async () => {
      await expectErrorShape(await send(endpoint, '{}'), [400]);
      for (const field of endpoint.required) {
        const body: Record<string, unknown> = { ...endpoint.valid };
        delete body[field];
        await expectErrorShape(await send(endpoint, JSON.stringify(body)), [400]);
      }
    });

    it('refuses a body over 1 MB with 413, whether or not its length is announced', async () => {
      const big = JSON.stringify({ ...endpoint.valid, padding: 'x'.repeat(ONE_MB + 16) });
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
