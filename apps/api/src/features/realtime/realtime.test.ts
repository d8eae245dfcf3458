import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@leadchat/contract';
import { createApp } from '../../app.js';
import { createDatabase, type DatabaseHandle } from '../../db/client.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { openSseStream } from '../../test/sse-stream.js';
import {
  createHttpClient,
  createTestApp,
  TEST_ORIGIN,
  type HttpClient,
  type TestApp,
} from '../../test/test-app.js';
import { insertConversation, insertWebsite, minutesAgo } from '../conversations/owner-data.fixture.js';
import { getRealtimeHub, publishRealtimeEvent, stopRealtimeHub } from './realtime.service.js';

/** The owner's /api/events stream, signed in as `client`. */
function openEventStream(baseUrl: string, client: HttpClient) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return openSseStream(`${baseUrl}/api/events`, { cookie, origin: TEST_ORIGIN });
}

function listen(app: TestApp['app']): Promise<{ server: ServerType; baseUrl: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, baseUrl: `http://127.0.0.1:${info.port}` }),
    );
  });
}

function closeServer(server: ServerType): Promise<void> {
  (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  return new Promise((resolve) => server.close(() => resolve()));
}

describe('realtime events (SSE fed by LISTEN/NOTIFY)', () => {
  let t: TestApp;
  let serverA: ServerType;
  let urlA: string;
  let secondDb: DatabaseHandle;
  let serverB: ServerType;
  let urlB: string;
  let owner: HttpClient;
  let other: HttpClient;
  let ownerWebsite: string;
  let otherWebsite: string;
  let leadId: string;
  const streams: { close: () => void }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    ({ server: serverA, baseUrl: urlA } = await listen(t.app));
    // A second process on the same database: its own pool, its own app, its own listener.
    secondDb = createDatabase({ connectionString: t.database.connectionString, max: 3 });
    const appB = createApp({ ...t.deps, db: secondDb.db });
    ({ server: serverB, baseUrl: urlB } = await listen(appB));

    owner = createHttpClient(t.app);
    other = createHttpClient(t.app);
    const ownerId = (await signUpAndSignIn(owner, { sentEmails: t.sentEmails })).userId;
    const otherId = (await signUpAndSignIn(other, { sentEmails: t.sentEmails })).userId;
    ownerWebsite = await insertWebsite(t.database.db, { userId: ownerId, name: 'Live Site' });
    otherWebsite = await insertWebsite(t.database.db, { userId: otherId, name: 'Other Live Site' });
    leadId = await insertConversation(t.database.db, {
      websiteId: ownerWebsite,
      visitorId: 'live-visitor',
      name: 'Live Lead',
      isLead: true,
      createdAt: minutesAgo(1),
    });
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await stopRealtimeHub({ db: t.database.db });
    await stopRealtimeHub({ db: secondDb.db });
    await closeServer(serverA);
    await closeServer(serverB);
    await secondDb.close();
    await t.close();
  });

  async function open(baseUrl: string, client: HttpClient) {
    const stream = await openEventStream(baseUrl, client);
    streams.push(stream);
    return stream;
  }

  it('refuses a signed-out browser', async () => {
    const response = await fetch(`${urlA}/api/events`, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(401);
  });

  it('delivers a notification to the owner within 2 s, and only to the owner', async () => {
    const mine = await open(urlA, owner);
    const theirs = await open(urlA, other);
    expect(mine.response.headers.get('content-type')).toContain('text/event-stream');
    await mine.waitFor((e) => e.event === 'ready');
    await theirs.waitFor((e) => e.event === 'ready');

    const event: RealtimeEvent = { type: 'message.created', websiteId: ownerWebsite, conversationId: leadId };
    const sent = performance.now();
    await publishRealtimeEvent({ db: t.database.db, event });
    const received = await mine.waitFor((e) => e.event === 'message.created', 2000);
    expect(received.at - sent).toBeLessThan(2000);
    expect(JSON.parse(received.data)).toEqual(event);

    // The other owner's event reaches them and not the first owner.
    const foreign: RealtimeEvent = {
      type: 'conversation.created',
      websiteId: otherWebsite,
      conversationId: leadId,
    };
    await publishRealtimeEvent({ db: t.database.db, event: foreign });
    await theirs.waitFor((e) => e.event === 'conversation.created', 2000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mine.events.filter((e) => e.event === 'conversation.created')).toEqual([]);
    expect(theirs.events.filter((e) => e.event === 'message.created')).toEqual([]);
    // Malformed payloads are ignored, not crashes.
    await t.database.db.$client.query(`select pg_notify('leadchat_events', 'not json')`);
    await t.database.db.$client.query(`select pg_notify('leadchat_events', '{"type":"x"}')`);
  });

  it('carries an owner edit made on one process to a stream open on another', async () => {
    const onB = await open(urlB, owner);
    await onB.waitFor((e) => e.event === 'ready');
    const otherOnB = await open(urlB, other);
    await otherOnB.waitFor((e) => e.event === 'ready');
    const sent = performance.now();
    // The PATCH goes through process A (in-process client bound to app A).
    const patch = await owner.patch(`/api/leads/${leadId}`, { status: 'contacted' });
    expect(patch.status).toBe(200);
    const received = await onB.waitFor((e) => e.event === 'lead.updated', 2000);
    expect(received.at - sent).toBeLessThan(2000);
    expect(JSON.parse(received.data)).toEqual({
      type: 'lead.updated',
      websiteId: ownerWebsite,
      conversationId: leadId,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(otherOnB.events.filter((e) => e.event === 'lead.updated')).toEqual([]);
  });

  it('re-listens after losing its connection and tells streams to resync', async () => {
    const stream = await open(urlA, owner);
    await stream.waitFor((e) => e.event === 'ready');
    // Kill this process's LISTEN connection from the database side.
    const killed = await t.database.db.$client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    await stream.waitFor((e) => e.event === 'resync', 5000);
    const event: RealtimeEvent = { type: 'lead.captured', websiteId: ownerWebsite, conversationId: leadId };
    await publishRealtimeEvent({ db: t.database.db, event });
    await stream.waitFor((e) => e.event === 'lead.captured', 2000);
  });

  it('forgets a stream when the browser goes away, and caps streams per user', async () => {
    const client = createHttpClient(t.app);
    const { userId } = await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    const hub = getRealtimeHub({ db: t.database.db, logger: t.deps.logger });
    const opened = [];
    for (let i = 0; i < 20; i += 1) opened.push(await openEventStream(urlA, client));
    for (const stream of opened) await stream.waitFor((e) => e.event === 'ready');
    expect(hub.countStreams(userId)).toBe(20);
    const refused = await openEventStream(urlA, client);
    expect(refused.response.status).toBe(429);
    for (const stream of opened) stream.close();
    const deadline = Date.now() + 3000;
    while (hub.countStreams(userId) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(hub.countStreams(userId)).toBe(0);
  });

  it('carries a real chat (through POST /api/chat on process A) to the owner watching on process B', async () => {
    const stream = await open(urlB, owner);
    await stream.waitFor((e) => e.event === 'ready');
    const visitor = createHttpClient(t.app);
    const sent = performance.now();
    const first = await visitor.post('/api/chat', {
      message: 'Hi, I need a quote for a new boiler',
      websiteId: ownerWebsite,
      visitorId: 'sse-visitor',
      visitorData: { name: 'Sam Stream', email: 'sam@example.com' },
    });
    expect(first.status, await first.clone().text()).toBe(200);
    const { conversationId } = (await first.json()) as { conversationId: string };
    const created = await stream.waitFor((e) => e.event === 'conversation.created', 2000);
    expect(created.at - sent).toBeLessThan(2000);
    expect(JSON.parse(created.data)).toEqual({
      type: 'conversation.created',
      websiteId: ownerWebsite,
      conversationId,
    });
    await stream.waitFor((e) => e.event === 'message.created', 2000);
    const second = await visitor.post('/api/chat', {
      message: 'Please call me on +1 415 555 0100, I want to book this week',
      conversationId,
      websiteId: ownerWebsite,
      visitorId: 'sse-visitor',
      visitorData: { name: 'Sam Stream', email: 'sam@example.com' },
    });
    expect(second.status).toBe(200);
    const captured = await stream.waitFor((e) => e.event === 'lead.captured', 2000);
    expect(JSON.parse(captured.data)).toEqual({
      type: 'lead.captured',
      websiteId: ownerWebsite,
      conversationId,
    });
  });
});
