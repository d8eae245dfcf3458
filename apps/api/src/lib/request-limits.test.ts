/**
 * Issue 18's defects, each reproduced: a NUL (or an unpaired surrogate) in any text field answered 500; /api/chat
 * failed before its rate limit counted; an oversized body killed the keep-alive connection and its 413 had no
 * CORS header; the widget config had no limit. See docs/decisions/0005-request-limits.md.
 */
import http from 'node:http';
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestWebsite, seedFixtureBusiness } from '../assistant/eval/seed-fixture.js';
import { messages, user } from '../db/schema.js';
import { signUpAndSignIn } from '../test/auth-helpers.js';
import { rawRequest, serveTestApp, type ServedApp } from '../test/serve-app.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../test/test-app.js';
import { expectErrorBody } from '../test/error-shape.js';

const NUL = '\u0000';
const LONE = '\uD800';

async function expectError(response: Response, status: number): Promise<{ code: string; message: string }> {
  const text = await response.text();
  expect(response.status, text.slice(0, 300)).toBe(status);
  const body = JSON.parse(text) as { error: { code: string; message: string } };
  expectErrorBody(body.error);
  return body.error;
}

describe('control characters and unpaired surrogates in text', () => {
  let t: TestApp;
  let owner: HttpClient;
  let websiteId: string;
  let faqPath: string;
  let leadId: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    owner = createHttpClient(t.app);
    await signUpAndSignIn(owner, { sentEmails: t.sentEmails });
    const website = await owner.post('/api/websites', { name: 'Site', domain: 'https://site.example' });
    websiteId = ((await website.json()) as { id: string }).id;
    const faq = await owner.post(`/api/websites/${websiteId}/knowledge/faqs`, {
      question: 'Q?',
      answer: 'A.',
    });
    faqPath = `/api/websites/${websiteId}/knowledge/faqs/${((await faq.json()) as { id: string }).id}`;
    const chat = await createHttpClient(t.app).post('/api/chat', {
      message: 'Hi, I am Pat, pat@example.test, call me',
      websiteId,
      visitorId: 'fixture',
    });
    leadId = ((await chat.json()) as { conversationId: string }).conversationId;
  });
  afterAll(async () => t.close());

  it('refuses them with 400 on every owner endpoint (never 500)', async () => {
    const cases: Array<[string, () => Promise<Response>]> = [
      ['website name', () => owner.post('/api/websites', { name: `a${NUL}`, domain: 'https://b.example' })],
      ['instructions', () => owner.patch(`/api/websites/${websiteId}`, { aiInstructions: `x${NUL}y` })],
      [
        'greeting',
        () =>
          owner.patch(`/api/websites/${websiteId}`, { appearanceConfig: { greeting_message: `Hi${NUL}` } }),
      ],
      [
        'faq',
        () => owner.post(`/api/websites/${websiteId}/knowledge/faqs`, { question: `Q${NUL}`, answer: 'A' }),
      ],
      ['faq update', () => owner.patch(faqPath, { answer: `A${LONE}` })],
      [
        'text',
        () => owner.post(`/api/websites/${websiteId}/knowledge/texts`, { title: 'T', content: `C${NUL}` }),
      ],
      ['lead notes', () => owner.patch(`/api/leads/${leadId}`, { notes: `n${NUL}` })],
      ['lead tags', () => owner.patch(`/api/leads/${leadId}`, { tags: [`t${NUL}`] })],
      ['username', () => owner.patch('/api/profile', { username: `u${NUL}` })],
      ['leads search', () => owner.get('/api/leads?search=%00')],
      ['conversations search', () => owner.get('/api/conversations?search=a%00b')],
      ['leads export search', () => owner.get('/api/leads/export.csv?search=%01')],
    ];
    for (const [name, send] of cases) {
      const response = await send();
      expect(response.status, name).toBe(400);
      await expectError(response, 400);
    }
  });

  it('refuses them on the public forms and on better-auth, before anything is stored', async () => {
    const anonymous = createHttpClient(t.app);
    await expectError(
      await anonymous.post('/api/support', {
        name: 'A',
        email: 'a@b.example',
        subject: `s${NUL}`,
        message: 'm',
      }),
      400,
    );
    await expectError(
      await anonymous.post('/api/auth/reset-password', {
        newPassword: 'Correct-Horse-9-Battery',
        token: `t${NUL}`,
      }),
      400,
    );
    const email = `nul-${Date.now()}@example.test`;
    await expectError(
      await anonymous.post('/api/auth/sign-up/email', {
        email,
        password: 'Correct-Horse-9-Battery',
        name: 'N',
        username: `bad${NUL}name`,
      }),
      400,
    );
    expect(await t.deps.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    await expectError(await anonymous.get(`/api/auth/verify-email?token=a%00b`), 400);
  });

  it('strips them from a visitor chat message, and refuses a bad visitorId', async () => {
    const visitor = createHttpClient(t.app);
    const ok = await visitor.post('/api/chat', {
      message: `Hello${NUL} there${LONE}`,
      websiteId,
      visitorId: 'v-nul',
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    const { conversationId } = (await ok.json()) as { conversationId: string };
    const stored = await t.deps.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(stored[0]?.content).toBe('Hello there\uFFFD');
    await expectError(
      await visitor.post('/api/chat', { message: 'hi', websiteId, visitorId: `v${NUL}` }),
      400,
    );
  });
});

describe('POST /api/chat counts a request before anything that can fail', () => {
  let t: TestApp;
  let websiteId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ websiteId } = await seedFixtureBusiness({ db: t.deps.db }));
  });
  afterAll(async () => t.close());

  it('80 requests with a NUL in visitorId from one IP: 400s, then 429 with Retry-After, never 500', async () => {
    const client = createHttpClient(t.app, { ip: '203.0.113.80' });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 80; i++) {
      const response = await client.post('/api/chat', { message: 'hi', websiteId, visitorId: `x${NUL}${i}` });
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get('retry-after');
      await expectError(response, response.status);
    }
    // The default limit is 60 chat requests a minute per client.
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('an unpaired surrogate in visitorId is a 400 that uses none of the website budget', async () => {
    const client = createHttpClient(t.app, { ip: '203.0.113.81' });
    for (let i = 0; i < 5; i++) {
      await expectError(
        await client.post('/api/chat', { message: 'hi', websiteId, visitorId: `v${LONE}` }),
        400,
      );
    }
    const rows = await t.deps.db.execute<{ count: number }>(
      sql`select count from rate_limit_buckets where key = ${`chat:website:${websiteId}`}`,
    );
    expect(rows.rows).toHaveLength(0);
    // and the same client's next good message is answered.
    expect((await client.post('/api/chat', { message: 'hi', websiteId, visitorId: 'v-ok' })).status).toBe(
      200,
    );
  });

  it('an unknown website counts against the client too', async () => {
    const client = createHttpClient(t.app, { ip: '203.0.113.82' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      statuses.push(
        (await client.post('/api/chat', { message: 'hi', websiteId: unknown, visitorId: 'v' })).status,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
  });
});

describe('oversized bodies over a real keep-alive connection', () => {
  let t: TestApp;
  let served: ServedApp;
  let websiteId: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    ({ websiteId } = await seedFixtureBusiness({ db: t.deps.db }));
    served = await serveTestApp(t.app);
  });
  afterAll(async () => {
    await served.close();
    await t.close();
  });

  const big = JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) });
  const endpoints = [
    '/api/chat',
    '/api/support',
    '/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
    '/api/auth/request-password-reset',
    '/api/webhooks/stripe',
    '/api/websites',
  ];

  it('answers 413 with Connection: close, and the next request on a new connection succeeds', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const path of endpoints) {
        for (const chunked of [false, true]) {
          const refused = await rawRequest({
            port: served.port,
            agent,
            method: 'POST',
            path,
            headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
            body: chunked ? [big.slice(0, 1_000_000), big.slice(1_000_000)] : big,
          });
          expect(refused.status, `${path} chunked=${chunked}`).toBe(413);
          expect(refused.headers.connection).toBe('close');
          expect(JSON.parse(refused.body)).toEqual({
            error: { code: expect.any(String), message: expect.any(String) },
          });
          const next = await rawRequest({ port: served.port, agent, method: 'GET', path: '/healthz' });
          expect(next.status, `after ${path}`).toBe(200);
        }
      }
    } finally {
      agent.destroy();
    }
  });

  // Found by the fuzz suite on a loaded machine: the unread body's drain ran past @hono/node-server's 500 ms and
  // the socket was destroyed under the client's next request. An answer given while the body is still unread
  // (here a 401 before the session check reads nothing) now closes the connection instead.
  it('an answer given before a large body was read (401, 415) leaves the connection usable', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = JSON.stringify({ name: 'x'.repeat(900 * 1024) });
    try {
      for (const [path, contentType, status, chunked] of [
        ['/api/websites', 'application/json', 401, false],
        ['/api/support', 'text/plain', 415, true],
      ] as const) {
        const refused = await rawRequest({
          port: served.port,
          agent,
          method: 'POST',
          path,
          headers: { 'content-type': contentType, origin: 'http://localhost:3000' },
          body: chunked ? [body.slice(0, 100), body.slice(100)] : body,
        });
        expect(refused.status, path).toBe(status);
        if (!chunked) expect(refused.headers.connection, path).toBe('close');
        const next = await rawRequest({ port: served.port, agent, method: 'GET', path: '/healthz' });
        expect(next.status, `after ${path}`).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });

  // Found by the fuzz suite on a loaded machine: a client still sending a 1 MB body when the 413 came got EPIPE.
  // Here the client sends a part, waits for the answer, then sends the rest: the server reads and drops it and then
  // closes cleanly (FIN), instead of closing with unread bytes, which resets the connection under the client.
  it('reads the rest of a refused body before closing, so a client still sending gets the 413, not a reset', async () => {
    const total = 2 * 1024 * 1024;
    const socket = net.connect(served.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    const closed = new Promise<string>((resolve) => {
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
      socket.once('end', () => resolve('end'));
    });
    socket.write(
      `POST /api/websites HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Origin: http://localhost:3000\r\nContent-Length: ${total}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(64 * 1024, 'x'));
    const written = await new Promise<string>((resolve) => {
      // The rest, in pieces, after a pause in which a server closing at once would have done so.
      setTimeout(() => {
        const rest = Buffer.alloc(total - 64 * 1024, 'x');
        socket.write(rest, (error) =>
          resolve(error ? `write error ${(error as NodeJS.ErrnoException).code}` : 'ok'),
        );
      }, 200);
    });
    expect(written).toBe('ok');
    expect(await closed).toBe('end');
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    socket.destroy();
  });

  it("the chat's 413 carries the public CORS headers, so the widget can read it", async () => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      const refused = await rawRequest({
        port: served.port,
        agent,
        method: 'POST',
        path: '/api/chat',
        headers: { 'content-type': 'application/json', origin: 'https://customer.example' },
        body: JSON.stringify({ message: 'x'.repeat(1_100_000), websiteId, visitorId: 'v' }),
      });
      expect(refused.status).toBe(413);
      expect(refused.headers['access-control-allow-origin']).toBe('*');
    } finally {
      agent.destroy();
    }
  });
});

describe('GET /api/widget/{id}/config limit', () => {
  let t: TestApp;
  let websiteId: string;

  beforeAll(async () => {
    // 600 a minute × 0.01: six reads a minute per client in this test.
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '0.01' });
    const { userId } = await seedFixtureBusiness({ db: t.deps.db });
    websiteId = await insertTestWebsite({ db: t.deps.db, userId, name: 'Config Co' });
  });
  afterAll(async () => t.close());

  it('refuses a flood from one client with 429, Retry-After, CORS and the error shape; others are served', async () => {
    const flood = createHttpClient(t.app, { ip: '2001:db8:5:5::1', origin: 'https://customer.example' });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await flood.get(`/api/widget/${websiteId}/config`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    // Another address of the same IPv6 /64 is the same client.
    const sameNetwork = createHttpClient(t.app, {
      ip: '2001:db8:5:5::2',
      origin: 'https://customer.example',
    });
    const refused = await sameNetwork.get(`/api/widget/${websiteId}/config`);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectError(refused, 429);
    expect((await createHttpClient(t.app).get(`/api/widget/${websiteId}/config`)).status).toBe(200);
  });
});
