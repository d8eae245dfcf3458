/**
 * Lead alerts end to end against real parts: PostgreSQL, a real SMTP receiver, a fake Twilio speaking Twilio's
 * wire format (signed callbacks), the app's HTTP routes, and the outbound worker.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversations,
  outboundAttempts,
  outboundMessages,
  smsSuppressions,
  websites,
} from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { startDeliveryHarness, type DeliveryHarness } from '../../test/outbound-harness.js';
import { createHttpClient, TEST_ORIGIN, type HttpClient } from '../../test/test-app.js';
import { computeTwilioSignature } from '../../adapters/sms/index.js';
import { enqueueOutbound, notifyOwner } from './outbound.service.js';

let h: DeliveryHarness;
let owner: HttpClient;
let websiteId: string;
const ownerPhone = '+14155550123';

async function createLead(options: { name: string; email?: string; phone?: string; need: string }) {
  const [row] = await h.t.database.db
    .insert(conversations)
    .values({
      websiteId,
      visitorId: `visitor-${Math.random()}`,
      visitorName: options.name,
      visitorEmail: options.email ?? null,
      visitorPhone: options.phone ?? null,
      visitorNeed: options.need,
      isLeadCaptured: true,
      leadCapturedAt: new Date(),
      leadScore: 70,
      leadScoreReasons: [{ rule: 'contact', points: 30, detail: 'Left a phone number' }],
    })
    .returning({ id: conversations.id });
  return row!.id;
}

beforeAll(async () => {
  h = await startDeliveryHarness();
  owner = createHttpClient(h.t.app);
  await signUpAndSignIn(owner, { sentEmails: h.t.sentEmails, withPlanIn: h.t.database.db });
  const created = await owner.post('/api/websites', {
    name: "Joe's Plumbing",
    domain: 'joes-plumbing.example',
  });
  websiteId = ((await created.json()) as { id: string }).id;
  const saved = await owner.put(`/api/notifications/websites/${websiteId}`, {
    alertEmails: ['alerts@joes-plumbing.example', 'Joe@Joes-Plumbing.example'],
    isEmailAlertOn: true,
    alertPhone: '(415) 555-0123',
    isSmsAlertOn: true,
    alertKinds: ['new_lead', 'callback_requested', 'booking_requested'],
  });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await h?.close();
});

describe('Notifications setting', () => {
  it('normalises addresses and the phone (E.164) and says how messages leave', async () => {
    const body = (await (await owner.get(`/api/notifications/websites/${websiteId}`)).json()) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      alertEmails: ['alerts@joes-plumbing.example', 'joe@joes-plumbing.example'],
      alertPhone: ownerPhone,
      isSmsAlertOn: true,
      emailDelivery: 'smtp',
      smsDelivery: 'twilio',
      isFollowUpEmailOn: false,
    });
    const [website] = await h.t.database.db.select().from(websites).where(eq(websites.id, websiteId));
    expect(website?.notificationEmail).toBe('alerts@joes-plumbing.example');
  });

  it('refuses a bad phone, a bad address and an empty alert list with 400', async () => {
    const base = {
      alertEmails: [],
      isEmailAlertOn: false,
      alertPhone: '',
      isSmsAlertOn: false,
      alertKinds: [],
    };
    for (const body of [
      { ...base, alertPhone: '12', isSmsAlertOn: true },
      { ...base, alertEmails: ['not-an-address'] },
      { ...base, isEmailAlertOn: true },
      { ...base, timezone: 'Mars/Olympus' },
    ]) {
      const response = await owner.put(`/api/notifications/websites/${websiteId}`, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it("answers 404 for another owner's website", async () => {
    const stranger = createHttpClient(h.t.app);
    await signUpAndSignIn(stranger, { sentEmails: h.t.sentEmails });
    expect((await stranger.get(`/api/notifications/websites/${websiteId}`)).status).toBe(404);
    expect((await stranger.post(`/api/notifications/websites/${websiteId}/test`)).status).toBe(404);
  });
});

describe('owner alerts', () => {
  it('sends a new lead to every address (HTML + text) and by SMS, once, with the lead details', async () => {
    const conversationId = await createLead({
      name: 'Jane <b>Doe</b>',
      email: 'jane@example.test',
      phone: '+14155550199',
      need: 'My kitchen sink is leaking',
    });
    await h.t.database.db.transaction(async (tx) => {
      await notifyOwner(tx, { websiteId, conversationId, kind: 'new_lead' });
      await notifyOwner(tx, { websiteId, conversationId, kind: 'new_lead' }); // same event: nothing new
    });
    const smsBefore = h.twilio.messages.length;
    const mailBefore = h.smtp.received.length;
    await h.worker.drain();
    const emails = h.smtp.received.slice(mailBefore);
    expect(emails.map((email) => email.to[0]).sort()).toEqual([
      'alerts@joes-plumbing.example',
      'joe@joes-plumbing.example',
    ]);
    const email = emails[0]!;
    expect(email.subject).toContain('New lead');
    expect(email.text).toContain('jane@example.test');
    expect(email.text).toContain('+14155550199');
    expect(email.text).toContain('My kitchen sink is leaking');
    expect(email.text).toContain('Left a phone number');
    expect(email.text).toContain(`${TEST_ORIGIN}/leads?lead=${conversationId}`);
    expect(email.text).toContain('Jane &lt;b&gt;Doe&lt;/b&gt;'); // the HTML part escapes the visitor's text
    expect(email.raw).toContain('text/plain');
    const sms = h.twilio.messages.slice(smsBefore);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.to).toBe(ownerPhone);
    expect(sms[0]!.body).toContain('+14155550199');
    expect(sms[0]!.body).toContain('My kitchen sink is leaking');
    expect(sms[0]!.statusCallback).toMatch(`${TEST_ORIGIN}/api/sms/status?m=`);

    // Draining again (a second worker, a retried event) sends nothing more.
    await h.worker.drain();
    expect(h.smtp.received.length - mailBefore).toBe(2);
    expect(h.twilio.messages.length - smsBefore).toBe(1);

    const deliveries = (await (
      await owner.get(`/api/notifications/leads/${conversationId}/deliveries`)
    ).json()) as {
      deliveries: { channel: string; status: string; recipient: string }[];
    };
    expect(deliveries.deliveries.map((d) => `${d.channel}:${d.status}`).sort()).toEqual([
      'email:sent',
      'email:sent',
      'sms:sent',
    ]);
  });

  it('alerts only for the kinds the owner chose', async () => {
    const conversationId = await createLead({ name: 'Sam', phone: '+14155550111', need: 'Quote' });
    await notifyOwner(h.t.database.db, { websiteId, conversationId, kind: 'booking_cancelled' });
    const before = h.twilio.messages.length;
    await h.worker.drain();
    expect(h.twilio.messages.length).toBe(before);
    const rows = await h.t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.conversationId, conversationId));
    expect(rows.map((row) => `${row.channel}:${row.status}`)).toEqual(['event:sent']);
  });

  it('sends nothing when the cause is rolled back', async () => {
    const conversationId = await createLead({ name: 'Rolled', phone: '+14155550112', need: 'Nothing' });
    await expect(
      h.t.database.db.transaction(async (tx) => {
        await notifyOwner(tx, { websiteId, conversationId, kind: 'new_lead' });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    const rows = await h.t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.conversationId, conversationId));
    expect(rows).toEqual([]);
  });
});

describe('test alert', () => {
  it('queues an email and an SMS and shows them delivered once the provider reports it', async () => {
    const response = await owner.post(`/api/notifications/websites/${websiteId}/test`);
    expect(response.status).toBe(202);
    const { deliveries } = (await response.json()) as { deliveries: { id: string; status: string }[] };
    expect(deliveries).toHaveLength(3);
    expect(deliveries.every((d) => d.status === 'queued')).toBe(true);
    await h.worker.drain();
    const ids = deliveries.map((d) => d.id).join(',');
    const read = async () =>
      (
        (await (
          await owner.get(`/api/notifications/websites/${websiteId}/deliveries?ids=${ids}`)
        ).json()) as {
          deliveries: { channel: string; status: string; providerStatus: string | null }[];
        }
      ).deliveries;
    expect((await read()).map((d) => d.status)).toEqual(['sent', 'sent', 'sent']);

    const sms = h.twilio.messages.at(-1)!;
    expect(sms.body).toContain('test alert');
    // Callbacks arrive out of order and twice: delivered never goes back to sent.
    expect(await h.twilio.sendStatusCallback(sms, 'sent')).toBe(204);
    expect(await h.twilio.sendStatusCallback(sms, 'delivered')).toBe(204);
    expect(await h.twilio.sendStatusCallback(sms, 'sent')).toBe(204);
    expect(await h.twilio.sendStatusCallback(sms, 'delivered')).toBe(204);
    const smsRow = (await read()).find((d) => d.channel === 'sms')!;
    expect(smsRow).toMatchObject({ status: 'delivered', providerStatus: 'delivered' });
  });

  it("alerts the owner's sign-in address until the website's alerts are set up (a test alert goes there)", async () => {
    const other = (await (
      await owner.post('/api/websites', { name: 'Empty', domain: 'empty.example' })
    ).json()) as {
      id: string;
    };
    const defaults = (await (await owner.get(`/api/notifications/websites/${other.id}`)).json()) as {
      alertEmails: string[];
      isEmailAlertOn: boolean;
    };
    expect(defaults.alertEmails).toHaveLength(1);
    expect(defaults.alertEmails[0]).toContain('@');
    expect(defaults.isEmailAlertOn).toBe(true);
    expect((await owner.post(`/api/notifications/websites/${other.id}/test`)).status).toBe(202);
  });
});

describe('Twilio webhooks', () => {
  it('refuses a missing or wrong signature, and one computed over the Host header instead of PUBLIC_URL', async () => {
    const form = new URLSearchParams({ MessageSid: `SM${'a'.repeat(32)}`, MessageStatus: 'delivered' });
    const post = (signature: string | undefined, url = `${TEST_ORIGIN}/api/sms/status`) =>
      h.t.app.request(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(signature ? { 'x-twilio-signature': signature } : {}),
        },
        body: form.toString(),
      });
    expect((await post(undefined)).status).toBe(403);
    expect((await post('AAAAAAAAAAAAAAAAAAAAAAAAAAA=')).status).toBe(403);
    const forHost = computeTwilioSignature({
      authToken: h.twilio.authToken,
      url: 'http://attacker.example/api/sms/status',
      params: form,
    });
    expect((await post(forHost, 'http://attacker.example/api/sms/status')).status).toBe(403);
    const good = computeTwilioSignature({
      authToken: h.twilio.authToken,
      url: `${TEST_ORIGIN}/api/sms/status`,
      params: form,
    });
    expect((await post(good)).status).toBe(204);
  });

  it('STOP suppresses a number at once (0 provider calls), START restores it; duplicates are handled once', async () => {
    const phone = '+14155550177';
    const conversationId = await createLead({ name: 'Stop', phone, need: 'x' });
    const messageSid = `SM${'b'.repeat(32)}`;
    const stop = await h.twilio.sendInbound({
      url: `${TEST_ORIGIN}/api/sms/inbound`,
      from: phone,
      body: ' stop ',
      messageSid,
    });
    expect(stop.status).toBe(200);
    expect(await stop.text()).toContain('<Response>');
    const duplicate = await h.twilio.sendInbound({
      url: `${TEST_ORIGIN}/api/sms/inbound`,
      from: phone,
      body: 'STOP',
      messageSid,
    });
    expect(duplicate.status).toBe(200);
    expect(
      await h.t.database.db.select().from(smsSuppressions).where(eq(smsSuppressions.phone, phone)),
    ).toHaveLength(1);

    const requests = h.twilio.sendRequests;
    await enqueueOutbound(h.t.database.db, {
      idempotencyKey: `suppressed-test:${conversationId}`,
      channel: 'sms',
      purpose: 'visitor_follow_up',
      recipient: phone,
      websiteId,
      conversationId,
      text: 'Hello',
    });
    await h.worker.drain();
    expect(h.twilio.sendRequests).toBe(requests);
    const [row] = await h.t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.idempotencyKey, `suppressed-test:${conversationId}`));
    expect(row?.status).toBe('suppressed');

    await h.twilio.sendInbound({ url: `${TEST_ORIGIN}/api/sms/inbound`, from: phone, body: 'UNSTOP' });
    await enqueueOutbound(h.t.database.db, {
      idempotencyKey: `restored-test:${conversationId}`,
      channel: 'sms',
      purpose: 'owner_alert',
      recipient: phone,
      text: 'Hello again',
    });
    await h.worker.drain();
    expect(h.twilio.sendRequests).toBe(requests + 1);
  });

  it("records Twilio's 21610 (opted out on Twilio's side) as suppressed and never retries it", async () => {
    const phone = '+14155550188';
    h.twilio.optedOut.add(phone);
    await enqueueOutbound(h.t.database.db, {
      idempotencyKey: 'opted-out-at-twilio',
      channel: 'sms',
      purpose: 'owner_alert',
      recipient: phone,
      text: 'Hi',
    });
    const requests = h.twilio.sendRequests;
    await h.worker.drain();
    await h.worker.drain();
    expect(h.twilio.sendRequests).toBe(requests + 1);
    const [row] = await h.t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.idempotencyKey, 'opted-out-at-twilio'));
    expect(row?.status).toBe('suppressed');
    expect(row?.lastError).toContain('21610');
    expect(
      await h.t.database.db.select().from(smsSuppressions).where(eq(smsSuppressions.phone, phone)),
    ).toHaveLength(1);
    const attempts = await h.t.database.db
      .select()
      .from(outboundAttempts)
      .where(eq(outboundAttempts.messageId, row!.id));
    expect(attempts.map((a) => a.outcome)).toEqual(['suppressed']);
  });
});

describe('retries', () => {
  it('retries a provider outage with backoff, then sends once', async () => {
    const phone = '+14155550166';
    await enqueueOutbound(h.t.database.db, {
      idempotencyKey: 'retry-after-outage',
      channel: 'sms',
      purpose: 'owner_alert',
      recipient: phone,
      text: 'Retry me',
    });
    let isDown = true;
    const original = h.twilio.onAccepted;
    h.twilio.onAccepted = () => {
      if (isDown) throw new Error('Twilio is down');
    };
    await h.worker.drain();
    isDown = false;
    h.twilio.onAccepted = original;
    const [failed] = await h.t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.idempotencyKey, 'retry-after-outage'));
    expect(failed?.status).toBe('queued');
    expect(failed!.availableAt.getTime()).toBeGreaterThan(Date.now() + 3000); // 5 s ± 10 %
    await h.t.database.db
      .update(outboundMessages)
      .set({ availableAt: new Date() })
      .where(eq(outboundMessages.id, failed!.id));
    await h.worker.drain();
    const [sent] = await h.t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.id, failed!.id));
    expect(sent?.status).toBe('sent');
    expect(sent?.attempts).toBe(2);
    expect(h.twilio.messages.filter((m) => m.body === 'Retry me').length).toBeGreaterThanOrEqual(1);
  });
});

describe('a lead from the chat', () => {
  it('alerts the owner by email and SMS within the reply that made the lead, once', async () => {
    const visitor = createHttpClient(h.t.app, { origin: 'https://joes-plumbing.example' });
    const mailBefore = h.smtp.received.length;
    const smsBefore = h.twilio.messages.length;
    const first = await visitor.post('/api/chat', {
      websiteId,
      visitorId: 'visitor-chat-lead',
      message: 'Hi, my water heater is leaking. I am Maria Lopez, call me on (415) 555-0142 please',
      visitorData: { name: 'Maria Lopez', email: 'maria@example.test' },
    });
    expect(first.status).toBe(200);
    const { conversationId } = (await first.json()) as { conversationId: string };
    const [event] = await h.t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.conversationId, conversationId));
    expect(event).toMatchObject({ channel: 'event', purpose: 'new_lead', status: 'queued' });
    // A second message of the same lead does not alert again.
    await visitor.post('/api/chat', {
      websiteId,
      conversationId,
      visitorId: 'visitor-chat-lead',
      message: 'It is in the basement',
    });
    await h.worker.drain();
    const emails = h.smtp.received.slice(mailBefore);
    expect(emails).toHaveLength(2);
    expect(emails[0]!.text).toContain('Maria Lopez');
    expect(emails[0]!.text).toContain('+14155550142');
    const sms = h.twilio.messages.slice(smsBefore);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('Maria Lopez');
    expect(sms[0]!.body).toContain('+14155550142');
  });
});

describe('an email whose delivery is unconfirmed (decision 0120)', () => {
  it('shows on the lead as unconfirmed and is resent only when its owner asks, once, with the same Message-ID', async () => {
    const db = h.t.database.db;
    const conversationId = await createLead({ name: 'Unconfirmed Lead', need: 'A quote' });
    const { id } = await enqueueOutbound(db, {
      idempotencyKey: `unconfirmed-route:${conversationId}`,
      channel: 'email',
      purpose: 'owner_alert',
      recipient: 'alerts@joes-plumbing.example',
      websiteId,
      conversationId,
      subject: 'Unconfirmed alert',
      text: 'A lead',
      html: '<p>A lead</p>',
    });
    // What the worker leaves after an attempt interrupted between the SMTP handover and the server's answer.
    await db
      .update(outboundMessages)
      .set({ status: 'unconfirmed', attempts: 1, lastError: 'It was probably delivered' })
      .where(eq(outboundMessages.id, id));
    const listed = (await (
      await owner.get(`/api/notifications/leads/${conversationId}/deliveries`)
    ).json()) as { deliveries: { id: string; status: string }[] };
    expect(listed.deliveries).toEqual([expect.objectContaining({ id, status: 'unconfirmed' })]);

    const stranger = createHttpClient(h.t.app);
    await signUpAndSignIn(stranger, { sentEmails: h.t.sentEmails });
    expect((await stranger.post(`/api/notifications/deliveries/${id}/resend`)).status).toBe(404);
    expect((await owner.post('/api/notifications/deliveries/not-a-uuid/resend')).status).toBe(404);

    const before = h.smtp.received.length;
    const resent = await owner.post(`/api/notifications/deliveries/${id}/resend`);
    expect(resent.status).toBe(202);
    expect(((await resent.json()) as { delivery: { status: string } }).delivery.status).toBe('queued');
    // Only an unconfirmed message can be resent: a second click finds it queued.
    expect((await owner.post(`/api/notifications/deliveries/${id}/resend`)).status).toBe(404);
    await h.worker.drain();
    const sent = h.smtp.received.slice(before).filter((m) => m.subject === 'Unconfirmed alert');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.messageId).toContain(`outbound-${id}@`);
    const [row] = await db.select().from(outboundMessages).where(eq(outboundMessages.id, id));
    expect(row?.status).toBe('sent');
  });

  it('is listed for administrators, who can resend it; other users get 404', async () => {
    const db = h.t.database.db;
    const { id } = await enqueueOutbound(db, {
      idempotencyKey: 'unconfirmed-admin',
      channel: 'email',
      purpose: 'owner_alert',
      recipient: 'alerts@joes-plumbing.example',
      websiteId,
      subject: 'Unconfirmed for the admin',
      text: 'A lead',
      html: '<p>A lead</p>',
    });
    await db
      .update(outboundMessages)
      .set({ status: 'unconfirmed', attempts: 1, lastError: 'It was probably delivered' })
      .where(eq(outboundMessages.id, id));
    const stranger = createHttpClient(h.t.app);
    await signUpAndSignIn(stranger, { sentEmails: h.t.sentEmails });
    expect((await stranger.get('/api/admin/outbound/unconfirmed')).status).toBe(404);
    expect((await stranger.post(`/api/admin/outbound/${id}/resend`)).status).toBe(404);

    // The first account of this server (the owner) is its administrator.
    const listed = await owner.get('/api/admin/outbound/unconfirmed');
    expect(listed.status).toBe(200);
    const { emails } = (await listed.json()) as {
      emails: { id: string; subject: string; websiteName: string }[];
    };
    expect(emails).toEqual([
      expect.objectContaining({ id, subject: 'Unconfirmed for the admin', websiteName: "Joe's Plumbing" }),
    ]);
    const before = h.smtp.received.length;
    expect((await owner.post(`/api/admin/outbound/${id}/resend`)).status).toBe(202);
    expect((await owner.post(`/api/admin/outbound/${id}/resend`)).status).toBe(404);
    await h.worker.drain();
    expect(
      h.smtp.received.slice(before).filter((m) => m.subject === 'Unconfirmed for the admin'),
    ).toHaveLength(1);
    const after = (await (await owner.get('/api/admin/outbound/unconfirmed')).json()) as {
      emails: unknown[];
    };
    expect(after.emails).toEqual([]);
  });
});
