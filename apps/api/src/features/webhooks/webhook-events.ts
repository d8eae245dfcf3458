/**
 * Which lead events reach a website's webhook endpoints, and their bodies. A lead event is an owner-event row of
 * outbound_messages (written with its cause: the assistant's reply statement, notifyOwner, a new conversation's
 * statement, the owner's lead edit); the outbound worker fans it out, and this module adds one `webhook` message
 * per active endpoint subscribed to its type, in the same transaction. The body is rendered then and stored with
 * the message: every retry and replay sends the same bytes.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@leadchat/contract';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { conversations, outboundMessages, webhookEndpoints } from '../../db/schema.js';
import { enqueueOutbound } from '../outbound/outbound.service.js';

/** Owner-event kinds (outbound_messages.payload.kind) and the webhook event each one is. */
export const WEBHOOK_TYPE_OF_EVENT: Record<string, WebhookEventType> = {
  new_lead: 'lead.created',
  callback_requested: 'lead.updated',
  lead_updated: 'lead.updated',
  conversation_created: 'conversation.created',
  booking_requested: 'booking.requested',
  booking_confirmed: 'booking.confirmed',
  booking_cancelled: 'booking.cancelled',
};

/** Event kinds that only webhooks hear about (no owner alert, no follow-up). */
export type WebhookOnlyEventKind = 'lead_updated' | 'conversation_created';

export type LeadEventForWebhooks = {
  idempotencyKey: string;
  websiteId: string;
  conversationId: string;
  kind: string;
  websiteName: string;
  details: Record<string, string>;
  appointmentId?: string;
};

async function loadLeadData(tx: Queryable, conversationId: string, config: Config) {
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!row) return undefined;
  return {
    id: row.id,
    websiteId: row.websiteId,
    name: row.visitorName,
    email: row.visitorEmail,
    phone: row.visitorPhone,
    company: row.visitorCompany,
    need: row.visitorNeed,
    status: row.leadStatus,
    score: row.leadScore,
    scoreReasons: row.leadScoreReasons.map((reason) => ({ points: reason.points, detail: reason.detail })),
    tags: row.tags,
    isLead: row.isLeadCaptured,
    source: row.messageSource,
    createdAt: row.createdAt.toISOString(),
    leadCapturedAt: row.leadCapturedAt?.toISOString() ?? null,
    url: `${config.publicUrl}/leads?lead=${encodeURIComponent(row.id)}`,
  };
}

/** The delivery body: `{ type, timestamp, data }` (the Standard Webhooks payload shape). */
function renderBody(options: {
  type: WebhookEventType;
  kind: string;
  event: LeadEventForWebhooks;
  lead: NonNullable<Awaited<ReturnType<typeof loadLeadData>>>;
}) {
  const { type, kind, event, lead } = options;
  const website = { id: event.websiteId, name: event.websiteName };
  let data: Record<string, unknown>;
  if (type === 'conversation.created') {
    data = {
      conversation: { id: lead.id, source: lead.source, createdAt: lead.createdAt, url: lead.url },
      website,
    };
  } else if (type.startsWith('booking.')) {
    data = {
      booking: { appointmentId: event.appointmentId ?? null, ...event.details },
      lead,
      website,
    };
  } else {
    data = { lead, website, ...(type === 'lead.updated' ? { change: kind } : {}) };
  }
  return JSON.stringify({ type, timestamp: new Date().toISOString(), data });
}

/** Enqueues the event's webhook deliveries (one per subscribed active endpoint); returns how many were new. */
export async function enqueueWebhookDeliveries(options: {
  tx: Queryable;
  config: Config;
  event: LeadEventForWebhooks;
}): Promise<number> {
  const { tx, config, event } = options;
  const type = WEBHOOK_TYPE_OF_EVENT[event.kind];
  if (!type) return 0;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.websiteId, event.websiteId),
        eq(webhookEndpoints.isActive, true),
        sql`${type} = any(${webhookEndpoints.events})`,
      ),
    );
  if (endpoints.length === 0) return 0;
  const lead = await loadLeadData(tx, event.conversationId, config);
  if (!lead) return 0;
  const body = renderBody({ type, kind: event.kind, event, lead });
  let created = 0;
  for (const endpoint of endpoints) {
    const result = await enqueueOutbound(tx, {
      idempotencyKey: `${event.idempotencyKey}:webhook:${endpoint.id}`,
      channel: 'webhook',
      purpose: 'lead_webhook',
      recipient: endpoint.url,
      websiteId: event.websiteId,
      conversationId: event.conversationId,
      payload: {
        endpointId: endpoint.id,
        eventType: type,
        body,
        // The Standard Webhooks message id: the same on every attempt and replay of this delivery.
        webhookId: `msg_${randomUUID().replaceAll('-', '')}`,
      },
    });
    if (result.isNew) created++;
  }
  return created;
}

/**
 * Records a webhook-only event (a lead edited by its owner) in the caller's transaction, only when an active
 * endpoint of the website subscribes to it: nothing is written for websites without webhooks.
 */
export async function recordWebhookEvent(
  tx: Queryable,
  options: { websiteId: string; conversationId: string; kind: WebhookOnlyEventKind; occurrence?: string },
): Promise<void> {
  const type = WEBHOOK_TYPE_OF_EVENT[options.kind]!;
  const key = `webhook-event:${options.kind}:${options.conversationId}:${options.occurrence ?? randomUUID()}`;
  await tx.execute(sql`
    insert into ${outboundMessages} (idempotency_key, channel, purpose, recipient, website_id, conversation_id, payload)
    select ${key}, 'event', ${options.kind}, 'webhooks', ${options.websiteId}, ${options.conversationId},
      ${JSON.stringify({ kind: options.kind })}::jsonb
    where exists (
      select 1 from ${webhookEndpoints}
      where website_id = ${options.websiteId} and is_active and ${type} = any(events)
    )
    on conflict (idempotency_key) do nothing`);
}
