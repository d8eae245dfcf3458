import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_CONVERSATION_WINDOW_MS,
  type ConversationDetail,
  type ConversationFilter,
  type ConversationListResponse,
  type ConversationStats,
  type ConversationSummary,
} from '@leadchat/contract';
import type { Queryable } from '../../db/client.js';
import { conversations, messages, websites } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { getLiveChatState } from '../live-chat/live-chat.service.js';
import {
  assertWebsiteOwned,
  countUpTo,
  matchesSearch,
  ownedConversationScope,
  toIso,
} from './owner-scope.js';

/** A transcript returns at most this many messages (the newest); a visitor cannot grow a response without bound. */
export const MAX_TRANSCRIPT_MESSAGES = 1000;

const summaryColumns = {
  id: conversations.id,
  websiteId: conversations.websiteId,
  websiteName: websites.name,
  visitorId: conversations.visitorId,
  visitorName: conversations.visitorName,
  visitorEmail: conversations.visitorEmail,
  isLeadCaptured: conversations.isLeadCaptured,
  leadStatus: conversations.leadStatus,
  messageCount: conversations.messageCount,
  lastMessagePreview: conversations.lastMessagePreview,
  source: conversations.messageSource,
  createdAt: conversations.createdAt,
  lastActivityAt: conversations.lastActivityAt,
  mode: conversations.mode,
  isHumanRequested: sql<boolean>`(${conversations.humanRequestedAt} is not null and ${conversations.mode} = 'assistant')`,
};

type SummaryRow = {
  id: string;
  websiteId: string;
  websiteName: string;
  visitorId: string;
  visitorName: string | null;
  visitorEmail: string | null;
  isLeadCaptured: boolean;
  leadStatus: string;
  messageCount: number;
  lastMessagePreview: string | null;
  source: 'web' | 'whatsapp' | null;
  createdAt: Date;
  lastActivityAt: Date;
  mode: string;
  isHumanRequested: boolean;
};

function toSummary(row: SummaryRow): ConversationSummary {
  return {
    ...row,
    mode: row.mode === 'human' ? 'human' : 'assistant',
    isHumanRequested: Boolean(row.isHumanRequested),
    source: row.source ?? 'web',
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
  };
}

function activeSince(now: Date): Date {
  return new Date(now.getTime() - ACTIVE_CONVERSATION_WINDOW_MS);
}

/** Lists the owner's conversations, newest activity first, searched, filtered and paginated in SQL. */
export async function listConversations(options: {
  db: Queryable;
  userId: string;
  search?: string;
  filter: ConversationFilter;
  websiteId?: string;
  /** Web widget or WhatsApp conversations only; all by default. */
  source?: 'all' | 'web' | 'whatsapp';
  page: number;
  pageSize: number;
  now?: Date;
}): Promise<ConversationListResponse> {
  const { db, userId, websiteId, page, pageSize } = options;
  await assertWebsiteOwned({ db, userId, websiteId });
  const conditions: (SQL | undefined)[] = [
    ownedConversationScope({ userId, websiteId }),
    matchesSearch(options.search, [
      conversations.visitorName,
      conversations.visitorEmail,
      conversations.visitorId,
    ]),
  ];
  if (options.filter === 'active')
    conditions.push(gt(conversations.lastActivityAt, activeSince(options.now ?? new Date())));
  if (options.filter === 'leads') conditions.push(eq(conversations.isLeadCaptured, true));
  if (options.source && options.source !== 'all') {
    conditions.push(eq(conversations.messageSource, options.source));
  }
  const where = and(...conditions)!;

  const offset = (page - 1) * pageSize;
  const [rows, counted] = await Promise.all([
    db
      .select(summaryColumns)
      .from(conversations)
      .innerJoin(websites, eq(websites.id, conversations.websiteId))
      .where(where)
      .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
      .limit(pageSize)
      .offset(offset),
    countUpTo({ db, where, offset, pageSize }),
  ]);
  return { items: rows.map(toSummary), ...counted, page, pageSize };
}

/** The four cards of /conversations, from one aggregate query. */
export async function getConversationStats(options: {
  db: Queryable;
  userId: string;
  websiteId?: string;
  now?: Date;
}): Promise<ConversationStats> {
  const { db, userId, websiteId } = options;
  await assertWebsiteOwned({ db, userId, websiteId });
  const since = activeSince(options.now ?? new Date());
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${conversations.lastActivityAt} > ${since})`.mapWith(Number),
      leads: sql<number>`count(*) filter (where ${conversations.isLeadCaptured})`.mapWith(Number),
      averageMessages: sql<number>`coalesce(round(avg(${conversations.messageCount}), 1), 0)`.mapWith(Number),
    })
    .from(conversations)
    .where(ownedConversationScope({ userId, websiteId }));
  return {
    totalConversations: row?.total ?? 0,
    activeConversations: row?.active ?? 0,
    leadConversations: row?.leads ?? 0,
    averageMessages: row?.averageMessages ?? 0,
  };
}

/** One conversation of the owner's with its transcript (oldest message first); 404 for anyone else's. */
export async function getConversationDetail(options: {
  db: Queryable;
  userId: string;
  conversationId: string;
}): Promise<ConversationDetail> {
  const { db, userId, conversationId } = options;
  const [row] = await db
    .select({
      ...summaryColumns,
      visitorPhone: conversations.visitorPhone,
      visitorCompany: conversations.visitorCompany,
      leadScore: conversations.leadScore,
      leadScoreReasons: conversations.leadScoreReasons,
      tags: conversations.tags,
      notes: conversations.notes,
      capturedAt: conversations.leadCapturedAt,
    })
    .from(conversations)
    .innerJoin(websites, eq(websites.id, conversations.websiteId))
    .where(and(eq(conversations.id, conversationId), eq(websites.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Conversation');

  const newest = await db
    .select({
      id: messages.id,
      role: messages.role,
      content: messages.content,
      responseTimeMs: messages.responseTimeMs,
      createdAt: messages.createdAt,
      authorName: messages.authorName,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    // Stored order: every write locks the conversation first, so seq is commit order (decision 0091).
    .orderBy(desc(messages.seq))
    .limit(MAX_TRANSCRIPT_MESSAGES + 1);
  const isTranscriptTruncated = newest.length > MAX_TRANSCRIPT_MESSAGES;
  const live = await getLiveChatState({ db, userId, conversationId });
  const transcript = newest.slice(0, MAX_TRANSCRIPT_MESSAGES).reverse();

  const { visitorPhone, visitorCompany, leadScore, leadScoreReasons, tags, notes, capturedAt, ...summary } =
    row;
  return {
    ...toSummary(summary),
    visitorPhone,
    visitorCompany,
    leadScore,
    leadScoreReasons: leadScoreReasons ?? [],
    tags: tags ?? [],
    notes,
    capturedAt: toIso(capturedAt),
    messages: transcript.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
    isTranscriptTruncated,
    live,
  };
}
