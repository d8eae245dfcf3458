/**
 * Processing of stored webhook events (whatsapp_webhook_events), one database transaction per event:
 *
 * - a message: the sender's contact row is upserted and locked (one conversation per number and website, one
 *   message of a sender at a time), the message is stored in that conversation and answered by the same assistant
 *   as the web chat (answerVisitorMessage, given the transaction), the reply is queued for sending, usage is
 *   counted and the event marked done, all committed together. A crash anywhere rolls everything back and the
 *   event is processed again later: nothing is stored, answered, counted or sent twice.
 * - a status: the outbound message with that wamid moves forward (queued → sent → delivered → read; failed).
 *
 * Media, stickers, reactions and other types the assistant can't read get a polite text answer; while a person
 * has taken the conversation over, the message is stored and the assistant stays silent; at the monthly limit
 * the assistant stops answering and says so once a month to each sender.
 */
import { MetaInboundMessageSchema, MetaStatusSchema, type MetaInboundMessage } from '@leadchat/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database, Queryable } from '../../db/client.js';
import { answerVisitorMessage } from '../../assistant/answer-visitor-message.js';
import { EVENTS_CHANNEL, storeVisitorMessage } from '../../assistant/conversation-store.js';
import type { Logger } from '../../lib/logger.js';
import { canAssistantAnswer } from '../live-chat/live-chat.service.js';
import { WHATSAPP_TEST_SENDER, queueWhatsAppMessage } from './whatsapp-outbound.js';
import { readWhatsAppUsage, releaseSentMessage } from './whatsapp-usage.service.js';
import { countWhatsAppMessage } from './whatsapp-usage-count.js';
import { loadOwnerWhatsAppLimit } from './whatsapp-limits.js';

/** Visitor ids of WhatsApp conversations: the sender's number, so a search by number finds them. */
export function whatsappVisitorId(waId: string): string {
  return `whatsapp:${waId}`;
}

export type WebhookEventRow = {
  id: string;
  account_id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
};

type AccountRow = {
  account_id: string;
  phone_number_id: string | null;
  is_active: boolean;
  website_id: string;
  website_name: string;
  website_active: boolean;
  user_id: string;
};

/** What a message says, as text for the assistant; `isUnderstood` false for what only a person can look at. */
export function describeInboundMessage(message: MetaInboundMessage): { text: string; isUnderstood: boolean } {
  switch (message.type) {
    case 'text':
      return { text: message.text?.body.trim() ?? '', isUnderstood: Boolean(message.text?.body.trim()) };
    case 'interactive': {
      const reply = message.interactive?.button_reply ?? message.interactive?.list_reply;
      if (!reply) return { text: '[Interactive message]', isUnderstood: false };
      const description = message.interactive?.list_reply?.description;
      return { text: description ? `${reply.title} (${description})` : reply.title, isUnderstood: true };
    }
    case 'button': {
      const text = message.button?.text ?? message.button?.payload;
      return text ? { text, isUnderstood: true } : { text: '[Button]', isUnderstood: false };
    }
    case 'location': {
      const location = message.location;
      if (!location) return { text: '[Location]', isUnderstood: false };
      const place = [location.name, location.address].filter(Boolean).join(', ');
      const coordinates = `${location.latitude.toFixed(5)}, ${location.longitude.toFixed(5)}`;
      return { text: `My location: ${place ? `${place} ` : ''}(${coordinates})`, isUnderstood: true };
    }
    default: {
      const caption = message.image?.caption ?? message.video?.caption ?? message.document?.caption;
      const label = MEDIA_LABELS[message.type] ?? 'Unsupported message';
      return { text: caption ? `[${label}] ${caption}` : `[${label}]`, isUnderstood: false };
    }
  }
}

const MEDIA_LABELS: Record<string, string> = {
  image: 'Image',
  audio: 'Voice message',
  voice: 'Voice message',
  video: 'Video',
  document: 'Document',
  sticker: 'Sticker',
  reaction: 'Reaction',
  contacts: 'Contact card',
  unsupported: 'Unsupported message',
};

/** The polite answer to what the assistant can't read (media, stickers, reactions). */
export function unreadableMessageReply(businessName: string): string {
  return `Thanks for your message! I can only read text here, so please type your question and I'll help right away. Someone from ${businessName} can also look at what you sent.`;
}

/** Said once a month to each sender when the month's messages are used up. */
export function limitReachedReply(businessName: string): string {
  return `Thanks for your message! Our automatic assistant has reached its monthly message limit, so it can't reply here right now. Someone from ${businessName} will get back to you personally.`;
}

/** Processes one claimed event in its own transaction (see the module header). */
export async function processWebhookEvent(options: {
  db: Database;
  config: Config;
  logger: Logger;
  event: WebhookEventRow;
}): Promise<{ queuedOutbound: boolean }> {
  const { db, event } = options;
  let queuedOutbound = false;
  await db.transaction(async (tx) => {
    const outcome =
      event.kind === 'status'
        ? await applyStatusEvent({ tx, event })
        : await answerInboundMessage({ ...options, tx });
    queuedOutbound = outcome.queuedOutbound;
    await tx.execute(sql`
      update whatsapp_webhook_events
      set status = ${outcome.status}, processed_at = now(), locked_until = null, last_error = ${outcome.note ?? null}
      where id = ${event.id}`);
    // The assistant's reply statement commits asynchronously (it can afford to lose a reply on a database crash);
    // this transaction also holds the queued send and the usage count, so it waits for its flush.
    await tx.execute(sql`select set_config('synchronous_commit', 'on', true)`);
  });
  return { queuedOutbound };
}

type Outcome = { status: 'done' | 'ignored'; note?: string; queuedOutbound: boolean };

async function loadAccount(tx: Queryable, accountId: string): Promise<AccountRow | undefined> {
  const result = await tx.execute<AccountRow>(sql`
    select a.id as account_id, a.phone_number_id, a.is_active, w.id as website_id, w.name as website_name,
      w.is_active as website_active, w.user_id
    from whatsapp_accounts a join websites w on w.id = a.website_id
    where a.id = ${accountId}`);
  return result.rows[0];
}

async function answerInboundMessage(options: {
  tx: Queryable;
  config: Config;
  logger: Logger;
  event: WebhookEventRow;
}): Promise<Outcome> {
  const { tx, config, logger, event } = options;
  const account = await loadAccount(tx, event.account_id);
  if (!account || !account.is_active || !account.website_active) {
    return { status: 'ignored', note: 'number or website switched off', queuedOutbound: false };
  }
  const parsed = MetaInboundMessageSchema.safeParse(event.payload.message);
  if (!parsed.success) return { status: 'ignored', note: 'unreadable message', queuedOutbound: false };
  const message = parsed.data;
  const profileName =
    typeof event.payload.profileName === 'string' ? event.payload.profileName.trim().slice(0, 200) : null;
  const sentAt = new Date(Number(message.timestamp) * 1000);
  const { text, isUnderstood } = describeInboundMessage(message);
  const content = text.slice(0, 4000) || '[Empty message]';

  const contact = await lockContact({
    tx,
    websiteId: account.website_id,
    accountId: account.account_id,
    waId: message.from,
    profileName: profileName || null,
    sentAt,
  });
  const conversationId =
    contact.conversation_id ??
    (await startConversation({
      tx,
      websiteId: account.website_id,
      waId: message.from,
      profileName: profileName || null,
    }));
  await tx.execute(
    sql`update whatsapp_accounts set last_inbound_at = now() where id = ${account.account_id}`,
  );

  // Usage before this message decides whether the assistant may answer. The counts are written last: the owner's
  // usage row is then locked only for the end of the transaction, not while the reply is written, and the two
  // increments (received, sent) are an interval of the count no other transaction can enter.
  const limit = await loadOwnerWhatsAppLimit({ db: tx, userId: account.user_id });
  const usage = await readWhatsAppUsage({ db: tx, userId: account.user_id });
  const hasRoomForReply = usage.total + 2 <= limit;
  // Live takeover (issue 17): while a person has the conversation, the assistant stays silent.
  const isHumanMode = !(await canAssistantAnswer({ db: tx, conversationId })).canAnswer;

  let reply: { body: string; kind: 'reply' | 'limit_notice'; messageId: string | null } | undefined;
  if (isHumanMode) {
    await storeVisitorOnly({ tx, account, conversationId, waId: message.from, content });
  } else if (!hasRoomForReply) {
    await storeVisitorOnly({ tx, account, conversationId, waId: message.from, content });
    if (contact.limit_notice_month !== usage.monthYear) {
      const body = limitReachedReply(account.website_name);
      const messageId = await appendAssistantMessage({ tx, conversationId, content: body });
      await tx.execute(sql`
        update whatsapp_contacts set limit_notice_month = ${usage.monthYear}
        where website_id = ${account.website_id} and wa_id = ${message.from}`);
      reply = { body, kind: 'limit_notice', messageId };
    }
  } else if (!isUnderstood) {
    await storeVisitorOnly({ tx, account, conversationId, waId: message.from, content });
    const body = unreadableMessageReply(account.website_name);
    reply = {
      body,
      kind: 'reply',
      messageId: await appendAssistantMessage({ tx, conversationId, content: body }),
    };
  } else {
    const answer = await answerVisitorMessage({
      db: tx,
      config,
      logger,
      websiteId: account.website_id,
      conversationId,
      visitorId: whatsappVisitorId(message.from),
      visitorData: profileName ? { name: profileName } : undefined,
      message: content,
      source: 'whatsapp',
    });
    // The assistant stays silent when a person took over between our check and its own.
    const stored = answer.isHumanMode ? null : await latestAssistantMessage({ tx, conversationId });
    if (answer.response.trim() && stored) {
      reply = { body: answer.response, kind: 'reply', messageId: stored };
    }
  }

  // The settings' test tool sends from a reserved number: its traffic is not the business's usage.
  const isTest = message.from === WHATSAPP_TEST_SENDER;
  // Each count queues the owner's 80 % / 100 % email itself when it crosses a threshold.
  if (!isTest) {
    await countWhatsAppMessage({ tx, config, userId: account.user_id, direction: 'received', limit });
  }
  let queuedOutbound = false;
  if (reply) {
    // A notice goes out once even at the limit; a reply only while the month has room (another process may
    // have used the last message since we looked).
    const counted = isTest
      ? undefined
      : await countWhatsAppMessage({
          tx,
          config,
          userId: account.user_id,
          direction: 'sent',
          limit,
          stopAtLimit: reply.kind !== 'limit_notice',
        });
    await queueWhatsAppMessage({
      tx,
      accountId: account.account_id,
      conversationId,
      messageId: reply.messageId,
      recipientWaId: message.from,
      kind: reply.kind,
      body: reply.body,
      usage: counted ? { userId: account.user_id, monthYear: counted.monthYear } : undefined,
      notSentReason:
        counted || isTest ? undefined : 'Not sent: the monthly WhatsApp message limit was reached.',
      lastInboundAt: sentAt,
    });
    queuedOutbound = Boolean(counted);
  }
  return { status: 'done', queuedOutbound };
}

type ContactRow = { conversation_id: string | null; limit_notice_month: string | null };

/** Upserts the sender's row and locks it until the transaction ends; clears a link to a deleted conversation. */
async function lockContact(options: {
  tx: Queryable;
  websiteId: string;
  accountId: string;
  waId: string;
  profileName: string | null;
  sentAt: Date;
}): Promise<ContactRow> {
  const result = await options.tx.execute<ContactRow>(sql`
    insert into whatsapp_contacts (website_id, wa_id, account_id, profile_name, last_inbound_at)
    values (${options.websiteId}, ${options.waId}, ${options.accountId}, ${options.profileName},
      ${options.sentAt.toISOString()}::timestamptz)
    on conflict (website_id, wa_id) do update set
      account_id = excluded.account_id,
      profile_name = coalesce(excluded.profile_name, whatsapp_contacts.profile_name),
      last_inbound_at = greatest(whatsapp_contacts.last_inbound_at, excluded.last_inbound_at)
    returning (select c.id from conversations c where c.id = whatsapp_contacts.conversation_id) as conversation_id,
      limit_notice_month`);
  return result.rows[0]!;
}

/** The sender's conversation: their profile name and number are the lead's name and phone from the start. */
async function startConversation(options: {
  tx: Queryable;
  websiteId: string;
  waId: string;
  profileName: string | null;
}): Promise<string> {
  const result = await options.tx.execute<{ id: string }>(sql`
    with conv as (
      insert into conversations (website_id, visitor_id, visitor_name, visitor_phone, message_source, message_count,
        last_activity_at)
      values (${options.websiteId}, ${whatsappVisitorId(options.waId)}, ${options.profileName},
        ${`+${options.waId}`}, 'whatsapp', 0, now())
      returning id, website_id
    ),
    link as (
      update whatsapp_contacts set conversation_id = (select id from conv)
      where website_id = ${options.websiteId} and wa_id = ${options.waId}
    )
    select conv.id,
      pg_notify(${EVENTS_CHANNEL}, json_build_object('type', 'conversation.created', 'websiteId', conv.website_id,
        'conversationId', conv.id)::text)
    from conv`);
  return result.rows[0]!.id;
}

/** Stores the visitor's message without an assistant reply (takeover, limit, or before a fixed answer). */
async function storeVisitorOnly(options: {
  tx: Queryable;
  account: AccountRow;
  conversationId: string;
  waId: string;
  content: string;
}): Promise<void> {
  const stored = await storeVisitorMessage({
    db: options.tx,
    websiteId: options.account.website_id,
    visitorId: whatsappVisitorId(options.waId),
    conversationId: options.conversationId,
    content: options.content,
    source: 'whatsapp',
    prechat: {},
    details: {},
  });
  if (!stored) throw new Error('the WhatsApp conversation could not be continued');
  await options.tx.execute(sql`
    select pg_notify(${EVENTS_CHANNEL}, json_build_object('type', 'message.created', 'websiteId',
      ${options.account.website_id}::text, 'conversationId', ${options.conversationId}::text, 'role', 'user')::text)`);
}

/** Appends a fixed assistant message (no lead re-scoring: nothing new was learned). */
async function appendAssistantMessage(options: {
  tx: Queryable;
  conversationId: string;
  content: string;
}): Promise<string> {
  const result = await options.tx.execute<{ id: string }>(sql`
    with conv as (
      update conversations set message_count = message_count + 1, last_message_preview = left(${options.content}, 200),
        last_activity_at = now()
      where id = ${options.conversationId}
      returning id, website_id
    ),
    msg as (
      insert into messages (conversation_id, role, content, response_time_ms)
      select id, 'assistant', ${options.content}, 0 from conv returning id
    )
    select msg.id, pg_notify(${EVENTS_CHANNEL}, json_build_object('type', 'message.created', 'websiteId',
      conv.website_id, 'conversationId', conv.id, 'role', 'assistant')::text)
    from msg, conv`);
  return result.rows[0]!.id;
}

async function latestAssistantMessage(options: {
  tx: Queryable;
  conversationId: string;
}): Promise<string | null> {
  const result = await options.tx.execute<{ id: string }>(sql`
    select id from messages where conversation_id = ${options.conversationId} and role = 'assistant'
    order by seq desc limit 1`);
  return result.rows[0]?.id ?? null;
}

const STATUS_RANK: Record<string, number> = {
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  read: 4,
  failed: 5,
  not_sent: 5,
};

/** Statuses only move forward; `failed` after `sent` is taken off the month's usage (Meta did not deliver it). */
async function applyStatusEvent(options: { tx: Queryable; event: WebhookEventRow }): Promise<Outcome> {
  const parsed = MetaStatusSchema.safeParse(options.event.payload.status);
  if (!parsed.success) return { status: 'ignored', note: 'unreadable status', queuedOutbound: false };
  const status = parsed.data;
  if (
    status.status !== 'sent' &&
    status.status !== 'delivered' &&
    status.status !== 'read' &&
    status.status !== 'failed'
  ) {
    return { status: 'ignored', note: `status ${status.status} is not tracked`, queuedOutbound: false };
  }
  const rank = STATUS_RANK[status.status]!;
  const error = status.errors?.[0];
  // An interrupted send (its worker died before recording Meta's answer) is recognised by our id in the callback data.
  const callbackId = status.biz_opaque_callback_data?.startsWith('lc:')
    ? status.biz_opaque_callback_data.slice(3)
    : null;
  const result = await options.tx.execute<{
    id: string;
    was_counted_failure: boolean;
    usage_user_id: string | null;
    usage_month: string | null;
  }>(sql`
    update whatsapp_outbound_messages m set
      status = ${status.status},
      wamid = coalesce(m.wamid, ${status.id}),
      sent_at = coalesce(m.sent_at, case when ${status.status} <> 'failed' then now() end),
      error_code = case when ${status.status} = 'failed' then ${error?.code ?? null}::int else m.error_code end,
      error_reason = case when ${status.status} = 'failed' then ${describeFailure(error)} else m.error_reason end,
      locked_until = null,
      updated_at = now()
    where (m.wamid = ${status.id} or (m.wamid is null and ${callbackId}::text is not null and m.id::text = ${callbackId}::text))
      and case m.status when 'queued' then 0 when 'sending' then 1 when 'sent' then 2 when 'delivered' then 3
        when 'read' then 4 else 5 end < ${rank}
    returning m.id, (${status.status} = 'failed') as was_counted_failure, m.usage_user_id, m.usage_month`);
  const row = result.rows[0];
  if (row?.was_counted_failure && row.usage_user_id && row.usage_month) {
    await releaseSentMessage({ db: options.tx, userId: row.usage_user_id, monthYear: row.usage_month });
  }
  return { status: 'done', queuedOutbound: false };
}

function describeFailure(error: { code: number; title?: string; message?: string } | undefined): string {
  if (!error) return 'WhatsApp could not deliver the message.';
  if (error.code === 131047) {
    return 'Not delivered: more than 24 hours have passed since the customer last wrote, and WhatsApp only allows an approved template then.';
  }
  return `WhatsApp could not deliver the message (${error.code}${error.title ? `: ${error.title}` : ''}).`;
}
