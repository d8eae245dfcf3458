/**
 * Turns an owner-alert event (written by notifyOwner or the assistant's reply) into its messages, in one
 * transaction with the event's acknowledgement: the owner's emails and SMS per the website's Notifications
 * setting, for a new lead the visitor's follow-up, and the lead webhooks subscribed to the event. Each message's idempotency key derives from the event's,
 * so a repeated fan-out adds nothing.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { renderFollowUpTemplate } from '@leadchat/contract';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { conversations, emailSuppressions, messages, smsConsents, smsSuppressions } from '../../db/schema.js';
import { renderActionEmail } from '../../adapters/email/templates.js';
import { readNotificationSettings } from '../notifications/notifications.service.js';
import { renderAlertEmail, renderAlertSms, type LeadForAlert } from './alert-content.js';
import { enqueueOutbound, type OwnerAlertKind } from './outbound.service.js';
import { endOfQuietHours } from './quiet-hours.js';
import { unsubscribeUrl } from './unsubscribe-token.js';
import { enqueueWebhookDeliveries } from '../webhooks/webhook-events.js';

const LAST_MESSAGES = 6;

export type OwnerEvent = {
  id: string;
  idempotencyKey: string;
  websiteId: string | null;
  conversationId: string | null;
  payload: Record<string, unknown>;
};

async function loadLead(
  tx: Queryable,
  conversationId: string,
  websiteName: string,
  details: Record<string, string>,
) {
  const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!conversation) return undefined;
  const recent = await tx
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(LAST_MESSAGES);
  const lead: LeadForAlert = {
    conversationId,
    websiteName,
    name: conversation.visitorName,
    email: conversation.visitorEmail,
    phone: conversation.visitorPhone,
    company: conversation.visitorCompany,
    need: conversation.visitorNeed,
    score: conversation.leadScore,
    reasons: conversation.leadScoreReasons,
    lastMessages: recent.reverse(),
    details,
  };
  return lead;
}

/** Enqueues the event's messages; returns how many were new. */
export async function fanOutOwnerEvent(options: {
  tx: Queryable;
  config: Config;
  event: OwnerEvent;
}): Promise<number> {
  const { tx, config, event } = options;
  // An owner-alert kind, or a webhook-only one (conversation_created, lead_updated: no alert, no follow-up).
  const kind = event.payload.kind as OwnerAlertKind;
  if (!event.websiteId || !event.conversationId) return 0;
  const settings = await readNotificationSettings({ db: tx, websiteId: event.websiteId });
  if (!settings) return 0;
  const details = (event.payload.details ?? {}) as Record<string, string>;
  const lead = await loadLead(tx, event.conversationId, settings.websiteName, details);
  if (!lead) return 0;
  let created = 0;
  const base = { websiteId: event.websiteId, conversationId: event.conversationId, payload: { kind } };

  if (settings.alertKinds.includes(kind) && event.payload.alertsOwner !== false) {
    if (settings.isEmailAlertOn && settings.alertEmails.length > 0) {
      const email = renderAlertEmail({ kind, lead, publicUrl: config.publicUrl });
      for (const address of settings.alertEmails) {
        const result = await enqueueOutbound(tx, {
          ...base,
          idempotencyKey: `${event.idempotencyKey}:email:${address}`,
          channel: 'email',
          purpose: 'owner_alert',
          recipient: address,
          subject: email.subject,
          text: email.text,
          html: email.html,
        });
        if (result.isNew) created++;
      }
    }
    if (settings.isSmsAlertOn && settings.alertPhone) {
      const result = await enqueueOutbound(tx, {
        ...base,
        idempotencyKey: `${event.idempotencyKey}:sms:${settings.alertPhone}`,
        channel: 'sms',
        purpose: 'owner_alert',
        recipient: settings.alertPhone,
        text: renderAlertSms({ kind, lead, publicUrl: config.publicUrl }),
      });
      if (result.isNew) created++;
    }
  }

  if (kind === 'new_lead') created += await enqueueVisitorFollowUps({ tx, config, event, lead, settings });
  // The website's lead webhooks subscribed to this event (lead.created, lead.updated, booking.*, …).
  created += await enqueueWebhookDeliveries({
    tx,
    config,
    event: {
      idempotencyKey: event.idempotencyKey,
      websiteId: event.websiteId,
      conversationId: event.conversationId,
      kind,
      websiteName: settings.websiteName,
      details,
      appointmentId:
        typeof event.payload.appointmentId === 'string' ? event.payload.appointmentId : undefined,
    },
  });
  return created;
}

async function enqueueVisitorFollowUps(options: {
  tx: Queryable;
  config: Config;
  event: OwnerEvent;
  lead: LeadForAlert;
  settings: NonNullable<Awaited<ReturnType<typeof readNotificationSettings>>>;
}): Promise<number> {
  const { tx, config, event, lead, settings } = options;
  const websiteId = event.websiteId!;
  const notBefore = endOfQuietHours({
    now: new Date(),
    timezone: settings.timezone,
    start: settings.quietHoursStart,
    end: settings.quietHoursEnd,
  });
  const values = {
    name: lead.name ?? 'there',
    business: settings.websiteName,
    need: lead.need ?? 'your message',
    phone: settings.businessPhone ?? 'the number on our website',
  };
  let created = 0;
  if (settings.isFollowUpEmailOn && lead.email) {
    const [suppressed] = await tx
      .select({ email: emailSuppressions.email })
      .from(emailSuppressions)
      .where(
        and(
          eq(emailSuppressions.websiteId, websiteId),
          eq(emailSuppressions.email, lead.email.toLowerCase()),
        ),
      );
    if (!suppressed) {
      const body = renderFollowUpTemplate(settings.followUpEmailTemplate, values);
      const unsubscribe = unsubscribeUrl({
        publicUrl: config.publicUrl,
        secret: config.AUTH_SECRET ?? '',
        websiteId,
        email: lead.email.toLowerCase(),
      });
      const email = renderActionEmail({
        subject: `Thanks for contacting ${settings.websiteName}`,
        heading: `Thanks for contacting ${settings.websiteName}`,
        paragraphs: body
          .split(/\n{2,}/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean),
        actionLabel: 'Unsubscribe from these emails',
        actionUrl: unsubscribe,
        footnote: `You receive this email because you left your address in ${settings.websiteName}'s chat. Reply to it to reach the team.`,
      });
      const result = await enqueueOutbound(tx, {
        websiteId,
        conversationId: event.conversationId,
        idempotencyKey: `${event.idempotencyKey}:follow-up:email`,
        channel: 'email',
        purpose: 'visitor_follow_up',
        recipient: lead.email,
        subject: email.subject,
        text: email.text,
        html: email.html,
        notBefore,
        payload: {
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
      });
      if (result.isNew) created++;
    }
  }
  if (settings.isFollowUpSmsOn && lead.phone) {
    // Only with the visitor's recorded yes to texts, and never to a number that texted STOP.
    const [consent] = await tx
      .select({ id: smsConsents.id })
      .from(smsConsents)
      .where(and(eq(smsConsents.conversationId, event.conversationId!), eq(smsConsents.phone, lead.phone)))
      .orderBy(asc(smsConsents.consentedAt))
      .limit(1);
    const [suppressed] = await tx
      .select({ phone: smsSuppressions.phone })
      .from(smsSuppressions)
      .where(eq(smsSuppressions.phone, lead.phone));
    if (consent && !suppressed) {
      const result = await enqueueOutbound(tx, {
        websiteId,
        conversationId: event.conversationId,
        idempotencyKey: `${event.idempotencyKey}:follow-up:sms`,
        channel: 'sms',
        purpose: 'visitor_follow_up',
        recipient: lead.phone,
        text: renderFollowUpTemplate(settings.followUpSmsTemplate, values),
        notBefore,
      });
      if (result.isNew) created++;
    }
  }
  return created;
}

/**
 * A waiting follow-up is dropped once the visitor wrote again (the conversation goes on by itself) or booked:
 * the follow-up would then answer a question already answered.
 */
export async function isFollowUpStopped(options: { db: Queryable; conversationId: string; queuedAt: Date }) {
  const result = await options.db.execute<{ stopped: boolean }>(sql`
    select exists (
      select 1 from messages where conversation_id = ${options.conversationId} and role = 'user'
        and created_at > ${options.queuedAt.toISOString()}::timestamptz + interval '2 minutes'
    ) or exists (
      select 1 from appointments where conversation_id = ${options.conversationId}
        and created_at > ${options.queuedAt.toISOString()}::timestamptz
    ) as stopped`);
  return Boolean(result.rows[0]?.stopped);
}
