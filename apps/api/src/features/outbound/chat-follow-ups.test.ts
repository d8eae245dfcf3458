/**
 * The visitor's follow-ups inside the chat, end to end: the texts question after a lead leaves a phone, consent
 * recorded only for a clear yes (time, wording, IP), the follow-up text at the fake Twilio, no question to a
 * number that texted STOP, quiet hours, and the transcript on request at the real SMTP receiver.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, outboundMessages, smsConsents, smsSuppressions } from '../../db/schema.js';
import { NAME_QUESTION } from '../../assistant/replies.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { startDeliveryHarness, type DeliveryHarness } from '../../test/outbound-harness.js';
import { createHttpClient, type HttpClient } from '../../test/test-app.js';
import { smsConsentQuestion } from './chat-follow-ups.js';

let h: DeliveryHarness;
let owner: HttpClient;
let websiteId: string;
const BUSINESS = 'Reed Heating';

async function saveSettings(extra: Record<string, unknown>) {
  const response = await owner.put(`/api/notifications/websites/${websiteId}`, {
    alertEmails: [],
    isEmailAlertOn: false,
    alertPhone: '',
    isSmsAlertOn: false,
    alertKinds: ['new_lead'],
    isFollowUpEmailOn: true,
    isFollowUpSmsOn: true,
    businessPhone: '+1 415 555 0100',
    timezone: 'UTC',
    quietHoursStart: 0,
    quietHoursEnd: 0,
    ...extra,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

function visitor(ip?: string) {
  const client = createHttpClient(h.t.app, { origin: 'https://reed-heating.example', ip });
  const visitorId = `visitor-${Math.random().toString(36).slice(2)}`;
  let conversationId: string | undefined;
  return {
    get conversationId() {
      return conversationId!;
    },
    async say(message: string, visitorData?: { name?: string; email?: string }) {
      const response = await client.post('/api/chat', {
        websiteId,
        visitorId,
        message,
        ...(conversationId ? { conversationId } : {}),
        ...(visitorData ? { visitorData } : {}),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      const body = (await response.json()) as { conversationId: string; response: string };
      conversationId = body.conversationId;
      return body.response;
    },
  };
}

async function followUpTexts(conversationId: string) {
  return h.t.database.db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.conversationId, conversationId))
    .then((rows) => rows.filter((row) => row.channel === 'sms' && row.purpose === 'visitor_follow_up'));
}

beforeAll(async () => {
  h = await startDeliveryHarness();
  owner = createHttpClient(h.t.app);
  await signUpAndSignIn(owner, { sentEmails: h.t.sentEmails, withPlanIn: h.t.database.db });
  const created = await owner.post('/api/websites', { name: BUSINESS, domain: 'reed-heating.example' });
  websiteId = ((await created.json()) as { id: string }).id;
  await saveSettings({});
});

afterAll(async () => {
  await h?.close();
});

describe('consent to texts in the chat', () => {
  it('asks for the name and about texts in one reply, and files the name answered after both', async () => {
    const ana = visitor('203.0.113.12');
    const first = await ana.say('(415) 555-0178');
    expect(first).toContain(NAME_QUESTION);
    expect(first.endsWith(smsConsentQuestion({ businessName: BUSINESS, phone: '+14155550178' }))).toBe(true);
    const thanks = await ana.say('ana lucia');
    expect(thanks).toMatch(/^Thanks, Ana! /);
    const [row] = await h.t.database.db
      .select({ name: conversations.visitorName })
      .from(conversations)
      .where(eq(conversations.id, ana.conversationId));
    expect(row!.name).toBe('Ana Lucia');
  });

  it('asks once after a lead leaves a phone, records a clear yes with its evidence, then texts the follow-up', async () => {
    const sam = visitor('203.0.113.9');
    const first = await sam.say('My boiler stopped working. I am Sam Reed, call me on (415) 555-0177');
    const question = smsConsentQuestion({ businessName: BUSINESS, phone: '+14155550177' });
    expect(first.endsWith(question)).toBe(true);
    await h.worker.drain();
    // No text before the yes.
    expect(h.twilio.messages.filter((message) => message.to === '+14155550177')).toHaveLength(0);

    const thanks = await sam.say('Yes please');
    expect(thanks).toBe(
      "Thank you. We'll text you at +14155550177. Reply STOP at any time to stop the texts.",
    );
    const [consent] = await h.t.database.db
      .select()
      .from(smsConsents)
      .where(eq(smsConsents.conversationId, sam.conversationId));
    expect(consent).toMatchObject({
      phone: '+14155550177',
      wording: `Assistant: ${question}\nVisitor: Yes please`,
      ipAddress: '203.0.113.9',
    });
    expect(Date.now() - consent!.consentedAt.getTime()).toBeLessThan(60_000);

    await h.worker.drain();
    const texts = h.twilio.messages.filter((message) => message.to === '+14155550177');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toBe(
      `Hi Sam Reed, thanks for contacting ${BUSINESS}. We got your request and will call you back shortly. Reply STOP to opt out.`,
    );
    // Never asked again in this conversation, and a later "yes" records nothing more.
    const later = await sam.say('Is Tuesday fine?');
    expect(later).not.toContain(question);
    await sam.say('yes');
    await h.worker.drain();
    expect(await followUpTexts(sam.conversationId)).toHaveLength(1);
  });

  it('records nothing for a no, for an unclear answer, or for a yes that answers no question', async () => {
    const noThanks = visitor();
    await noThanks.say('Need a radiator fixed. Jo Lin here, my number is 415 555 0178');
    expect(await noThanks.say('No thanks')).toBe("No problem, we won't text you.");

    const unclear = visitor();
    await unclear.say('Need a radiator fixed. Al Kim here, my number is 415 555 0179');
    const reply = await unclear.say('yes but only after 5pm');
    expect(reply).not.toMatch(/We'll text you/);

    const unasked = visitor();
    await unasked.say('Hello');
    await unasked.say('yes');

    await h.worker.drain();
    for (const conversation of [noThanks, unclear, unasked]) {
      const rows = await h.t.database.db
        .select()
        .from(smsConsents)
        .where(eq(smsConsents.conversationId, conversation.conversationId));
      expect(rows).toHaveLength(0);
      expect(await followUpTexts(conversation.conversationId)).toHaveLength(0);
    }
  });

  it('never asks a number that texted STOP, nor when text follow-ups are off', async () => {
    await h.t.database.db.insert(smsSuppressions).values({ phone: '+14155550180', keyword: 'STOP' });
    const stopped = visitor();
    const reply = await stopped.say('Boiler leaking, I am Max Roe, 415 555 0180');
    expect(reply).not.toMatch(/May .* text you/);

    await saveSettings({ isFollowUpSmsOn: false });
    const off = visitor();
    expect(await off.say('Boiler leaking, I am Ida Fox, 415 555 0181')).not.toMatch(/May .* text you/);
    await saveSettings({});
  });

  it('waits for the end of quiet hours and says so', async () => {
    const hour = new Date().getUTCHours();
    await saveSettings({ quietHoursStart: hour, quietHoursEnd: (hour + 2) % 24 });
    const night = visitor();
    await night.say('No heating. I am Eli Day, call 415 555 0182');
    const reply = await night.say('yes');
    const end = String((hour + 2) % 24).padStart(2, '0');
    expect(reply).toBe(
      `Thank you. We'll text you at +14155550182 after ${end}:00 (we don't text in the evening or at night). Reply STOP at any time to stop the texts.`,
    );
    const [text] = await followUpTexts(night.conversationId);
    expect(text!.availableAt.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    await h.worker.drain();
    expect(h.twilio.messages.filter((message) => message.to === '+14155550182')).toHaveLength(0);
    await saveSettings({});
  });
});

describe('the transcript on request', () => {
  it('emails the conversation to the visitor with a one-click unsubscribe, once per request', async () => {
    const ann = visitor();
    await ann.say('Do you service heat pumps?', { name: 'Ann Cole', email: 'ann@example.test' });
    const reply = await ann.say('Can you email me a copy of this conversation?');
    expect(reply).toBe("I'm sending a copy of this conversation to ann@example.test.");
    await h.worker.drain();
    const mails = h.smtp.received.filter((mail) => mail.subject === `Your conversation with ${BUSINESS}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('You: Do you service heat pumps?');
    expect(mails[0]!.text).toContain('You: Can you email me a copy of this conversation?');
    expect(mails[0]!.text).toContain(`${BUSINESS}: `);
    expect(mails[0]!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const anonymous = visitor();
    await anonymous.say('Hi there');
    expect(await anonymous.say('please send me the chat transcript')).toBe(
      'Of course. Tell me your email address and I will send you a copy of this conversation.',
    );
  });

  it('does not claim a transcript when visitor emails are off', async () => {
    await saveSettings({ isFollowUpEmailOn: false });
    const bo = visitor();
    await bo.say('Hello', { name: 'Bo', email: 'bo@example.test' });
    expect(await bo.say('Can you email me a copy of this conversation?')).not.toMatch(/sending a copy/);
    await saveSettings({});
  });
});
