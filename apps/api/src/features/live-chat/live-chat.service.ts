/**
 * Live chat (issue 17): the owner takes a conversation over from the assistant, talks to the visitor, and hands
 * it back. The conversation's `mode` is the one switch every channel obeys:
 *   - take over (or the owner's first message, in the same transaction) sets mode 'human' and bumps `mode_version`;
 *   - the assistant's reply is stored only if, under the conversation's row lock, the mode is still 'assistant'
 *     with the version it started from (assistant/conversation-store.ts, storeAssistantReply), so a reply in
 *     flight when a person takes over is dropped;
 *   - other channels (WhatsApp) ask `canAssistantAnswer` before answering, and store through the same check.
 * Every change NOTIFYs the realtime channel in its transaction (delivered on commit, to every process): the
 * owner's dashboards refetch, the visitor's widget stream reads the new messages after its last `seq`.
 * Decisions 0090–0094.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  HUMAN_REQUEST_FOLLOW_UP_MS,
  OWNER_PRESENCE_WINDOW_MS,
  REALTIME_CHANNEL,
  type LiveChatState,
  type RealtimeEvent,
  type WidgetLiveMessage,
} from '@leadchat/contract';
import type { Config } from '../../config.js';
import type { Database, Queryable } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { queueOwnerWhatsAppReply } from '../whatsapp/whatsapp-owner-replies.js';

// ───────────────────────────── the visitor's live token ─────────────────────────────

const TOKEN_LABEL = 'leadchat live-chat stream v1:';

/**
 * The token that opens a conversation's live stream: an HMAC of the conversation id under AUTH_SECRET. It is
 * handed only to whoever posted the conversation's messages (the chat endpoint's answer), so the stream needs no
 * database lookup to authorise, and the visitor id (which can write to the conversation) never appears in a URL.
 */
export function createLiveToken(options: { secret: string | undefined; conversationId: string }): string {
  if (!options.secret) throw new Error('createLiveToken needs AUTH_SECRET');
  return createHmac('sha256', options.secret)
    .update(TOKEN_LABEL + options.conversationId.toLowerCase())
    .digest('base64url')
    .slice(0, 32);
}

/** Constant-time check of a stream token. */
export function isLiveTokenValid(options: {
  secret: string | undefined;
  conversationId: string;
  token: string;
}): boolean {
  const expected = Buffer.from(createLiveToken(options));
  const given = Buffer.from(options.token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// ───────────────────────────── the one question other channels ask ─────────────────────────────

/**
 * May the assistant answer this conversation now? False while a person from the business has it (human mode).
 * For channels other than the chat endpoint (WhatsApp): ask before producing a reply. The final word is the
 * store's own check under the row lock (storeAssistantReply with the `modeVersion` this returns), so a takeover
 * between the question and the store still wins.
 */
export async function canAssistantAnswer(options: {
  db: Queryable;
  conversationId: string;
}): Promise<{ canAnswer: boolean; modeVersion: number }> {
  const result = await options.db.execute<{ mode: string; mode_version: number }>(
    sql`select mode, mode_version from conversations where id = ${options.conversationId}`,
  );
  const row = result.rows[0];
  if (!row) return { canAnswer: true, modeVersion: 0 };
  return { canAnswer: row.mode === 'assistant', modeVersion: Number(row.mode_version) };
}

// ───────────────────────────── names and notes ─────────────────────────────

/**
 * How the owner is labelled to the visitor: their username, else their account name, never anything that looks
 * like an email address; else "the {website} team".
 */
export function ownerDisplayName(options: {
  username: string | null;
  accountName: string | null;
  websiteName: string;
}): string {
  for (const candidate of [options.username, options.accountName]) {
    const name = candidate?.trim();
    if (name && !name.includes('@')) return name.slice(0, 80);
  }
  return `${options.websiteName.trim().slice(0, 60)} team`;
}

const joinedNote = (name: string) => `${name} joined the chat.`;
const handedBackNote = (name: string) => `${name} left the chat. The assistant is answering again.`;
const idleNote = (name: string, minutes: number) =>
  `${name} left the chat (no reply for ${minutes} minutes). The assistant is answering again.`;

// ───────────────────────────── reading the live state ─────────────────────────────

type LiveRow = {
  id: string;
  website_id: string;
  website_name: string;
  owner_id: string;
  mode: string;
  mode_version: number;
  human_user_id: string | null;
  human_active_at: Date | string | null;
  human_requested_at: Date | string | null;
  idle_minutes: number;
  username: string | null;
  account_name: string | null;
};

/** The owner's name as the visitor sees it, for the conversation's current human. */
const ownerNameOf = (row: LiveRow) =>
  ownerDisplayName({ username: row.username, accountName: row.account_name, websiteName: row.website_name });

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The live part of a conversation as the owner's view shows it. */
export function describeLiveState(row: LiveRow, viewerId: string): LiveChatState {
  const isHuman = row.mode === 'human';
  const activeAt = row.human_active_at === null ? null : new Date(row.human_active_at).getTime();
  return {
    mode: isHuman ? 'human' : 'assistant',
    humanName: isHuman ? ownerNameOf(row) : null,
    isMine: isHuman && row.human_user_id === viewerId,
    humanRequestedAt: isHuman ? null : iso(row.human_requested_at),
    handBackAt:
      isHuman && activeAt !== null ? new Date(activeAt + row.idle_minutes * 60_000).toISOString() : null,
    idleMinutes: Number(row.idle_minutes),
  };
}

/**
 * The conversation with its website and the display name of whoever would speak for the business: the one who
 * took over, else the website's owner. `lock` takes the conversation's row lock (inside a transaction).
 * Another owner's conversation (or none) reads as not found.
 */
async function loadLiveRow(options: {
  db: Queryable;
  conversationId: string;
  userId?: string;
  lock?: boolean;
}): Promise<LiveRow | undefined> {
  const { db, conversationId, userId } = options;
  const result = await db.execute<LiveRow>(sql`
    select c.id, c.website_id, w.name as website_name, w.user_id as owner_id, c.mode, c.mode_version,
      c.human_user_id, c.human_active_at, c.human_requested_at, w.live_chat_idle_minutes as idle_minutes,
      p.username, u.name as account_name
    from conversations c
    join websites w on w.id = c.website_id
    left join profiles p on p.user_id = coalesce(c.human_user_id, w.user_id)
    left join "user" u on u.id = coalesce(c.human_user_id, w.user_id)
    where c.id = ${conversationId} ${userId ? sql`and w.user_id = ${userId}` : sql``}
    ${options.lock ? sql`for update of c` : sql``}`);
  return result.rows[0];
}

/** The live state of one of the owner's conversations (404 for anyone else's). */
export async function getLiveChatState(options: {
  db: Queryable;
  userId: string;
  conversationId: string;
}): Promise<LiveChatState> {
  const row = await loadLiveRow(options);
  if (!row) throw notFound('Conversation');
  return describeLiveState(row, options.userId);
}

// ───────────────────────────── writes ─────────────────────────────

function notifyJson(event: RealtimeEvent) {
  return sql`pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`;
}

/** Inserts a message and moves the conversation's counters; one statement, under the caller's row lock. */
async function insertMessage(options: {
  tx: Queryable;
  row: LiveRow;
  role: 'owner' | 'system' | 'assistant';
  content: string;
  authorName?: string;
}): Promise<void> {
  const { tx, row, role, content } = options;
  // Notes (joined, left) are not conversation messages: they don't count, and the list's preview keeps the last
  // thing somebody said.
  const counts = role !== 'system';
  await tx.execute(sql`
    with msg as (
      insert into messages (conversation_id, role, content, author_name)
      values (${row.id}, ${role}, ${content}, ${options.authorName ?? null})
      returning id
    )
    update conversations set
      message_count = message_count + ${counts ? 1 : 0},
      last_message_preview = case when ${counts} then ${content.slice(0, 200)} else last_message_preview end,
      last_activity_at = now()
    where id = ${row.id} and exists (select 1 from msg)`);
  await tx.execute(
    sql`select ${notifyJson({ type: 'message.created', websiteId: row.website_id, conversationId: row.id, role })}`,
  );
}

/** The conversation's live state re-read inside the transaction that just changed it. */
async function currentLiveState(
  tx: Queryable,
  conversationId: string,
  viewerId: string,
): Promise<LiveChatState> {
  return describeLiveState((await loadLiveRow({ db: tx, conversationId }))!, viewerId);
}

/** Switches a locked conversation to human mode for `userId`, with the "joined" note. */
async function switchToHuman(tx: Queryable, row: LiveRow, userId: string): Promise<LiveRow> {
  await tx.execute(sql`
    update conversations set mode = 'human', mode_version = mode_version + 1, human_user_id = ${userId},
      human_active_at = now(), human_requested_at = null, human_request_followed_up_at = null
    where id = ${row.id}`);
  const switched = await loadLiveRow({ db: tx, conversationId: row.id });
  const name = ownerNameOf(switched!);
  await insertMessage({ tx, row: switched!, role: 'system', content: joinedNote(name) });
  await tx.execute(
    sql`select ${notifyJson({ type: 'conversation.mode', websiteId: row.website_id, conversationId: row.id })}`,
  );
  return switched!;
}

/**
 * Runs `change` in a transaction on the signed-in owner's conversation, its row locked so that mode switches and
 * messages are ordered; another owner's conversation is a 404.
 */
async function changeOwnedConversation(
  options: { db: Database; userId: string; conversationId: string },
  change: (tx: Queryable, row: LiveRow) => Promise<LiveChatState>,
): Promise<LiveChatState> {
  const { db, userId, conversationId } = options;
  return db.transaction(async (tx) => {
    const row = await loadLiveRow({ db: tx, conversationId, userId, lock: true });
    if (!row) throw notFound('Conversation');
    return change(tx, row);
  });
}

/** "Take over": the conversation switches to human mode; the assistant stays silent until it is handed back. */
export async function takeOverConversation(options: {
  db: Database;
  userId: string;
  conversationId: string;
}): Promise<LiveChatState> {
  const { userId, conversationId } = options;
  return changeOwnedConversation(options, async (tx, row) => {
    if (row.mode === 'human' && row.human_user_id === userId) {
      await tx.execute(sql`update conversations set human_active_at = now() where id = ${row.id}`);
      return currentLiveState(tx, conversationId, userId);
    }
    return describeLiveState(await switchToHuman(tx, row, userId), userId);
  });
}

/**
 * The owner's reply. In assistant mode the conversation is taken over in the same transaction as the message,
 * so no assistant reply can be stored after it (decision 0090).
 */
export async function sendOwnerMessage(options: {
  db: Database;
  /** For the WhatsApp usage email a reply may trigger (its link to /analytics). */
  config: Config;
  userId: string;
  conversationId: string;
  content: string;
}): Promise<LiveChatState> {
  const { userId, conversationId, content } = options;
  return changeOwnedConversation(options, async (tx, locked) => {
    let row = locked;
    if (row.mode !== 'human' || row.human_user_id !== userId) row = await switchToHuman(tx, row, userId);
    const name = ownerNameOf(row);
    await insertMessage({ tx, row, role: 'owner', content, authorName: name });
    // A WhatsApp customer gets the reply on WhatsApp, queued with the message (issue 13).
    await queueOwnerWhatsAppReply({ tx, config: options.config, conversationId: row.id, content });
    await tx.execute(sql`update conversations set human_active_at = now() where id = ${row.id}`);
    return currentLiveState(tx, conversationId, userId);
  });
}

/** Switches a locked human-mode conversation back to the assistant, with a factual note for both sides. */
async function switchToAssistant(tx: Queryable, row: LiveRow, reason: 'owner' | 'idle'): Promise<void> {
  const name = ownerNameOf(row);
  await tx.execute(sql`
    update conversations set mode = 'assistant', mode_version = mode_version + 1, human_user_id = null,
      human_active_at = null
    where id = ${row.id}`);
  await insertMessage({
    tx,
    row,
    role: 'system',
    content: reason === 'idle' ? idleNote(name, row.idle_minutes) : handedBackNote(name),
  });
  await tx.execute(
    sql`select ${notifyJson({ type: 'conversation.mode', websiteId: row.website_id, conversationId: row.id })}`,
  );
}

/** "Hand back to the assistant". Handing back a conversation in assistant mode changes nothing. */
export async function handBackConversation(options: {
  db: Database;
  userId: string;
  conversationId: string;
}): Promise<LiveChatState> {
  const { userId, conversationId } = options;
  return changeOwnedConversation(options, async (tx, row) => {
    if (row.mode === 'human') await switchToAssistant(tx, row, 'owner');
    return currentLiveState(tx, conversationId, userId);
  });
}

/**
 * The owner is typing: the visitor's widget shows "typing…" (the event is not stored), and typing counts as
 * activity for the idle hand-back. Only while the signed-in owner has the conversation.
 */
export async function signalOwnerTyping(options: {
  db: Queryable;
  userId: string;
  conversationId: string;
}): Promise<void> {
  const row = await loadLiveRow(options);
  if (!row) throw notFound('Conversation');
  if (row.mode !== 'human' || row.human_user_id !== options.userId) return;
  const name = ownerNameOf(row);
  await options.db.execute(sql`
    with touched as (
      update conversations set human_active_at = now()
      where id = ${row.id} and mode = 'human' and human_user_id = ${options.userId} returning id
    )
    select ${notifyJson({ type: 'conversation.typing', websiteId: row.website_id, conversationId: row.id, name })}
    from touched`);
}

/** The website's idle hand-back time (owner only; 404 for anyone else's website). */
export async function updateLiveChatSettings(options: {
  db: Queryable;
  userId: string;
  websiteId: string;
  idleMinutes: number;
}): Promise<{ idleMinutes: number }> {
  const result = await options.db.execute<{ idle: number }>(sql`
    update websites set live_chat_idle_minutes = ${options.idleMinutes}, updated_at = now()
    where id = ${options.websiteId} and user_id = ${options.userId}
    returning live_chat_idle_minutes as idle`);
  const row = result.rows[0];
  if (!row) throw notFound('Website');
  return { idleMinutes: Number(row.idle) };
}

// ───────────────────────────── presence ─────────────────────────────

/** The owner has a dashboard open (called while their event stream is open, on each heartbeat). */
export async function markOwnerPresent(options: { db: Queryable; userId: string }): Promise<void> {
  await options.db.execute(sql`
    insert into owner_presence (user_id, seen_at) values (${options.userId}, now())
    on conflict (user_id) do update set seen_at = now()`);
}

/** True while the website's owner had a dashboard open within the presence window. */
export async function isOwnerOnline(options: { db: Queryable; websiteId: string }): Promise<boolean> {
  const result = await options.db.execute<{ online: boolean }>(sql`
    select exists (
      select 1 from owner_presence p join websites w on w.user_id = p.user_id
      where w.id = ${options.websiteId}
        and p.seen_at > now() - make_interval(secs => ${OWNER_PRESENCE_WINDOW_MS / 1000})
    ) as online`);
  return Boolean(result.rows[0]?.online);
}

// ───────────────────────────── the visitor asks for a person ─────────────────────────────

const FOLLOW_UP_MINUTES = Math.round(HUMAN_REQUEST_FOLLOW_UP_MS / 60_000);

/**
 * The visitor asked for a person. Records the request (the owner's view marks the conversation, the sweeper
 * follows up if nobody takes over) and tells the owner's open dashboards; returns the honest reply: whether
 * someone is online, and where the team will answer otherwise. The owner's email/SMS alert goes through the
 * notification channels (`alertOwner`, see chat's caller).
 */
export async function recordHumanRequest(options: {
  db: Queryable;
  websiteId: string;
  conversationId: string;
  contact: { email: string | null; phone: string | null };
}): Promise<{ reply: string; isFirstRequest: boolean; isOwnerOnline: boolean }> {
  const { db, websiteId, conversationId, contact } = options;
  const result = await db.execute<{ first: boolean }>(sql`
    update conversations set
      -- A request already followed up is over: asking again starts a new one (and a new follow-up).
      human_requested_at = case when human_requested_at is null or human_request_followed_up_at is not null
        then now() else human_requested_at end,
      human_request_followed_up_at = null
    where id = ${conversationId} and mode = 'assistant'
    returning (human_requested_at = now()) as first`);
  const isFirstRequest = Boolean(result.rows[0]?.first);
  await db.execute(
    sql`select ${notifyJson({ type: 'conversation.human_requested', websiteId, conversationId })}`,
  );
  const online = await isOwnerOnline({ db, websiteId });
  const reachedAt = contact.email ?? contact.phone;
  const reply = online
    ? `I've let the team know you'd like to talk to a person. Someone is online and can join this chat here. ` +
      `If nobody has joined within ${FOLLOW_UP_MINUTES} minutes, ` +
      (reachedAt
        ? `they'll get back to you at ${reachedAt}.`
        : `please leave your phone number or email so they can get back to you.`)
    : `I've let the team know you'd like to talk to a person. Nobody from the team is online right now, ` +
      (reachedAt
        ? `so they'll get back to you at ${reachedAt}. If you'd rather get a call, leave your phone number here.`
        : `so please leave your phone number or email and they'll get back to you.`);
  return { reply, isFirstRequest, isOwnerOnline: online };
}

function followUpText(contact: { email: string | null; phone: string | null }): string {
  const reachedAt = contact.email ?? contact.phone;
  return reachedAt
    ? `Nobody from the team could join the chat just now. They'll get back to you at ${reachedAt}. ` +
        `If another way suits you better, leave your phone number here.`
    : `Nobody from the team could join the chat just now. Leave your phone number or email here and they'll get back to you.`;
}

// ───────────────────────────── the sweeper ─────────────────────────────

/**
 * One pass of the background work: conversations whose owner stayed idle past the website's hand-back time go
 * back to the assistant; visitors who asked for a person and got nobody within HUMAN_REQUEST_FOLLOW_UP_MS are
 * asked for a way to be reached. Rows are claimed with SKIP LOCKED, so several processes can sweep at once.
 */
export async function sweepLiveChats(options: {
  db: Database;
  limit?: number;
}): Promise<{ handedBack: number; followedUp: number }> {
  const { db } = options;
  const limit = options.limit ?? 50;
  let handedBack = 0;
  let followedUp = 0;
  for (let index = 0; index < limit; index++) {
    const done = await db.transaction(async (tx) => {
      const claimed = await tx.execute<{ id: string }>(sql`
        select c.id from conversations c join websites w on w.id = c.website_id
        where c.mode = 'human' and c.human_active_at < now() - make_interval(mins => w.live_chat_idle_minutes)
        limit 1 for update of c skip locked`);
      const id = claimed.rows[0]?.id;
      if (!id) return true;
      const row = await loadLiveRow({ db: tx, conversationId: id });
      await switchToAssistant(tx, row!, 'idle');
      handedBack += 1;
      return false;
    });
    if (done) break;
  }
  for (let index = 0; index < limit; index++) {
    const done = await db.transaction(async (tx) => {
      const claimed = await tx.execute<{
        id: string;
        visitor_email: string | null;
        visitor_phone: string | null;
      }>(sql`
        select id, visitor_email, visitor_phone from conversations
        where human_requested_at is not null and human_request_followed_up_at is null
          and human_requested_at < now() - make_interval(secs => ${HUMAN_REQUEST_FOLLOW_UP_MS / 1000})
        limit 1 for update skip locked`);
      const claim = claimed.rows[0];
      if (!claim) return true;
      const row = await loadLiveRow({ db: tx, conversationId: claim.id });
      await tx.execute(
        sql`update conversations set human_request_followed_up_at = now() where id = ${claim.id}`,
      );
      if (row!.mode === 'assistant') {
        await insertMessage({
          tx,
          row: row!,
          role: 'assistant',
          content: followUpText({ email: claim.visitor_email, phone: claim.visitor_phone }),
        });
        followedUp += 1;
      }
      return false;
    });
    if (done) break;
  }
  return { handedBack, followedUp };
}

/** Runs `sweepLiveChats` every `intervalMs` (default 15 s) until the returned stop is called. */
export function startLiveChatSweeper(options: {
  db: Database;
  logger: Logger;
  intervalMs?: number;
}): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepLiveChats({ db: options.db })
      .catch((error: unknown) => options.logger.warn({ err: error }, 'live chat sweep failed'))
      .finally(() => (running = undefined));
  }, options.intervalMs ?? 15_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

// ───────────────────────────── the widget's live stream ─────────────────────────────

/** Most messages one catch-up sends; the widget asks again after the last one it got. */
const CATCH_UP_LIMIT = 200;

/**
 * What the visitor's widget receives over its stream, after `afterSeq`: the owner's messages, the notes
 * (joined, left) and the assistant's follow-ups. Replies to the visitor's own messages are not here: they arrive
 * on the chat request itself (they carry a response time; follow-ups don't).
 */
export async function listWidgetLiveMessages(options: {
  db: Queryable;
  conversationId: string;
  afterSeq: number;
}): Promise<WidgetLiveMessage[]> {
  const result = await options.db.execute<{
    seq: string | number;
    role: string;
    content: string;
    author_name: string | null;
  }>(sql`
    select seq, role, content, author_name from messages
    where conversation_id = ${options.conversationId} and seq > ${options.afterSeq}
      and (role in ('owner', 'system') or (role = 'assistant' and response_time_ms is null))
    order by seq
    limit ${CATCH_UP_LIMIT}`);
  return result.rows.map((row) => {
    const message: WidgetLiveMessage = {
      seq: Number(row.seq),
      r: row.role === 'owner' ? 'owner' : row.role === 'system' ? 'note' : 'assistant',
      t: row.content,
    };
    if (row.role === 'owner') message.n = row.author_name ?? 'Team';
    return message;
  });
}

/** True when the conversation exists (a valid token for a deleted conversation opens nothing). */
export async function conversationExists(options: {
  db: Queryable;
  conversationId: string;
}): Promise<boolean> {
  const result = await options.db.execute(
    sql`select 1 from conversations where id = ${options.conversationId}`,
  );
  return result.rows.length > 0;
}
