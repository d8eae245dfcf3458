/**
 * Lead webhooks against real parts: PostgreSQL, the app's HTTP routes, the outbound worker, and a local receiver
 * that verifies every delivery with the `standardwebhooks` package (what an owner's CRM would run).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '@leadchat/contract';
import { conversations, outboundMessages, webhookEndpoints } from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { createEmailChannel } from '../outbound/channel-senders.js';
import { notifyOwner, startOutboundWorker, type OutboundWorker } from '../outbound/index.js';
import { AppError } from '../../lib/app-error.js';
import { createWebhookChannel } from './webhook-channel.js';
import { createWebhookEndpoint } from './webhook-endpoints.service.js';

let t: TestApp;
let worker: OutboundWorker;
let receiver: WebhookReceiver;
let owner: HttpClient;
let ownerId: string;
let websiteId: string;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1', RATE_LIMIT_MULTIPLIER: '100' });
  receiver = await startWebhookReceiver();
  worker = startOutboundWorker({
    db: t.deps.db,
    config: t.deps.config,
    logger: t.deps.logger,
    isPolling: false,
    senders: {
      email: createEmailChannel({ email: t.deps.email, db: t.deps.db, publicUrl: t.deps.config.publicUrl }),
      webhook: createWebhookChannel({ db: t.deps.db, config: t.deps.config }),
    },
  });
  owner = createHttpClient(t.app);
  ({ userId: ownerId } = await signUpAndSignIn(owner, { sentEmails: t.sentEmails, withPlanIn: t.deps.db }));
  const created = await owner.post('/api/websites', {
    name: 'Bright Smiles',
    domain: 'bright-smiles.example',
  });
  websiteId = ((await created.json()) as { id: string }).id;
});

afterAll(async () => {
  await worker?.stop();
  await receiver?.close();
  await t?.close();
});

beforeEach(() => {
  receiver.received.length = 0;
  receiver.script.length = 0;
});

async function addEndpoint(options: { path: string; events?: string[] }) {
  const response = await owner.post(`/api/notifications/websites/${websiteId}/webhooks`, {
    url: `${receiver.url}${options.path}`,
    events: options.events ?? ['lead.created', 'lead.updated'],
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = (await response.json()) as { endpoint: WebhookEndpoint; secret: string };
  receiver.secrets = [body.secret];
  return body;
}

async function removeEndpoint(id: string) {
  expect((await owner.delete(`/api/notifications/webhooks/${id}`)).status).toBe(204);
}

async function createLead(name: string) {
  const [row] = await t.deps.db
    .insert(conversations)
    .values({
      websiteId,
      visitorId: `visitor-${Math.random()}`,
      visitorName: name,
      visitorEmail: `${name.split(' ')[0]!.toLowerCase()}@example.test`,
      visitorPhone: '+14155550142',
      visitorNeed: 'A check-up next week',
      isLeadCaptured: true,
      leadCapturedAt: new Date(),
      leadScore: 60,
    })
    .returning({ id: conversations.id });
  return row!.id;
}

/** Makes queued retries due now (the schedule's waits are minutes to hours). */
async function makeRetriesDue() {
  await t.deps.db.execute(
    `update outbound_messages set available_at = now() where status = 'queued' and channel = 'webhook'` as never,
  );
}

async function deliveriesOf(endpointId: string) {
  const response = await owner.get(`/api/notifications/webhooks/${endpointId}/deliveries`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { deliveries: WebhookDelivery[] }).deliveries;
}

describe('webhook endpoints', () => {
  it('shows the whsec_ secret once, seals it at rest and answers 404 to another owner', async () => {
    const { endpoint, secret } = await addEndpoint({ path: '/crm' });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint.secretHint).toBe(`••••${secret.slice(-4)}`);
    const listed = await owner.get(`/api/notifications/websites/${websiteId}/webhooks`);
    const text = await listed.text();
    expect(text).not.toContain(secret);
    expect(text).not.toContain(secret.slice(6, 20));
    const [row] = await t.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.sealedSecret.startsWith('v1.')).toBe(true);
    expect(row!.sealedSecret).not.toContain(secret.slice(6));

    const stranger = createHttpClient(t.app);
    await signUpAndSignIn(stranger, { sentEmails: t.sentEmails });
    expect((await stranger.get(`/api/notifications/websites/${websiteId}/webhooks`)).status).toBe(404);
    expect((await stranger.post(`/api/notifications/webhooks/${endpoint.id}/rotate-secret`)).status).toBe(
      404,
    );
    expect((await stranger.delete(`/api/notifications/webhooks/${endpoint.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/notifications/webhooks/${endpoint.id}/deliveries`)).status).toBe(404);
    await removeEndpoint(endpoint.id);
  });

  it('refuses bad input with 400: another scheme, no event, an unknown event, extra fields', async () => {
    for (const body of [
      { url: 'ftp://example.com/hook', events: ['lead.created'] },
      { url: 'not a url', events: ['lead.created'] },
      { url: 'https://example.com/hook', events: [] },
      { url: 'https://example.com/hook', events: ['lead.deleted'] },
      { url: 'https://example.com/hook', events: ['lead.created'], secret: 'mine' },
    ]) {
      const response = await owner.post(`/api/notifications/websites/${websiteId}/webhooks`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses private, loopback and metadata addresses on save unless explicitly allowed (metadata never)', async () => {
    const strict = { ...t.deps.config, WEBHOOKS_ALLOW_PRIVATE: false };
    const save = (
      url: string,
      config = strict,
      resolve?: Parameters<typeof createWebhookEndpoint>[0]['resolve'],
    ) =>
      createWebhookEndpoint({
        db: t.deps.db,
        config,
        userId: ownerId,
        websiteId,
        input: { url, events: ['lead.created'] },
        resolve,
      });
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://[::1]/hook',
      'https://[fd12::1]/hook',
      'https://169.254.169.254/latest/meta-data',
    ]) {
      await expect(save(url), url).rejects.toSatisfy(
        (error) => error instanceof AppError && error.code === 'VALIDATION_FAILED',
      );
    }
    // A name that resolves to a private address is refused as well.
    await expect(
      save('https://crm.example.test/hook', strict, async () => [{ address: '192.168.1.20', family: 4 }]),
    ).rejects.toThrow(/private, loopback or link-local/);
    // Plain http only when private addresses are allowed (local receivers).
    await expect(save('http://crm.example.test/hook', strict)).rejects.toThrow(/HTTPS only/);
    // Allowed for local testing, except metadata.
    await expect(save('http://169.254.169.254/hook', t.deps.config)).rejects.toThrow(/metadata/);
  });
});

describe('deliveries', () => {
  it('sends lead.created signed per Standard Webhooks, with the lead, once', async () => {
    const { endpoint } = await addEndpoint({ path: '/crm' });
    const conversationId = await createLead('Ana Ruiz');
    await t.deps.db.transaction((tx) => notifyOwner(tx, { websiteId, conversationId, kind: 'new_lead' }));
    await t.deps.db.transaction((tx) => notifyOwner(tx, { websiteId, conversationId, kind: 'new_lead' }));
    await worker.drain();
    await worker.drain();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery!.path).toBe('/crm');
    expect(delivery!.verifiedWith).toBe(0);
    expect(delivery!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(delivery!.headers['content-type']).toBe('application/json');
    const timestamp = Number(delivery!.headers['webhook-timestamp']);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(30);
    const payload = JSON.parse(delivery!.body) as {
      type: string;
      data: { lead: Record<string, unknown>; website: { name: string } };
    };
    expect(payload.type).toBe('lead.created');
    expect(payload.data.website.name).toBe('Bright Smiles');
    expect(payload.data.lead).toMatchObject({
      id: conversationId,
      name: 'Ana Ruiz',
      email: 'ana@example.test',
      phone: '+14155550142',
      need: 'A check-up next week',
      url: `http://localhost:3000/leads?lead=${conversationId}`,
    });
    const [log] = await deliveriesOf(endpoint.id);
    expect(log).toMatchObject({ eventType: 'lead.created', status: 'sent', attempts: 1 });
    expect(log!.attemptLog[0]).toMatchObject({
      outcome: 'sent',
      statusCode: 200,
      responseExcerpt: '{"ok":true}',
    });
    // The lead's detail lists the webhook too.
    const leadDeliveries = await owner.get(`/api/notifications/leads/${conversationId}/deliveries`);
    const { deliveries } = (await leadDeliveries.json()) as { deliveries: Array<{ channel: string }> };
    expect(deliveries.map((entry) => entry.channel)).toContain('webhook');
    await removeEndpoint(endpoint.id);
  });

  it('sends a signed test event once and shows its answer honestly: delivered with the status, or failed at once', async () => {
    const { endpoint } = await addEndpoint({ path: '/test-target' });
    const queued = await owner.post(`/api/notifications/webhooks/${endpoint.id}/test`);
    expect(queued.status).toBe(202);
    const { id } = (await queued.json()) as { id: string };
    await worker.drain();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery!.verifiedWith).toBe(0);
    const payload = JSON.parse(delivery!.body) as { type: string; data: { test: boolean; lead: object } };
    expect(payload.type).toBe('webhook.test');
    expect(payload.data.test).toBe(true);
    expect(payload.data.lead).toMatchObject({ name: 'Test Lead' });
    let [log] = await deliveriesOf(endpoint.id);
    expect(log).toMatchObject({ id, eventType: 'webhook.test', status: 'sent' });
    expect(log!.attemptLog[0]).toMatchObject({ outcome: 'sent', statusCode: 200 });

    // A failing endpoint: failed after one attempt, with its status code, no retry scheduled.
    receiver.script.push({ status: 500, body: 'boom' });
    const second = (await (await owner.post(`/api/notifications/webhooks/${endpoint.id}/test`)).json()) as {
      id: string;
    };
    await worker.drain();
    [log] = await deliveriesOf(endpoint.id);
    expect(log).toMatchObject({ id: second.id, status: 'failed', nextAttemptAt: null, attempts: 1 });
    expect(log!.lastError).toContain('500');
    expect(log!.attemptLog.map((attempt) => [attempt.outcome, attempt.statusCode])).toEqual([['error', 500]]);

    // Another owner: 404; a disabled endpoint: 409 with nothing sent.
    const stranger = createHttpClient(t.app);
    await signUpAndSignIn(stranger, { sentEmails: t.sentEmails });
    expect((await stranger.post(`/api/notifications/webhooks/${endpoint.id}/test`)).status).toBe(404);
    await owner.patch(`/api/notifications/webhooks/${endpoint.id}`, { isActive: false });
    const refused = await owner.post(`/api/notifications/webhooks/${endpoint.id}/test`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('CONFLICT');
    await worker.drain();
    expect(receiver.received).toHaveLength(2);
    await removeEndpoint(endpoint.id);
  });

  it('retries a failure on the schedule, honours Retry-After, logs every attempt and never follows a redirect', async () => {
    const { endpoint } = await addEndpoint({ path: '/flaky' });
    receiver.script.push(
      { status: 503, body: 'busy', headers: { 'retry-after': '120' } },
      { status: 302, headers: { location: `${receiver.url}/elsewhere` } },
      { status: 500, body: 'x'.repeat(5000) },
    );
    const conversationId = await createLead('Ben Okafor');
    await notifyOwner(t.deps.db, { websiteId, conversationId, kind: 'new_lead' });
    await worker.drain();
    const [message] = await t.deps.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, `${receiver.url}/flaky`));
    expect(message).toMatchObject({ status: 'queued', attempts: 1 });
    // Retry-After: 120 s, longer than the schedule's 5 s.
    const wait = message!.availableAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(100_000);
    expect(wait).toBeLessThan(125_000);

    await makeRetriesDue();
    await worker.drain(); // 302: not followed
    const [afterRedirect] = await t.deps.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.id, message!.id));
    // The third attempt waits 5 min ±10 %.
    const thirdWait = afterRedirect!.availableAt.getTime() - Date.now();
    expect(thirdWait).toBeGreaterThan(265_000);
    expect(thirdWait).toBeLessThan(335_000);
    await makeRetriesDue();
    await worker.drain(); // 500
    await makeRetriesDue();
    await worker.drain(); // 200

    expect(receiver.received.map((entry) => entry.path)).toEqual(['/flaky', '/flaky', '/flaky', '/flaky']);
    // Every attempt of one delivery carries the same webhook-id (receivers deduplicate on it), each signed.
    expect(new Set(receiver.received.map((entry) => entry.headers['webhook-id'])).size).toBe(1);
    expect(receiver.received.every((entry) => entry.verifiedWith === 0)).toBe(true);

    const [log] = await deliveriesOf(endpoint.id);
    expect(log).toMatchObject({ status: 'sent', attempts: 4 });
    expect(log!.attemptLog.map((attempt) => [attempt.outcome, attempt.statusCode])).toEqual([
      ['error', 503],
      ['error', 302],
      ['error', 500],
      ['sent', 200],
    ]);
    expect(log!.attemptLog[0]!.responseExcerpt).toBe('busy');
    expect(log!.attemptLog[1]!.error).toMatch(/redirect, not followed/);
    expect(log!.attemptLog[2]!.responseExcerpt).toHaveLength(2048);
    expect(log!.attemptLog.every((attempt) => typeof attempt.durationMs === 'number')).toBe(true);
    await removeEndpoint(endpoint.id);
  });

  it('sends lead.updated when the visitor of a lead adds contact details in the chat, once per change', async () => {
    const { endpoint } = await addEndpoint({ path: '/details' });
    const visitor = createHttpClient(t.app, { origin: 'https://bright-smiles.example' });
    const chat = (message: string, conversationId?: string) =>
      visitor.post('/api/chat', {
        websiteId,
        visitorId: 'visitor-adds-details',
        message,
        ...(conversationId ? { conversationId } : {}),
      });
    const first = await chat(
      'Hi, I need a cleaning appointment. I am Dana Fox, my email is dana.fox@example.test',
    );
    expect(first.status).toBe(200);
    const started = (await first.json()) as { conversationId: string };
    const [lead] = await t.deps.db
      .select({ isLeadCaptured: conversations.isLeadCaptured })
      .from(conversations)
      .where(eq(conversations.id, started.conversationId));
    expect(lead?.isLeadCaptured).toBe(true);
    await worker.drain();
    await chat('My phone number is (415) 555-0199', started.conversationId);
    await worker.drain();
    // Nothing new: no event.
    await chat('Thanks, talk soon', started.conversationId);
    await chat('My number again: (415) 555-0199', started.conversationId);
    await worker.drain();
    const received = receiver.received.filter((entry) => entry.path === '/details');
    const bodies = received.map(
      (entry) =>
        JSON.parse(entry.body) as { type: string; data: { change?: string; lead: { phone: string | null } } },
    );
    expect(bodies.map((body) => body.type)).toEqual(['lead.created', 'lead.updated']);
    expect(bodies[0]!.data.lead.phone).toBeNull();
    expect(bodies[1]!.data.lead).toMatchObject({ phone: '+14155550199', email: 'dana.fox@example.test' });
    expect(bodies[1]!.data.change).toBe('lead_updated');
    expect(received.every((entry) => entry.verifiedWith === 0)).toBe(true);
    await removeEndpoint(endpoint.id);
  });

  it('disables the endpoint when it answers 410 Gone and sends it nothing more', async () => {
    const { endpoint } = await addEndpoint({ path: '/gone' });
    receiver.script.push({ status: 410, body: 'gone' });
    await notifyOwner(t.deps.db, {
      websiteId,
      conversationId: await createLead('Cleo Park'),
      kind: 'new_lead',
    });
    await worker.drain();
    const listed = (await (await owner.get(`/api/notifications/websites/${websiteId}/webhooks`)).json()) as {
      endpoints: WebhookEndpoint[];
    };
    expect(listed.endpoints.find((entry) => entry.id === endpoint.id)).toMatchObject({
      isActive: false,
      disabledReason: 'The endpoint answered 410 Gone',
    });
    const [log] = await deliveriesOf(endpoint.id);
    expect(log).toMatchObject({ status: 'failed', attempts: 1 });
    await notifyOwner(t.deps.db, {
      websiteId,
      conversationId: await createLead('Dan Lee'),
      kind: 'new_lead',
    });
    await worker.drain();
    expect(receiver.received).toHaveLength(1);
    // Replaying to a disabled endpoint is refused until the owner enables it again.
    expect((await owner.post(`/api/notifications/webhook-deliveries/${log!.id}/replay`)).status).toBe(409);
    const enabled = await owner.patch(`/api/notifications/webhooks/${endpoint.id}`, { isActive: true });
    expect(((await enabled.json()) as WebhookEndpoint).disabledReason).toBeNull();
    await removeEndpoint(endpoint.id);
  });

  it('after a rotation signs with both secrets, so receivers on either one verify; replay resends the same id', async () => {
    const { endpoint, secret: oldSecret } = await addEndpoint({ path: '/rotating' });
    const rotated = await owner.post(`/api/notifications/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const { secret: newSecret, endpoint: after } = (await rotated.json()) as {
      secret: string;
      endpoint: WebhookEndpoint;
    };
    expect(newSecret).not.toBe(oldSecret);
    expect(after.previousSecretExpiresAt).not.toBeNull();
    receiver.secrets = [oldSecret, newSecret];
    await notifyOwner(t.deps.db, {
      websiteId,
      conversationId: await createLead('Eva Stone'),
      kind: 'new_lead',
    });
    await worker.drain();
    const [first] = receiver.received;
    expect(first!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    // Each secret on its own verifies the delivery.
    receiver.secrets = [newSecret];
    const { Webhook } = await import('standardwebhooks');
    expect(() => new Webhook(newSecret).verify(first!.body, first!.headers)).not.toThrow();
    expect(() => new Webhook(oldSecret).verify(first!.body, first!.headers)).not.toThrow();
    expect(() => new Webhook(oldSecret).verify(`${first!.body} `, first!.headers)).toThrow();

    const [log] = await deliveriesOf(endpoint.id);
    const replay = await owner.post(`/api/notifications/webhook-deliveries/${log!.id}/replay`);
    expect(replay.status).toBe(202);
    await worker.drain();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(receiver.received[1]!.body).toBe(first!.body);
    expect(receiver.received[1]!.verifiedWith).toBe(0);
    // Once the grace period is over only the new secret signs.
    await t.deps.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect((await owner.post(`/api/notifications/webhook-deliveries/${log!.id}/replay`)).status).toBe(202);
    await worker.drain();
    expect(receiver.received[2]!.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    await removeEndpoint(endpoint.id);
  });

  it('refuses on send an address that resolves privately now (DNS rebinding), without connecting', async () => {
    const { endpoint } = await addEndpoint({ path: '/rebind' });
    const strictChannel = createWebhookChannel({
      db: t.deps.db,
      config: t.deps.config,
      allowPrivate: false,
    });
    const job = {
      id: crypto.randomUUID(),
      idempotencyKey: 'x',
      channel: 'webhook',
      purpose: 'lead_webhook',
      websiteId,
      conversationId: null,
      recipient: endpoint.url,
      subject: null,
      textBody: null,
      htmlBody: null,
      payload: { endpointId: endpoint.id, body: '{}', webhookId: 'msg_test' },
      attempts: 1,
      maxAttempts: 8,
      createdAt: new Date(),
      previousStatus: 'queued',
      previousAttemptStartedAt: null,
    };
    await expect(strictChannel.send(job)).rejects.toMatchObject({
      isRetryable: false,
      message: expect.stringMatching(/Refused: .*loopback/),
    });
    // A public-looking name that now resolves to loopback is refused by the guarded lookup too.
    await t.deps.db
      .update(webhookEndpoints)
      .set({ url: `http://crm.example.test:${receiver.port}/rebind` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const rebinding = createWebhookChannel({
      db: t.deps.db,
      config: t.deps.config,
      allowPrivate: false,
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    await expect(rebinding.send(job)).rejects.toMatchObject({ isRetryable: false });
    expect(receiver.received).toHaveLength(0);
    await removeEndpoint(endpoint.id);
  });
});

describe('events', () => {
  it('sends lead.updated when the owner edits a lead, conversation.created for a new chat, nothing unsubscribed', async () => {
    const { endpoint } = await addEndpoint({
      path: '/events',
      events: ['lead.updated', 'conversation.created'],
    });
    const conversationId = await createLead('Finn Moss');
    await notifyOwner(t.deps.db, { websiteId, conversationId, kind: 'new_lead' }); // not subscribed
    const edited = await owner.patch(`/api/leads/${conversationId}`, { status: 'contacted' });
    expect(edited.status).toBe(200);
    const visitor = createHttpClient(t.app, { origin: 'https://bright-smiles.example' });
    const chat = await visitor.post('/api/chat', {
      websiteId,
      visitorId: 'visitor-webhooks',
      message: 'Hello, do you open on Saturdays?',
    });
    expect(chat.status).toBe(200);
    const { conversationId: chatId } = (await chat.json()) as { conversationId: string };
    await worker.drain();
    const types = receiver.received.map((entry) => {
      const body = JSON.parse(entry.body) as {
        type: string;
        data: { change?: string; lead?: { status: string }; conversation?: { id: string } };
      };
      return body;
    });
    expect(types.map((body) => body.type).sort()).toEqual(['conversation.created', 'lead.updated']);
    const updated = types.find((body) => body.type === 'lead.updated')!;
    expect(updated.data).toMatchObject({ change: 'lead_updated', lead: { status: 'contacted' } });
    expect(types.find((body) => body.type === 'conversation.created')!.data.conversation!.id).toBe(chatId);
    expect(receiver.received.every((entry) => entry.verifiedWith === 0)).toBe(true);
    await removeEndpoint(endpoint.id);
  });

  it('writes no event for a website without a subscribed endpoint', async () => {
    const conversationId = await createLead('Gus Hall');
    expect((await owner.patch(`/api/leads/${conversationId}`, { status: 'contacted' })).status).toBe(200);
    const rows = await t.deps.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.conversationId, conversationId));
    expect(rows).toHaveLength(0);
  });
});
