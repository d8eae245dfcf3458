/**
 * Outbound delivery: every transactional message LeadChat sends (email, SMS, WhatsApp, lead webhooks) is a row of
 * `outbound_messages`, written in the same database transaction as its cause and delivered by the outbound worker
 * (outbound-worker.ts), so a rolled-back cause sends nothing and a committed one is never lost.
 *
 * API for other features (pass your open transaction as `tx`; a plain `db` works when there is no other write):
 *
 *   await enqueueOutbound(tx, {
 *     idempotencyKey: `booking-invite:${appointmentId}:${sequence}`, // same key → one message, ever
 *     channel: 'email',                                          // 'email' | 'sms' | 'whatsapp' | 'webhook'
 *     purpose: 'booking_invite',                                 // free word, shown in delivery logs
 *     recipient: 'visitor@example.com',                          // email address, E.164 phone, URL…
 *     websiteId, conversationId,                                 // optional: scope, and the lead's delivery list
 *     subject, text, html,                                       // the content (email: all three; SMS/WhatsApp: text)
 *     payload: { attachments: [{ filename: 'invite.ics', content, contentType: 'text/calendar; method=REQUEST' }] },
 *     notBefore,                                                 // optional: not before this time
 *   });
 *
 *   await notifyOwner(tx, { websiteId, conversationId, kind: 'booking_requested', appointmentId });
 *     // kinds: new_lead | callback_requested | booking_requested | booking_confirmed | booking_cancelled.
 *     // Records the event; the worker turns it into the owner's alerts per the website's Notifications setting
 *     // (emails, SMS) and, for new leads, the lead webhooks and the visitor's follow-up. Once per
 *     // (kind, conversation, appointmentId/occurrence).
 *
 * Delivery guarantees (docs/decisions/0080, 0081, 0120): the worker claims rows with FOR UPDATE SKIP LOCKED, stores
 * the rendered content before calling the provider, records the provider's message id when it answers, retries
 * with backoff, and an attempt whose worker died before recording the answer is reconciled with the provider
 * (Twilio's message list, the outbox) before anything is sent again. An SMTP server cannot be asked: the handover
 * (before the final ".") is recorded, and an email interrupted after it becomes 'unconfirmed' — shown to the owner
 * with a Resend action (resendUnconfirmed), never resent on its own; one interrupted before it is sent again.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { outboundMessages, ownerAlertKindValues, websites } from '../../db/schema.js';

export type OutboundChannel = 'email' | 'sms' | 'whatsapp' | 'webhook';
export type OwnerAlertKind = (typeof ownerAlertKindValues)[number];

export type EnqueueOutboundInput = {
  /** Same key, same message: repeating the cause (a retried request, a second worker) enqueues nothing new. */
  idempotencyKey: string;
  channel: OutboundChannel;
  purpose: string;
  recipient: string;
  websiteId?: string | null;
  conversationId?: string | null;
  subject?: string | null;
  text?: string | null;
  html?: string | null;
  /** Email: `headers`, `attachments`; webhook: `body`, `endpointId`; anything the channel's sender reads. */
  payload?: Record<string, unknown>;
  /** Not before this time (quiet hours, a scheduled reminder). */
  notBefore?: Date;
  maxAttempts?: number;
};

/** Writes an outgoing message in the caller's transaction; returns its id and whether this call created it. */
export async function enqueueOutbound(
  tx: Queryable,
  input: EnqueueOutboundInput,
): Promise<{ id: string; isNew: boolean }> {
  return insertOutbound(tx, { ...input });
}

export type OwnerEventInput = {
  websiteId: string;
  conversationId: string;
  kind: OwnerAlertKind;
  /** Tells events of one kind apart within a conversation (a second booking). */
  appointmentId?: string;
  occurrence?: string;
  /** Shown in the alert (e.g. the requested time); plain text, escaped when rendered. */
  details?: Record<string, string>;
  /**
   * false: the event reaches the lead webhooks but sends the owner no alert email or SMS (the new booking of a
   * visitor's move: the move is alerted once, as the old booking's cancellation with `movedTo`; decision 0161).
   */
  alertsOwner?: false;
};

/** Records an owner-alert event in the caller's transaction (see the module header). */
export async function notifyOwner(
  tx: Queryable,
  input: OwnerEventInput,
): Promise<{ id: string; isNew: boolean }> {
  return insertOutbound(tx, ownerEventRow(input));
}

/**
 * The insert of several messages and owner events, not run: a caller on a hot path embeds it in its own statement
 * (`with out as (${outboundInsert(…)}) …`) to write them with its other changes in one round trip. The same rows
 * and idempotency as enqueueOutbound and notifyOwner (a key already present is skipped); no ids come back. With
 * `when`, the rows are written only if that condition holds when the statement runs (the booking's statement
 * writes its emails only if its appointment was inserted: decision 0185). Every value is cast to its column's
 * type, so the statement reads the same whether its values are sent as parameters or inlined.
 */
export function outboundInsert(
  items: ({ message: EnqueueOutboundInput } | { ownerEvent: OwnerEventInput })[],
  options: { when?: SQL } = {},
): SQL {
  const rows = items.map((item) => {
    const row = outboundValues('message' in item ? item.message : ownerEventRow(item.ownerEvent));
    const availableAt =
      row.availableAt instanceof Date ? sql`${row.availableAt.toISOString()}::timestamptz` : sql`now()`;
    return sql`(${row.idempotencyKey}::text, ${row.channel}::text, ${row.purpose}::text, ${row.recipient}::text,
      ${row.websiteId}::uuid, ${row.conversationId}::uuid, ${row.subject}::text, ${row.textBody}::text,
      ${row.htmlBody}::text, ${JSON.stringify(row.payload)}::jsonb, ${availableAt}, ${row.maxAttempts}::int)`;
  });
  return sql`insert into outbound_messages (idempotency_key, channel, purpose, recipient, website_id,
      conversation_id, subject, text_body, html_body, payload, available_at, max_attempts)
    select * from (values ${sql.join(rows, sql`, `)}) as v
    where ${options.when ?? sql`true`}
    on conflict (idempotency_key) do nothing`;
}

function ownerEventRow(input: OwnerEventInput): OutboundRowInput {
  const occurrence = input.appointmentId ?? input.occurrence;
  return {
    idempotencyKey: ownerEventKey({ kind: input.kind, conversationId: input.conversationId, occurrence }),
    channel: 'event',
    purpose: input.kind,
    recipient: 'owner',
    websiteId: input.websiteId,
    conversationId: input.conversationId,
    payload: {
      kind: input.kind,
      ...(input.appointmentId ? { appointmentId: input.appointmentId } : {}),
      ...(input.details ? { details: input.details } : {}),
      ...(input.alertsOwner === false ? { alertsOwner: false } : {}),
    },
  };
}

/** The idempotency key of an owner-alert event (also written by the assistant's reply statement). */
export function ownerEventKey(options: {
  kind: OwnerAlertKind;
  conversationId: string;
  occurrence?: string;
}) {
  return `owner-event:${options.kind}:${options.conversationId}${options.occurrence ? `:${options.occurrence}` : ''}`;
}

type OutboundRowInput = Omit<EnqueueOutboundInput, 'channel'> & { channel: OutboundChannel | 'event' };

function outboundValues(input: OutboundRowInput) {
  return {
    idempotencyKey: input.idempotencyKey,
    channel: input.channel,
    purpose: input.purpose,
    recipient: input.recipient,
    websiteId: input.websiteId ?? null,
    conversationId: input.conversationId ?? null,
    subject: input.subject ?? null,
    textBody: input.text ?? null,
    htmlBody: input.html ?? null,
    payload: input.payload ?? {},
    availableAt: input.notBefore ?? sql`now()`,
    maxAttempts: input.maxAttempts ?? 8,
  };
}

async function insertOutbound(
  tx: Queryable,
  input: OutboundRowInput,
): Promise<{ id: string; isNew: boolean }> {
  const [row] = await tx
    .insert(outboundMessages)
    .values(outboundValues(input))
    .onConflictDoNothing({ target: outboundMessages.idempotencyKey })
    .returning({ id: outboundMessages.id });
  if (row) return { id: row.id, isNew: true };
  const [existing] = await tx
    .select({ id: outboundMessages.id })
    .from(outboundMessages)
    .where(eq(outboundMessages.idempotencyKey, input.idempotencyKey));
  return { id: existing!.id, isNew: false };
}

export type OutboundDelivery = {
  id: string;
  channel: string;
  purpose: string;
  recipient: string;
  status: string;
  providerStatus: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
};

const deliveryColumns = {
  id: outboundMessages.id,
  channel: outboundMessages.channel,
  purpose: outboundMessages.purpose,
  recipient: outboundMessages.recipient,
  status: outboundMessages.status,
  providerStatus: outboundMessages.providerStatus,
  attempts: outboundMessages.attempts,
  lastError: outboundMessages.lastError,
  createdAt: outboundMessages.createdAt,
  sentAt: outboundMessages.sentAt,
  deliveredAt: outboundMessages.deliveredAt,
};

/** A row read with deliveryColumns: the delivery with its times still as dates. */
type DeliveryRow = Omit<OutboundDelivery, 'createdAt' | 'sentAt' | 'deliveredAt'> & {
  createdAt: Date;
  sentAt: Date | null;
  deliveredAt: Date | null;
};

function toDelivery(row: DeliveryRow): OutboundDelivery {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** What was sent about one conversation (alerts, follow-ups, webhooks), newest first; events are not listed. */
export async function listConversationDeliveries(options: {
  db: Queryable;
  conversationId: string;
}): Promise<OutboundDelivery[]> {
  const rows = await options.db
    .select(deliveryColumns)
    .from(outboundMessages)
    .where(
      and(
        eq(outboundMessages.conversationId, options.conversationId),
        sql`${outboundMessages.channel} <> 'event'`,
      ),
    )
    .orderBy(desc(outboundMessages.createdAt))
    .limit(100);
  return rows.map(toDelivery);
}

/** The given messages of one website (a test alert's status), in the order asked for. */
export async function listWebsiteDeliveries(options: {
  db: Queryable;
  websiteId: string;
  ids: string[];
}): Promise<OutboundDelivery[]> {
  if (options.ids.length === 0) return [];
  const rows = await options.db
    .select(deliveryColumns)
    .from(outboundMessages)
    .where(and(eq(outboundMessages.websiteId, options.websiteId), inArray(outboundMessages.id, options.ids)));
  const byId = new Map(rows.map((row) => [row.id, toDelivery(row)]));
  return options.ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Sends an "unconfirmed" email again (decision 0120), at a person's explicit request: the same message (same
 * row, same Message-ID, so a mailbox that has the first copy keeps one). `ownerUserId` limits it to that owner's
 * websites (an admin passes none); returns undefined when no such unconfirmed message exists.
 */
export async function resendUnconfirmed(options: {
  db: Queryable;
  messageId: string;
  ownerUserId?: string;
}): Promise<OutboundDelivery | undefined> {
  const [row] = await options.db
    .update(outboundMessages)
    .set({
      status: 'queued',
      availableAt: sql`now()`,
      lastError: null,
      // The resend is one more attempt with its own retries, whatever the first attempts used up.
      maxAttempts: sql`greatest(${outboundMessages.maxAttempts}, ${outboundMessages.attempts} + 3)`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(outboundMessages.id, options.messageId),
        eq(outboundMessages.status, 'unconfirmed'),
        options.ownerUserId === undefined
          ? undefined
          : sql`${outboundMessages.websiteId} in (select id from websites where user_id = ${options.ownerUserId})`,
      ),
    )
    .returning(deliveryColumns);
  return row ? toDelivery(row) : undefined;
}

export type UnconfirmedEmail = OutboundDelivery & { subject: string | null; websiteName: string | null };

/** Every email whose delivery is unconfirmed (decision 0120), newest first: the administrators' list. */
export async function listUnconfirmedEmails(options: { db: Queryable }): Promise<UnconfirmedEmail[]> {
  const rows = await options.db
    .select({ ...deliveryColumns, subject: outboundMessages.subject, websiteName: websites.name })
    .from(outboundMessages)
    .leftJoin(websites, eq(websites.id, outboundMessages.websiteId))
    .where(eq(outboundMessages.status, 'unconfirmed'))
    .orderBy(desc(outboundMessages.updatedAt))
    .limit(100);
  return rows.map(({ subject, websiteName, ...row }) => ({ ...toDelivery(row), subject, websiteName }));
}
