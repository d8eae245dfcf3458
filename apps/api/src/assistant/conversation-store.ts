/**
 * The assistant's writes. Each step is one SQL statement (atomic without an explicit transaction, and one round
 * trip): the visitor's message with its conversation's counters and contact details, then the reply with the lead
 * fields. Events go out as `pg_notify('leadchat_events', {type, websiteId, conversationId})` (message events add
 * `role`), delivered on commit.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { executeNamed } from '../db/named-statement.js';
import type { LeadScoreReason } from '../db/schema.js';
import type { ContactDetails, DetailCorrections } from './lead-extraction.js';
import { NAME_QUESTION } from './replies.js';

export const EVENTS_CHANNEL = 'leadchat_events';
export type AssistantEventType = 'conversation.created' | 'message.created' | 'lead.captured';

/** The dashboard's last-message preview keeps the first 200 characters. */
const PREVIEW_LENGTH = 200;

export type WebsiteForAssistant = {
  id: string;
  name: string;
  domain: string;
  aiInstructions: string;
  botName: string;
  isActive: boolean;
  monthlyMessageQuota: number | null;
};

export type ConversationState = {
  id: string;
  websiteId: string;
  isNew: boolean;
  visitorName: string | null;
  visitorEmail: string | null;
  visitorPhone: string | null;
  visitorCompany: string | null;
  visitorNeed: string | null;
  isLeadCaptured: boolean;
  leadScoreOverridden: boolean;
  leadScoreReasons: LeadScoreReason[];
  visitorMessageCount: number;
  hasAppointment: boolean;
  /**
   * Live chat (issue 17): 'human' while a person from the business has the conversation (the assistant stays
   * silent); `modeVersion` is what the reply must still find when it is stored (storeAssistantReply).
   */
  mode: 'assistant' | 'human';
  modeVersion: number;
  /** This message answered the assistant's "Who should they ask for?" and was filed as the name (`nameIfAsked`). */
  isNameAnswered: boolean;
};

type ConversationRow = {
  id: string;
  website_id: string;
  visitor_name: string | null;
  visitor_email: string | null;
  visitor_phone: string | null;
  visitor_company: string | null;
  visitor_need: string | null;
  is_lead_captured: boolean;
  lead_score_overridden: boolean;
  lead_score_reasons: LeadScoreReason[] | null;
  visitor_message_count: string | number;
  has_appointment: boolean;
  mode: string;
  mode_version: number;
  /** Only from the statement of a message in an existing conversation. */
  is_name_answered?: boolean;
};

function preview(text: string): string {
  return text.slice(0, PREVIEW_LENGTH);
}

/**
 * Event payload `{ type, websiteId, conversationId }`; message events also carry the message's `role`, since
 * PostgreSQL delivers identical payloads sent in one transaction only once.
 */
function eventJson(type: AssistantEventType, role?: 'user' | 'assistant') {
  if (role) {
    return sql`json_build_object('type', ${type}::text, 'websiteId', conv.website_id, 'conversationId', conv.id, 'role', ${role}::text)::text`;
  }
  return sql`json_build_object('type', ${type}::text, 'websiteId', conv.website_id, 'conversationId', conv.id)::text`;
}

/** Loads a website the assistant may answer for (undefined when unknown). */
export async function findWebsiteForAssistant(options: {
  db: Queryable;
  websiteId: string;
}): Promise<WebsiteForAssistant | undefined> {
  const result = await options.db.execute<{
    id: string;
    name: string;
    domain: string;
    ai_instructions: string;
    bot_name: string | null;
    is_active: boolean;
    monthly_message_quota: number | null;
  }>(sql`
    select id, name, domain, ai_instructions, appearance_config->>'bot_name' as bot_name, is_active, monthly_message_quota
    from websites where id = ${options.websiteId}`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    aiInstructions: row.ai_instructions,
    botName: row.bot_name?.trim() || 'AI Assistant',
    isActive: row.is_active,
    monthlyMessageQuota: row.monthly_message_quota,
  };
}

/**
 * Stores the visitor's message: creates the conversation, or appends to the given one when it belongs to this
 * website and visitor (otherwise returns undefined and writes nothing). Contact details found in the message
 * replace stored ones; the pre-chat form only fills empty fields.
 */
export async function storeVisitorMessage(options: {
  db: Queryable;
  websiteId: string;
  visitorId: string;
  conversationId?: string | null;
  content: string;
  source: 'web' | 'whatsapp';
  prechat: { name?: string; email?: string };
  details: ContactDetails;
  /** What the message corrects in the stored details (`findDetailCorrections` for this message's `details`). */
  corrections?: DetailCorrections;
  /**
   * The message read as a name (`readAnsweredName`): filed only when the conversation's last message is the
   * assistant's `NAME_QUESTION` and no name is stored yet.
   */
  nameIfAsked?: string;
}): Promise<ConversationState | undefined> {
  const { db, websiteId, visitorId, content, details, prechat } = options;
  const name = details.name ?? null;
  const email = details.email ?? null;
  const phone = details.phone ?? null;
  const company = details.company ?? null;
  // Applied as `withMessageDetails` applies them.
  const { localPhone, emailDomain, firstName, surname } = options.corrections ?? {};
  const phoneCorrection = localPhone ?? null;
  const wrongDomain = emailDomain?.wrong ?? null;
  const rightDomain = emailDomain?.right ?? null;
  const firstNameCorrection = firstName ?? null;
  const spelledSurname = surname ?? null;
  const nameIfAsked = name ? null : (options.nameIfAsked ?? null);
  const prechatName = prechat.name?.trim() || null;
  const prechatEmail = prechat.email?.trim() || null;

  if (!options.conversationId) {
    const result = await executeNamed<ConversationRow>(
      db,
      'chat_new_conversation',
      sql`
      with conv as (
        insert into conversations (website_id, visitor_id, visitor_name, visitor_email, visitor_phone, visitor_company,
          message_source, message_count, last_message_preview, last_activity_at)
        values (${websiteId}, ${visitorId}, coalesce(${name}::text, ${prechatName}::text), coalesce(${email}::text, ${prechatEmail}::text),
          ${phone}::text, ${company}::text, ${options.source}::message_source, 1, ${preview(content)}, now())
        returning *
      ),
      msg as (
        insert into messages (conversation_id, role, content) select id, 'user', ${content} from conv returning id
      ),
      -- conversation.created for the website's lead webhooks (issue 10), only when an active endpoint wants it:
      -- one index probe for every other website. The outbound worker fans the event out (webhook-events.ts).
      webhook_event as (
        insert into outbound_messages (idempotency_key, channel, purpose, recipient, website_id, conversation_id, payload)
        select 'webhook-event:conversation_created:' || conv.id, 'event', 'conversation_created', 'webhooks',
          conv.website_id, conv.id, '{"kind":"conversation_created"}'::jsonb
        from conv
        where exists (
          select 1 from webhook_endpoints e
          where e.website_id = conv.website_id and e.is_active and 'conversation.created' = any(e.events)
        )
        on conflict (idempotency_key) do nothing
      )
      select conv.id, conv.website_id, conv.visitor_name, conv.visitor_email, conv.visitor_phone, conv.visitor_company,
        conv.visitor_need, conv.is_lead_captured, conv.lead_score_overridden, conv.lead_score_reasons,
        1 as visitor_message_count, false as has_appointment, conv.mode, conv.mode_version
      from conv`,
    );
    const row = result.rows[0];
    return row ? toState(row, true) : undefined;
  }

  const result = await executeNamed<ConversationRow>(
    db,
    'chat_visitor_message',
    sql`
    with before as (
      select is_lead_captured, visitor_name, visitor_email, visitor_phone, visitor_company from conversations
      where id = ${options.conversationId}
    ),
    conv as (
      update conversations set
        message_count = message_count + 1,
        last_message_preview = ${preview(content)},
        last_activity_at = now(),
        visitor_name = coalesce(
          case when strpos(visitor_name, ' ') > 1 then ${firstNameCorrection}::text || substr(visitor_name, strpos(visitor_name, ' ')) end,
          case when strpos(visitor_name, ' ') = 0 and visitor_name <> '' and lower(visitor_name) <> lower(${spelledSurname}::text)
            then visitor_name || ' ' || ${spelledSurname}::text end,
          ${name}::text, visitor_name,
          case when ${nameIfAsked}::text is not null and (
              select m.role = 'assistant' and strpos(m.content, ${NAME_QUESTION}::text) > 0
              from messages m where m.conversation_id = conversations.id order by m.seq desc limit 1)
            then ${nameIfAsked}::text end,
          ${prechatName}::text),
        visitor_email = coalesce(${email}::text,
          case when split_part(visitor_email, '@', 2) = ${wrongDomain}::text
              or starts_with(split_part(visitor_email, '@', 2), ${wrongDomain}::text || '.')
            then split_part(visitor_email, '@', 1) || '@' || ${rightDomain}::text end,
          visitor_email, ${prechatEmail}::text),
        visitor_phone = coalesce(${phone}::text,
          case when visitor_phone ~ '^[+]1[0-9]{10}$' then left(visitor_phone, 5) || ${phoneCorrection}::text end,
          visitor_phone),
        visitor_company = coalesce(${company}::text, visitor_company)
      where id = ${options.conversationId} and website_id = ${websiteId} and visitor_id = ${visitorId}
      returning *
    ),
    msg as (
      insert into messages (conversation_id, role, content) select id, 'user', ${content} from conv returning id
    ),
    -- lead.updated for the lead webhooks when a lead's visitor adds or changes contact details (issue 10), only
    -- when an active endpoint wants it; one event per resulting set of details. The worker fans it out.
    lead_updated as (
      insert into outbound_messages (idempotency_key, channel, purpose, recipient, website_id, conversation_id, payload)
      select 'webhook-event:lead_updated:' || conv.id || ':contact:' ||
          md5(concat_ws('|', conv.visitor_name, conv.visitor_email, conv.visitor_phone, conv.visitor_company)),
        'event', 'lead_updated', 'webhooks', conv.website_id, conv.id, '{"kind":"lead_updated"}'::jsonb
      from conv, before
      where before.is_lead_captured
        and (conv.visitor_name, conv.visitor_email, conv.visitor_phone, conv.visitor_company) is distinct from
          (before.visitor_name, before.visitor_email, before.visitor_phone, before.visitor_company)
        and exists (
          select 1 from webhook_endpoints e
          where e.website_id = conv.website_id and e.is_active and 'lead.updated' = any(e.events)
        )
      on conflict (idempotency_key) do nothing
    )
    select conv.id, conv.website_id, conv.visitor_name, conv.visitor_email, conv.visitor_phone, conv.visitor_company,
      conv.visitor_need, conv.is_lead_captured, conv.lead_score_overridden, conv.lead_score_reasons,
      (select count(*) from messages m where m.conversation_id = conv.id and m.role = 'user') + 1 as visitor_message_count,
      exists (select 1 from appointments a where a.conversation_id = conv.id) as has_appointment,
      conv.mode, conv.mode_version,
      (before.visitor_name is null and conv.visitor_name = ${nameIfAsked}::text) as is_name_answered
    from conv, before`,
  );
  const row = result.rows[0];
  return row ? toState(row, false) : undefined;
}

/**
 * Publishes the visitor's message (and a new conversation). Not part of the message's own statement: a transaction
 * that notifies holds PostgreSQL's notification-queue lock until its commit is flushed, which would queue every
 * chat message behind one disk flush. Here the commit does not wait for the flush, so the lock is held briefly.
 */
export async function publishVisitorMessage(options: {
  db: Queryable;
  websiteId: string;
  conversationId: string;
  isNewConversation: boolean;
}): Promise<void> {
  const { websiteId, conversationId } = options;
  const payload = (type: AssistantEventType) =>
    JSON.stringify(
      type === 'message.created'
        ? { type, websiteId, conversationId, role: 'user' }
        : { type, websiteId, conversationId },
    );
  await options.db.execute(sql`
    select set_config('synchronous_commit', 'off', true),
      case when ${options.isNewConversation} then pg_notify(${EVENTS_CHANNEL}, ${payload('conversation.created')}) end,
      pg_notify(${EVENTS_CHANNEL}, ${payload('message.created')})`);
}

function toState(row: ConversationRow, isNew: boolean): ConversationState {
  return {
    id: row.id,
    websiteId: row.website_id,
    isNew,
    visitorName: row.visitor_name,
    visitorEmail: row.visitor_email,
    visitorPhone: row.visitor_phone,
    visitorCompany: row.visitor_company,
    visitorNeed: row.visitor_need,
    isLeadCaptured: row.is_lead_captured,
    leadScoreOverridden: row.lead_score_overridden,
    leadScoreReasons: row.lead_score_reasons ?? [],
    visitorMessageCount: Number(row.visitor_message_count),
    hasAppointment: row.has_appointment,
    mode: row.mode === 'human' ? 'human' : 'assistant',
    modeVersion: Number(row.mode_version ?? 0),
    isNameAnswered: row.is_name_answered === true,
  };
}

/**
 * Stores the assistant's reply with its response time (asynchronous commit, see below), plus what was learned about the lead: contact details
 * from the model's capture_lead call, the visitor's need, lead capture (never undone) and the score (unless the
 * owner overrode it).
 */
export async function storeAssistantReply(options: {
  db: Queryable;
  conversationId: string;
  content: string;
  responseTimeMs: number;
  captured: { name?: string; email?: string; phone?: string; company?: string; need?: string };
  isLeadCaptured: boolean;
  isNewlyCaptured: boolean;
  score: number;
  reasons: LeadScoreReason[];
  /** Also publish the visitor's message (when it was not published on its own), before the reply's events. */
  visitorEvents?: { isNewConversation: boolean };
  /**
   * Live chat (issue 17): store the reply only if the conversation is still in assistant mode with this version.
   * The UPDATE takes the row lock and re-checks the condition on the latest row, so a person who took over while
   * the reply was being produced wins and the reply is dropped (docs/decisions/0090).
   */
  modeVersion?: number;
  /**
   * Owner alerts this reply causes (issue 10: 'new_lead', 'callback_requested'), written as owner events in the
   * reply's own statement, so a stored lead always has its alert and a dropped reply has none. The key is
   * features/outbound's ownerEventKey: the same event recorded elsewhere (live chat) is one event.
   */
  ownerEvents?: readonly string[];
}): Promise<{ isStored: boolean }> {
  const { db, captured } = options;
  const ownerEvents = (options.ownerEvents ?? []).join(',');
  const visitorEvents = options.visitorEvents;
  const stillAssistant =
    options.modeVersion === undefined
      ? sql``
      : sql`and mode = 'assistant' and mode_version = ${options.modeVersion}`;
  const stored = await executeNamed(
    db,
    'chat_reply',
    sql`
    with conv as (
      update conversations set
        message_count = message_count + 1,
        last_message_preview = ${preview(options.content)},
        last_activity_at = now(),
        visitor_name = coalesce(${captured.name ?? null}::text, visitor_name),
        visitor_email = coalesce(${captured.email ?? null}::text, visitor_email),
        visitor_phone = coalesce(${captured.phone ?? null}::text, visitor_phone),
        visitor_company = coalesce(${captured.company ?? null}::text, visitor_company),
        visitor_need = coalesce(visitor_need, ${captured.need ?? null}::text),
        is_lead_captured = is_lead_captured or ${options.isLeadCaptured},
        lead_captured_at = case when not is_lead_captured and ${options.isLeadCaptured} then now() else lead_captured_at end,
        lead_score = case when lead_score_overridden then lead_score else ${options.score} end,
        lead_score_reasons = case when lead_score_overridden then lead_score_reasons else ${JSON.stringify(options.reasons)}::jsonb end
      where id = ${options.conversationId} ${stillAssistant}
      returning id, website_id
    ),
    msg as (
      insert into messages (conversation_id, role, content, response_time_ms)
      select id, 'assistant', ${options.content}, ${options.responseTimeMs} from conv returning id
    ),
    owner_event as (
      insert into outbound_messages (idempotency_key, channel, purpose, website_id, conversation_id, recipient, payload)
      select 'owner-event:' || kind || ':' || conv.id, 'event', kind, conv.website_id, conv.id, 'owner',
        jsonb_build_object('kind', kind)
      from conv, unnest(string_to_array(${ownerEvents}::text, ',')) as kind
      on conflict (idempotency_key) do nothing
    )
    select
      case when ${visitorEvents?.isNewConversation ?? false} then pg_notify(${EVENTS_CHANNEL}, ${eventJson('conversation.created')}) end,
      case when ${visitorEvents !== undefined} then pg_notify(${EVENTS_CHANNEL}, ${eventJson('message.created', 'user')}) end,
      pg_notify(${EVENTS_CHANNEL}, ${eventJson('message.created', 'assistant')}),
      case when ${options.isNewlyCaptured} then pg_notify(${EVENTS_CHANNEL}, ${eventJson('lead.captured')}) end,
      -- The reply is committed without waiting for the disk flush (the visitor's message, stored before, was
      -- flushed): a database crash could forget the last fraction of a second of replies, never a message.
      set_config('synchronous_commit', 'off', true)
    from conv`,
  );
  return { isStored: stored.rows.length > 0 };
}

/**
 * The conversation's recent messages, oldest first (the LLM's history), in the order they were stored (`seq`);
 * owner messages carry the owner's display name.
 */
export async function listRecentMessages(options: {
  db: Queryable;
  conversationId: string;
  limit: number;
}): Promise<{ role: string; content: string; authorName: string | null }[]> {
  const result = await options.db.execute<{ role: string; content: string; authorName: string | null }>(sql`
    select role, content, author_name as "authorName" from (
      select role, content, author_name, seq from messages where conversation_id = ${options.conversationId}
      order by seq desc limit ${options.limit}
    ) recent order by seq asc`);
  return result.rows;
}
