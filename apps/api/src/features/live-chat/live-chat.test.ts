/**
 * Live chat (issue 17) over real HTTP on PostgreSQL: takeover, the owner's replies reaching the visitor's live
 * stream, typing, hand-back, resume with Last-Event-ID, the assistant never talking over a person (200 races and
 * a model reply in flight), authorization and limits of the public stream, the idle hand-back and the follow-up of
 * an unanswered request for a person.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { serveTestApp, type ServedApp } from '../../test/serve-app.js';
import { openSseStream } from '../../test/sse-stream.js';
import {
  createHttpClient,
  createTestApp,
  TEST_ORIGIN,
  type HttpClient,
  type TestApp,
} from '../../test/test-app.js';
import {
  startFakeOpenAiServer,
  systemText,
  type FakeOpenAiServer,
} from '../../assistant/testing/fake-openai-server.js';
import { insertWebsite } from '../conversations/owner-data.fixture.js';
import { stopRealtimeHub } from '../realtime/realtime.service.js';
import { canAssistantAnswer, createLiveToken, sweepLiveChats } from './live-chat.service.js';

/** The widget's live stream, with its `message` events' data read as the widget reads it. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const stream = await openSseStream(url, headers);
  const messages = () =>
    stream.events
      .filter((e) => e.event === 'message')
      .map((e) => JSON.parse(e.data) as { seq: number; r: string; t: string; n?: string });
  return { ...stream, messages };
}
type Stream = Awaited<ReturnType<typeof openStream>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const visitorNumbers = new Map<string, number>();
const visitorNumber = (visitorId: string) => {
  if (!visitorNumbers.has(visitorId)) visitorNumbers.set(visitorId, visitorNumbers.size % 250);
  return visitorNumbers.get(visitorId)!;
};

describe('live chat: takeover, live replies, hand back (built-in assistant)', () => {
  let t: TestApp;
  let served: ServedApp;
  let owner: HttpClient;
  let stranger: HttpClient;
  let ownerId: string;
  let websiteId: string;
  let strangerWebsiteId: string;
  const streams: Stream[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    served = await serveTestApp(t.app);
    owner = createHttpClient(t.app);
    stranger = createHttpClient(t.app);
    ({ userId: ownerId } = await signUpAndSignIn(owner, { sentEmails: t.sentEmails, username: 'Sam' }));
    const strangerId = (await signUpAndSignIn(stranger, { sentEmails: t.sentEmails })).userId;
    websiteId = await insertWebsite(t.database.db, { userId: ownerId, name: 'Quick Plumbing' });
    strangerWebsiteId = await insertWebsite(t.database.db, { userId: strangerId, name: 'Other Plumbing' });
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await stopRealtimeHub({ db: t.database.db });
    await served.close();
    await t.close();
  });

  /** The owner's calls over real HTTP, with the session cookie and Origin the browser would send. */
  function ownerCall(client: HttpClient, path: string, init: { method?: string; json?: unknown } = {}) {
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return fetch(`${served.baseUrl}${path}`, {
      method: init.method ?? 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: init.json === undefined ? (init.method === 'GET' ? undefined : '{}') : JSON.stringify(init.json),
    });
  }

  async function visitorSays(body: { message: string; visitorId: string; conversationId?: string }) {
    const response = await fetch(`${served.baseUrl}/api/chat`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://quick-plumbing.example',
        // Each visitor from an address of their own: the chat's per-IP limit is not what these tests are about.
        'x-test-client-ip': `198.18.${visitorNumber(body.visitorId)}.${1 + (visitorNumber(body.visitorId) % 250)}`,
      },
      body: JSON.stringify({
        ...body,
        websiteId,
        visitorData: { name: 'Vera Visitor', email: 'vera@example.com' },
      }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { response: string; conversationId: string; liveToken: string };
  }

  async function open(
    conversationId: string,
    token: string,
    headers: Record<string, string> = {},
    after?: number,
  ) {
    const query = new URLSearchParams({ token, ...(after !== undefined ? { after: String(after) } : {}) });
    const stream = await openStream(`${served.baseUrl}/api/widget/live/${conversationId}?${query}`, {
      origin: 'https://quick-plumbing.example',
      ...headers,
    });
    streams.push(stream);
    return stream;
  }

  async function roles(conversationId: string) {
    const result = await t.database.db.execute<{ role: string; content: string; seq: number }>(
      sql`select role, content, seq from messages where conversation_id = ${conversationId} order by seq`,
    );
    return result.rows.map((row) => ({ ...row, seq: Number(row.seq) }));
  }

  it('the owner takes over, the assistant stays silent, replies and typing reach the widget live, hand back resumes the assistant', async () => {
    const first = await visitorSays({ message: 'Hi, do you fix leaking taps?', visitorId: 'v-live-1' });
    expect(first.response.length).toBeGreaterThan(0);
    expect(first.liveToken).toBe(
      createLiveToken({ secret: t.deps.config.AUTH_SECRET, conversationId: first.conversationId }),
    );
    const id = first.conversationId;

    const stream = await open(id, first.liveToken);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.response.headers.get('access-control-allow-origin')).toBe('*');
    await stream.waitFor((e) => e.event === ':ready');
    expect(stream.messages()).toEqual([]); // the assistant's replies come on the chat request, not here

    const takeover = await ownerCall(owner, `/api/conversations/${id}/takeover`);
    expect(takeover.status).toBe(200);
    const { live } = (await takeover.json()) as { live: Record<string, unknown> };
    expect(live).toMatchObject({ mode: 'human', humanName: 'Sam', isMine: true, idleMinutes: 30 });
    await stream.waitFor((e) => e.event === 'message' && e.data.includes('Sam joined the chat.'));
    expect(await canAssistantAnswer({ db: t.database.db, conversationId: id })).toMatchObject({
      canAnswer: false,
    });

    // The visitor's message in human mode: stored, shown to the owner, not answered.
    const unanswered = await visitorSays({
      message: 'Great, is anyone there?',
      visitorId: 'v-live-1',
      conversationId: id,
    });
    expect(unanswered.response).toBe('');
    const detail = (await (await ownerCall(owner, `/api/conversations/${id}`, { method: 'GET' })).json()) as {
      messages: { role: string; content: string; authorName: string | null }[];
      mode: string;
      live: { mode: string; handBackAt: string | null };
    };
    expect(detail.mode).toBe('human');
    expect(detail.live.handBackAt).not.toBeNull();
    expect(detail.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'system', 'user']);

    const typing = await ownerCall(owner, `/api/conversations/${id}/typing`);
    expect(typing.status).toBe(204);
    const typed = await stream.waitFor((e) => e.event === 'typing');
    expect(JSON.parse(typed.data)).toEqual({ n: 'Sam' });

    const sent = await ownerCall(owner, `/api/conversations/${id}/messages`, {
      json: { content: '  Yes! Sam here, what tap is it?  ' },
    });
    expect(sent.status).toBe(201);
    const reply = await stream.waitFor((e) => e.event === 'message' && e.data.includes('Sam here'));
    expect(JSON.parse(reply.data)).toMatchObject({
      r: 'owner',
      t: 'Yes! Sam here, what tap is it?',
      n: 'Sam',
    });
    expect(Number(reply.id)).toBe(JSON.parse(reply.data).seq);

    const handBack = await ownerCall(owner, `/api/conversations/${id}/handback`);
    expect(((await handBack.json()) as { live: { mode: string } }).live.mode).toBe('assistant');
    await stream.waitFor(
      (e) => e.event === 'message' && e.data.includes('left the chat. The assistant is answering again.'),
    );

    const resumed = await visitorSays({
      message: 'Kitchen tap. Thanks!',
      visitorId: 'v-live-1',
      conversationId: id,
    });
    expect(resumed.response.length).toBeGreaterThan(0);
    expect((await roles(id)).map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'system',
      'user',
      'owner',
      'system',
      'user',
      'assistant',
    ]);
    // Every live message reached the stream exactly once, in order.
    expect(stream.messages().map((m) => m.r)).toEqual(['note', 'owner', 'note']);
  });

  it("the owner's first message takes the conversation over in the same transaction", async () => {
    const first = await visitorSays({ message: 'Do you work on Sundays?', visitorId: 'v-live-2' });
    const id = first.conversationId;
    const sent = await ownerCall(owner, `/api/conversations/${id}/messages`, {
      json: { content: 'Hi, Sam here: yes we do.' },
    });
    expect(sent.status).toBe(201);
    expect(((await sent.json()) as { live: { mode: string } }).live.mode).toBe('human');
    const stored = await roles(id);
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant', 'system', 'owner']);
    const note = stored[2]!;
    const result = await t.database.db.execute<{ note_xmin: string; owner_xmin: string }>(sql`
      select (select xmin::text from messages where conversation_id = ${id} and role = 'system') as note_xmin,
             (select xmin::text from messages where conversation_id = ${id} and role = 'owner') as owner_xmin`);
    // One transaction wrote the switch's note and the owner's message.
    expect(result.rows[0]!.note_xmin).toBe(result.rows[0]!.owner_xmin);
    expect(note.content).toBe('Sam joined the chat.');
    const quiet = await visitorSays({
      message: 'Great, see you Sunday',
      visitorId: 'v-live-2',
      conversationId: id,
    });
    expect(quiet.response).toBe('');
  });

  it('a reconnect with Last-Event-ID (or ?after=) replays what was missed, each message once', async () => {
    const first = await visitorSays({ message: 'Hello', visitorId: 'v-live-3' });
    const id = first.conversationId;
    for (const content of ['One', 'Two', 'Three']) {
      expect(
        (await ownerCall(owner, `/api/conversations/${id}/messages`, { json: { content } })).status,
      ).toBe(201);
    }
    const everything = await open(id, first.liveToken);
    await everything.waitFor((e) => e.event === ':ready');
    expect(everything.messages().map((m) => m.t)).toEqual(['Sam joined the chat.', 'One', 'Two', 'Three']);
    const seqOfOne = everything.messages()[1]!.seq;
    everything.close();

    const resumed = await open(id, first.liveToken, { 'last-event-id': String(seqOfOne) });
    await resumed.waitFor((e) => e.event === ':ready');
    expect(resumed.messages().map((m) => m.t)).toEqual(['Two', 'Three']);
    // The newer of the header and ?after= wins (the browser's reconnect keeps the URL it was opened with).
    const both = await open(id, first.liveToken, { 'last-event-id': String(seqOfOne) }, seqOfOne + 100);
    await both.waitFor((e) => e.event === ':ready');
    expect(both.messages()).toEqual([]);
    // Live after the replay, no duplicates.
    await ownerCall(owner, `/api/conversations/${id}/messages`, { json: { content: 'Four' } });
    await resumed.waitFor((e) => e.data.includes('Four'));
    await sleep(200);
    expect(resumed.messages().map((m) => m.t)).toEqual(['Two', 'Three', 'Four']);
    // A bad Last-Event-ID is ignored (the replay starts from ?after=, else the beginning), never a 500.
    const junk = await open(id, first.liveToken, { 'last-event-id': 'not-a-number' });
    await junk.waitFor((e) => e.event === ':ready');
    expect(junk.messages()).toHaveLength(5);
  });

  it('a visitor only ever reads their own conversation; only the owner may take over, post, type or hand back', async () => {
    const mine = await visitorSays({ message: 'Hello there', visitorId: 'v-live-4' });
    const other = await visitorSays({ message: 'Another visitor', visitorId: 'v-live-5' });
    const base = `${served.baseUrl}/api/widget/live`;
    const get = (path: string) => fetch(`${base}${path}`, { headers: { accept: 'text/event-stream' } });
    // Wrong token, another conversation's token, no token, malformed id: 404 / 400, never the stream.
    expect((await get(`/${mine.conversationId}?token=${'x'.repeat(32)}`)).status).toBe(404);
    expect((await get(`/${mine.conversationId}?token=${other.liveToken}`)).status).toBe(404);
    expect((await get(`/${mine.conversationId}`)).status).toBe(400);
    expect((await get(`/not-a-uuid?token=${mine.liveToken}`)).status).toBe(404);
    expect((await get(`/${mine.conversationId}?token=${mine.liveToken}&after=-1`)).status).toBe(400);
    const body = (await (await get(`/${mine.conversationId}?token=nope`)).json()) as {
      error: { code: string };
    };
    expect(body.error.code).toBe('NOT_FOUND');

    const id = mine.conversationId;
    for (const path of ['takeover', 'handback', 'typing']) {
      expect((await ownerCall(stranger, `/api/conversations/${id}/${path}`)).status).toBe(404);
    }
    expect(
      (await ownerCall(stranger, `/api/conversations/${id}/messages`, { json: { content: 'Hi' } })).status,
    ).toBe(404);
    expect((await ownerCall(stranger, `/api/conversations/${id}`, { method: 'GET' })).status).toBe(404);
    const signedOut = createHttpClient(t.app);
    expect((await ownerCall(signedOut, `/api/conversations/${id}/takeover`)).status).toBe(401);
    expect(await canAssistantAnswer({ db: t.database.db, conversationId: id })).toMatchObject({
      canAnswer: true,
    });

    // Bad input: 400 with the error shape, never 500.
    for (const content of ['', '   ', 'x'.repeat(2001), 'nul\u0000byte']) {
      const response = await ownerCall(owner, `/api/conversations/${id}/messages`, { json: { content } });
      expect(response.status, content.slice(0, 10)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    expect(
      (await ownerCall(owner, `/api/conversations/${id}/messages`, { json: { text: 'wrong field' } })).status,
    ).toBe(400);
    expect((await ownerCall(owner, `/api/conversations/not-a-uuid/takeover`)).status).toBe(404);

    // The idle hand-back setting: the owner's own websites only, within range.
    const settings = (minutes: unknown, site = websiteId, client = owner) =>
      ownerCall(client, `/api/conversations/live-settings/${site}`, {
        method: 'PATCH',
        json: { idleMinutes: minutes },
      });
    expect((await settings(3)).status).toBe(400);
    expect((await settings(2000)).status).toBe(400);
    expect((await settings('ten')).status).toBe(400);
    expect((await settings(15, strangerWebsiteId)).status).toBe(404);
    const saved = await settings(15);
    expect(await saved.json()).toEqual({ idleMinutes: 15 });
    expect((await settings(30)).status).toBe(200);
  });

  it('the assistant never talks over a person: 200 takeovers racing a visitor message within 50 ms', async () => {
    let assistantAfterTakeover = 0;
    let droppedOrSilent = 0;
    for (let trial = 0; trial < 200; trial++) {
      const visitorId = `v-race-${trial}`;
      const first = await visitorSays({ message: 'Hi there', visitorId });
      const id = first.conversationId;
      const offsets = [Math.random() * 50, Math.random() * 50];
      const [, chat] = await Promise.all([
        sleep(offsets[0]!).then(() => ownerCall(owner, `/api/conversations/${id}/takeover`)),
        sleep(offsets[1]!).then(() =>
          visitorSays({
            message: 'What are your prices for a boiler service?',
            visitorId,
            conversationId: id,
          }),
        ),
      ]);
      const stored = await roles(id);
      const takeoverAt = stored.find((m) => m.role === 'system')!.seq;
      assistantAfterTakeover += stored.filter((m) => m.role === 'assistant' && m.seq > takeoverAt).length;
      if (chat.response === '') droppedOrSilent += 1;
      // A reply the visitor was shown is a stored reply from before the takeover.
      if (chat.response !== '') {
        const replies = stored.filter((m) => m.role === 'assistant');
        expect(replies.at(-1)!.content).toBe(chat.response);
        expect(replies.at(-1)!.seq).toBeLessThan(takeoverAt);
      }
    }
    expect(assistantAfterTakeover).toBe(0);
    // Both orders happened (otherwise the race was not exercised).
    expect(droppedOrSilent).toBeGreaterThan(0);
    expect(droppedOrSilent).toBeLessThan(200);
  }, 240_000);

  it('limits the public stream: per conversation, and per client per minute', async () => {
    const first = await visitorSays({ message: 'Hello', visitorId: 'v-live-limits' });
    const opened: Stream[] = [];
    for (let index = 0; index < 5; index++) {
      const stream = await open(first.conversationId, first.liveToken, { 'x-test-client-ip': '203.0.113.7' });
      await stream.waitFor((e) => e.event === ':ready');
      opened.push(stream);
    }
    const sixth = await fetch(
      `${served.baseUrl}/api/widget/live/${first.conversationId}?token=${first.liveToken}`,
      {
        headers: { 'x-test-client-ip': '203.0.113.7' },
      },
    );
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    for (const stream of opened) stream.close();

    // 30 opens a minute per client (guessing tokens costs the same): the 31st is refused.
    let refused: Response | undefined;
    for (let index = 0; index < 31 && !refused; index++) {
      const response = await fetch(
        `${served.baseUrl}/api/widget/live/${first.conversationId}?token=${'y'.repeat(32)}`,
        {
          headers: { 'x-test-client-ip': '203.0.113.9' },
        },
      );
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(404);
    }
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('hands an idle conversation back and follows up an unanswered request for a person', async () => {
    const db = t.database.db;
    const first = await visitorSays({ message: 'Hi', visitorId: 'v-live-idle' });
    const id = first.conversationId;
    await ownerCall(owner, `/api/conversations/${id}/takeover`);
    const stream = await open(id, first.liveToken);
    await stream.waitFor((e) => e.event === ':ready');
    expect((await sweepLiveChats({ db })).handedBack).toBe(0);
    await db.execute(
      sql`update conversations set human_active_at = now() - interval '31 minutes' where id = ${id}`,
    );
    expect((await sweepLiveChats({ db })).handedBack).toBe(1);
    await stream.waitFor((e) => e.data.includes('left the chat (no reply for 30 minutes)'));
    expect(await canAssistantAnswer({ db, conversationId: id })).toMatchObject({ canAnswer: true });
    expect(
      (await visitorSays({ message: 'Hello?', visitorId: 'v-live-idle', conversationId: id })).response,
    ).not.toBe('');

    // Asking for a person: an honest answer (nobody online: no dashboard open), the owner alerted, a follow-up.
    const asked = await visitorSays({
      message: 'Can I talk to a real person please?',
      visitorId: 'v-live-idle',
      conversationId: id,
    });
    expect(asked.response).toContain("I've let the team know you'd like to talk to a person.");
    expect(asked.response).toContain('Nobody from the team is online right now');
    expect(asked.response).toContain('vera@example.com');
    const listed = (await (
      await ownerCall(owner, `/api/conversations?filter=all`, { method: 'GET' })
    ).json()) as {
      items: { id: string; isHumanRequested: boolean; mode: string }[];
    };
    expect(listed.items.find((item) => item.id === id)).toMatchObject({
      isHumanRequested: true,
      mode: 'assistant',
    });
    const alerts = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from outbound_messages where conversation_id = ${id} and purpose = 'callback_requested'`,
    );
    expect(alerts.rows[0]!.n).toBe(1);
    expect((await sweepLiveChats({ db })).followedUp).toBe(0);
    await db.execute(
      sql`update conversations set human_requested_at = now() - interval '4 minutes' where id = ${id}`,
    );
    expect((await sweepLiveChats({ db })).followedUp).toBe(1);
    const followUp = await stream.waitFor((e) =>
      e.data.includes('Nobody from the team could join the chat just now'),
    );
    expect(JSON.parse(followUp.data)).toMatchObject({ r: 'assistant' });
    expect((await sweepLiveChats({ db })).followedUp).toBe(0);

    // With the owner's dashboard open, the visitor hears that someone is online.
    const events = await openStream(`${served.baseUrl}/api/events`, {
      cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      origin: TEST_ORIGIN,
    });
    streams.push(events);
    await events.waitFor((e) => e.event === 'ready');
    await sleep(100);
    const second = await visitorSays({
      message: 'I want to speak to a human',
      visitorId: 'v-live-idle',
      conversationId: id,
    });
    expect(second.response).toContain('Someone is online and can join this chat here.');
    await events.waitFor((e) => e.event === 'conversation.human_requested');
  });
});

describe('live chat: a model reply in flight when the owner takes over', () => {
  let fake: FakeOpenAiServer;
  let t: TestApp;
  let served: ServedApp;
  let owner: HttpClient;
  let websiteId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({
      ports: [0],
      script: () => ({
        kind: 'text',
        chunks: ['Our ', 'boiler ', 'service ', 'costs ', '$120.'],
        delayMs: 150,
      }),
    });
    t = await createTestApp({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'test-key',
    });
    served = await serveTestApp(t.app);
    owner = createHttpClient(t.app);
    const { userId } = await signUpAndSignIn(owner, { sentEmails: t.sentEmails, username: 'Sam' });
    websiteId = await insertWebsite(t.database.db, { userId, name: 'Model Plumbing' });
  });

  afterAll(async () => {
    await stopRealtimeHub({ db: t.database.db });
    await served.close();
    await t.close();
    await fake.close();
  });

  it('drops the streamed reply (done with an empty response), and later gives the model a factual note', async () => {
    const chat = (message: string, conversationId?: string) =>
      fetch(`${served.baseUrl}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({
          message,
          websiteId,
          visitorId: 'v-model',
          conversationId,
          visitorData: { name: 'Vic', email: 'vic@example.com' },
        }),
      });
    const first = await chat('Hello');
    const firstText = await first.text();
    const conversationId = /"conversationId":"([0-9a-f-]{36})"/.exec(firstText)![1]!;
    expect(firstText).toContain('event: done');

    const inFlight = chat('How much is a boiler service?', conversationId);
    const started = Date.now();
    while (fake.requests.length < 2 && Date.now() - started < 5000) await sleep(10);
    await sleep(200); // the reply is streaming
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const takeover = await fetch(`${served.baseUrl}/api/conversations/${conversationId}/takeover`, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(takeover.status).toBe(200);
    const streamed = await (await inFlight).text();
    expect(streamed).toContain('event: delta');
    expect(streamed).toMatch(/event: done\ndata: \{"response":"","conversationId":"[0-9a-f-]{36}"\}/);
    const stored = await t.database.db.execute<{ role: string }>(
      sql`select role from messages where conversation_id = ${conversationId} order by seq`,
    );
    expect(stored.rows.map((row) => row.role)).toEqual(['user', 'assistant', 'user', 'system']);

    // The owner answers, hands back; the model's next request carries the owner's words and a factual note.
    await fetch(`${served.baseUrl}/api/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'It is $120, I can come tomorrow.' }),
    });
    await fetch(`${served.baseUrl}/api/conversations/${conversationId}/handback`, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    await (await chat('Great, what time?', conversationId)).text();
    const last = fake.requests.at(-1)!;
    const system = systemText(last);
    expect(system).toContain('Sam, from the business, handled part of it in person');
    expect(
      last.messages.some(
        (m) => m.role === 'assistant' && String(m.content) === 'Sam: It is $120, I can come tomorrow.',
      ),
    ).toBe(true);
    expect(last.messages.some((m) => String(m.content).includes('joined the chat'))).toBe(false);
  });
});
