/**
 * The visitor's side of follow-ups inside the chat (issue 10, decision 0084):
 *
 * - Consent to texts. When the website texts follow-ups and a lead left a phone, the assistant's reply ends with
 *   one exact question (smsConsentQuestion). Only a clear yes to that question, in the very next message,
 *   records consent (`sms_consents`: time, the question and the answer word for word, the client's IP) and
 *   queues the follow-up text in the same transaction (quiet hours apply); a clear no is acknowledged and
 *   nothing is recorded; anything else is an ordinary message. A number that texted STOP is never asked.
 * - The transcript on request. "Email me a copy of this conversation" sends the transcript to the visitor's
 *   address (when the website's visitor follow-up email is on): one per request, with the RFC 8058 unsubscribe.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { renderFollowUpTemplate } from '@leadchat/contract';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { conversations, emailSuppressions, messages, smsConsents, smsSuppressions } from '../../db/schema.js';
import { renderActionEmail } from '../../adapters/email/templates.js';
import { readNotificationSettings } from '../notifications/notifications.service.js';
import { enqueueOutbound, ownerEventKey } from './outbound.service.js';
import { endOfQuietHours } from './quiet-hours.js';
import { unsubscribeUrl } from './unsubscribe-token.js';

/** The exact question; its wording is what the visitor agrees to (and what is stored as evidence). */
export function smsConsentQuestion(options: { businessName: string; phone: string }): string {
  return (
    `May ${options.businessName} text you at ${options.phone} about your request? Reply YES to agree. ` +
    'Message and data rates may apply; reply STOP to any text to opt out.'
  );
}

/** A clear yes, nothing else ("yes but…" is not one). */
const CLEAR_YES =
  /^\s*(yes|yes please|yes,? please|yes,? you may|yes,? text me|yep|yeah|sure|ok|okay|y|of course|please do)\s*[.!]*\s*$/i;
const CLEAR_NO = /^\s*(no|no thanks|no,? thank you|nope|n|no texts|please don'?t|don'?t)\s*[.!]*\s*$/i;
/** "Email me a copy of this conversation", "send me the chat transcript" (not "a transcript of my records"). */
const TRANSCRIPT_REQUEST =
  /\b(e-?mail|send|mail|forward)\b[^.?!]{0,30}\b((chat|conversation) transcript|transcript of (this|the|our) (chat|conversation)|copy of (this|the|our) (chat|conversation)|(this|the|a) transcript\b(?! of))/i;

const TRANSCRIPT_MESSAGE_LIMIT = 200;

type Settings = NonNullable<Awaited<ReturnType<typeof readNotificationSettings>>>;

function followUpValues(settings: Settings, lead: { name: string | null; need: string | null }) {
  return {
    name: lead.name ?? 'there',
    business: settings.websiteName,
    need: lead.need ?? 'your message',
    phone: settings.businessPhone ?? 'the number on our website',
  };
}

function quietUntil(settings: Settings): Date {
  return endOfQuietHours({
    now: new Date(),
    timezone: settings.timezone,
    start: settings.quietHoursStart,
    end: settings.quietHoursEnd,
  });
}

async function lastAssistantMessage(db: Queryable, conversationId: string): Promise<string | undefined> {
  // The visitor's message of this turn is already stored: the assistant's latest one precedes it.
  const [row] = await db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.role, 'assistant')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return row?.content;
}

async function hasConsent(db: Queryable, conversationId: string, phone: string) {
  const [row] = await db
    .select({ id: smsConsents.id })
    .from(smsConsents)
    .where(and(eq(smsConsents.conversationId, conversationId), eq(smsConsents.phone, phone)));
  return Boolean(row);
}

async function isSuppressed(db: Queryable, phone: string) {
  const [row] = await db
    .select({ phone: smsSuppressions.phone })
    .from(smsSuppressions)
    .where(eq(smsSuppressions.phone, phone));
  return Boolean(row);
}

/**
 * Queues the visitor's follow-up text (consent checked by the caller). Keyed like the new-lead fan-out's, so the
 * visitor gets one follow-up text whichever path comes first.
 */
async function enqueueSmsFollowUp(options: {
  tx: Queryable;
  settings: Settings;
  websiteId: string;
  conversationId: string;
  phone: string;
  lead: { name: string | null; need: string | null };
}) {
  const { tx, settings } = options;
  return enqueueOutbound(tx, {
    websiteId: options.websiteId,
    conversationId: options.conversationId,
    idempotencyKey: `${ownerEventKey({ kind: 'new_lead', conversationId: options.conversationId })}:follow-up:sms`,
    channel: 'sms',
    purpose: 'visitor_follow_up',
    recipient: options.phone,
    text: renderFollowUpTemplate(settings.followUpSmsTemplate, followUpValues(settings, options.lead)),
    notBefore: quietUntil(settings),
  });
}

function formatLocalHour(settings: Settings): string {
  return `${String(settings.quietHoursEnd).padStart(2, '0')}:00`;
}

/**
 * Answers the visitor's message when it is an answer to the texts question or a transcript request; undefined
 * lets the assistant answer as usual.
 */
export async function answerFollowUpRequest(options: {
  db: Queryable;
  config: Config;
  websiteId: string;
  conversationId: string;
  message: string;
  clientIp?: string;
}): Promise<{ reply: string } | undefined> {
  const { db, config, websiteId, conversationId, message } = options;
  const isYes = CLEAR_YES.test(message);
  const isNo = CLEAR_NO.test(message);
  const isTranscript = !isYes && !isNo && TRANSCRIPT_REQUEST.test(message);
  if (!isYes && !isNo && !isTranscript) return undefined;
  const settings = await readNotificationSettings({ db, websiteId });
  if (!settings) return undefined;
  const [conversation] = await db
    .select({
      name: conversations.visitorName,
      email: conversations.visitorEmail,
      phone: conversations.visitorPhone,
      need: conversations.visitorNeed,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  if (!conversation) return undefined;

  if (isTranscript) {
    if (!settings.isFollowUpEmailOn) return undefined;
    if (!conversation.email) {
      return {
        reply: 'Of course. Tell me your email address and I will send you a copy of this conversation.',
      };
    }
    const queued = await enqueueTranscript({
      db,
      config,
      settings,
      websiteId,
      conversationId,
      email: conversation.email,
    });
    return {
      reply: queued
        ? `I'm sending a copy of this conversation to ${conversation.email}.`
        : `${conversation.email} unsubscribed from our emails, so I can't send a copy there.`,
    };
  }

  // An answer counts only right after the question, for the number it named.
  const phone = conversation.phone;
  if (!phone || !settings.isFollowUpSmsOn) return undefined;
  const question = smsConsentQuestion({ businessName: settings.websiteName, phone });
  const previous = await lastAssistantMessage(db, conversationId);
  if (!previous?.endsWith(question)) return undefined;
  if (isNo) return { reply: "No problem, we won't text you." };
  if (await isSuppressed(db, phone)) return undefined;
  const notBefore = quietUntil(settings);
  await db.transaction(async (tx) => {
    await tx
      .insert(smsConsents)
      .values({
        conversationId,
        phone,
        wording: `Assistant: ${question}\nVisitor: ${message.trim()}`,
        ipAddress: options.clientIp ?? null,
      })
      .onConflictDoNothing();
    await enqueueSmsFollowUp({ tx, settings, websiteId, conversationId, phone, lead: conversation });
  });
  const when =
    notBefore.getTime() > Date.now() + 60_000
      ? ` after ${formatLocalHour(settings)} (we don't text in the evening or at night)`
      : '';
  return { reply: `Thank you. We'll text you at ${phone}${when}. Reply STOP at any time to stop the texts.` };
}

/** The question to end this reply with, or undefined (not texting, already asked or answered, suppressed). */
export async function smsConsentQuestionToAsk(options: {
  db: Queryable;
  websiteId: string;
  conversationId: string;
  phone: string | null | undefined;
}): Promise<string | undefined> {
  const { db, conversationId, phone } = options;
  if (!phone) return undefined;
  const settings = await readNotificationSettings({ db, websiteId: options.websiteId });
  if (!settings?.isFollowUpSmsOn) return undefined;
  const question = smsConsentQuestion({ businessName: settings.websiteName, phone });
  if ((await hasConsent(db, conversationId, phone)) || (await isSuppressed(db, phone))) return undefined;
  const [asked] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.role, 'assistant'),
        sql`position(${question} in ${messages.content}) > 0`,
      ),
    )
    .limit(1);
  return asked ? undefined : question;
}

async function enqueueTranscript(options: {
  db: Queryable;
  config: Config;
  settings: Settings;
  websiteId: string;
  conversationId: string;
  email: string;
}): Promise<boolean> {
  const { db, config, settings, websiteId, conversationId } = options;
  const email = options.email.toLowerCase();
  const [suppressed] = await db
    .select({ email: emailSuppressions.email })
    .from(emailSuppressions)
    .where(and(eq(emailSuppressions.websiteId, websiteId), eq(emailSuppressions.email, email)));
  if (suppressed) return false;
  const rows = await db
    .select({ id: messages.id, role: messages.role, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(TRANSCRIPT_MESSAGE_LIMIT);
  const lines = rows.map(
    (row) =>
      `${row.role === 'user' ? 'You' : settings.websiteName}: ${row.content.replace(/\s+/g, ' ').trim()}`,
  );
  const unsubscribe = unsubscribeUrl({
    publicUrl: config.publicUrl,
    secret: config.AUTH_SECRET ?? '',
    websiteId,
    email,
  });
  const rendered = renderActionEmail({
    subject: `Your conversation with ${settings.websiteName}`,
    heading: `Your conversation with ${settings.websiteName}`,
    paragraphs: [
      'Here is a copy of your conversation, as you asked.',
      ...lines,
      settings.businessPhone ? `To reach us, call ${settings.businessPhone}.` : '',
    ].filter(Boolean),
    actionLabel: 'Unsubscribe from these emails',
    actionUrl: unsubscribe,
    footnote: `You receive this email because you asked ${settings.websiteName}'s chat for a copy of your conversation.`,
  });
  await enqueueOutbound(db, {
    websiteId,
    conversationId,
    // One per request: the request is the last stored message.
    idempotencyKey: `transcript:${conversationId}:${rows.at(-1)?.id ?? 'empty'}`,
    channel: 'email',
    purpose: 'visitor_transcript',
    recipient: options.email,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    payload: {
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  });
  return true;
}
