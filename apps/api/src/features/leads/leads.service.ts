import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Lead, LeadListResponse, LeadSort, LeadStats, LeadStatus } from '@leadchat/contract';
import type { Database, Queryable } from '../../db/client.js';
import { conversations, websites } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import {
  assertWebsiteOwned,
  countUpTo,
  matchesSearch,
  ownedConversationScope,
  toIso,
} from '../conversations/owner-scope.js';
import { publishRealtimeEvent } from '../realtime/realtime.service.js';
import { csvTextCell, formatCsvHeader } from './leads-csv.js';
import { recordWebhookEvent } from '../webhooks/webhook-events.js';

export type LeadFilters = {
  userId: string;
  search?: string;
  status: 'all' | LeadStatus;
  websiteId?: string;
  /** Web widget or WhatsApp leads only; all by default. */
  source?: 'all' | 'web' | 'whatsapp';
};

export type LeadChanges = {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  company?: string | null;
  status?: LeadStatus;
  score?: number;
  notes?: string | null;
  tags?: string[];
};

const leadColumns = {
  id: conversations.id,
  websiteId: conversations.websiteId,
  websiteName: websites.name,
  visitorId: conversations.visitorId,
  name: conversations.visitorName,
  email: conversations.visitorEmail,
  phone: conversations.visitorPhone,
  company: conversations.visitorCompany,
  status: conversations.leadStatus,
  score: conversations.leadScore,
  scoreReasons: conversations.leadScoreReasons,
  isScoreOverridden: conversations.leadScoreOverridden,
  tags: conversations.tags,
  notes: conversations.notes,
  source: conversations.messageSource,
  messageCount: conversations.messageCount,
  createdAt: conversations.createdAt,
  capturedAt: conversations.leadCapturedAt,
  lastActivityAt: conversations.lastActivityAt,
};

type LeadRow = Omit<
  Lead,
  'createdAt' | 'capturedAt' | 'lastActivityAt' | 'source' | 'scoreReasons' | 'tags'
> & {
  source: Lead['source'] | null;
  scoreReasons: Lead['scoreReasons'] | null;
  tags: string[] | null;
  createdAt: Date;
  capturedAt: Date | null;
  lastActivityAt: Date;
};

function toLead(row: LeadRow): Lead {
  return {
    ...row,
    scoreReasons: row.scoreReasons ?? [],
    tags: row.tags ?? [],
    source: row.source ?? 'web',
    createdAt: row.createdAt.toISOString(),
    capturedAt: toIso(row.capturedAt),
    lastActivityAt: row.lastActivityAt.toISOString(),
  };
}

/** The WHERE clause shared by the list, its count and the CSV export. */
function leadConditions(filters: LeadFilters): SQL {
  return and(
    ownedConversationScope({ userId: filters.userId, websiteId: filters.websiteId }),
    eq(conversations.isLeadCaptured, true),
    filters.status === 'all' ? undefined : eq(conversations.leadStatus, filters.status),
    !filters.source || filters.source === 'all' ? undefined : eq(conversations.messageSource, filters.source),
    matchesSearch(filters.search, [
      conversations.visitorName,
      conversations.visitorEmail,
      conversations.visitorCompany,
    ]),
  )!;
}

/** Each order matches an index (walked backwards for asc), so any page is an index range scan. */
function leadOrder(sort: LeadSort, order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  switch (sort) {
    case 'created':
      return [direction(conversations.createdAt), direction(conversations.id)];
    case 'score':
      return [
        direction(conversations.leadScore),
        direction(conversations.lastActivityAt),
        direction(conversations.id),
      ];
    default:
      return [direction(conversations.lastActivityAt), direction(conversations.id)];
  }
}

/** Lists the owner's captured leads, searched, filtered, sorted and paginated in SQL. */
export async function listLeads(
  options: LeadFilters & {
    db: Queryable;
    page: number;
    pageSize: number;
    sort: LeadSort;
    order: 'asc' | 'desc';
  },
): Promise<LeadListResponse> {
  const { db, page, pageSize } = options;
  await assertWebsiteOwned({ db, userId: options.userId, websiteId: options.websiteId });
  const where = leadConditions(options);
  const offset = (page - 1) * pageSize;
  const [rows, counted] = await Promise.all([
    db
      .select(leadColumns)
      .from(conversations)
      .innerJoin(websites, eq(websites.id, conversations.websiteId))
      .where(where)
      .orderBy(...leadOrder(options.sort, options.order))
      .limit(pageSize)
      .offset(offset),
    countUpTo({ db, where, offset, pageSize }),
  ]);
  return { items: rows.map(toLead), ...counted, page, pageSize };
}

/** The four cards of /leads from one aggregate query. */
export async function getLeadStats(options: {
  db: Queryable;
  userId: string;
  websiteId?: string;
}): Promise<LeadStats> {
  const { db, userId, websiteId } = options;
  await assertWebsiteOwned({ db, userId, websiteId });
  const [row] = await db
    .select({
      total: count(),
      fresh: sql<number>`count(*) filter (where ${conversations.leadStatus} = 'new')`.mapWith(Number),
      converted: sql<number>`count(*) filter (where ${conversations.leadStatus} = 'converted')`.mapWith(
        Number,
      ),
      averageScore: sql<number>`coalesce(round(avg(${conversations.leadScore})), 0)`.mapWith(Number),
    })
    .from(conversations)
    .where(and(ownedConversationScope({ userId, websiteId }), eq(conversations.isLeadCaptured, true)));
  return {
    totalLeads: row?.total ?? 0,
    newLeads: row?.fresh ?? 0,
    convertedLeads: row?.converted ?? 0,
    averageScore: row?.averageScore ?? 0,
  };
}

/** One of the owner's leads; 404 for anyone else's and for conversations that are not leads. */
export async function getLead(options: { db: Queryable; userId: string; leadId: string }): Promise<Lead> {
  const [row] = await options.db
    .select(leadColumns)
    .from(conversations)
    .innerJoin(websites, eq(websites.id, conversations.websiteId))
    .where(
      and(
        eq(conversations.id, options.leadId),
        eq(websites.userId, options.userId),
        eq(conversations.isLeadCaptured, true),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Lead');
  return toLead(row);
}

/**
 * Applies the edit dialog's changes. Changing the score marks it overridden, so the assistant stops
 * recomputing it; saving the same score leaves the flag as it was.
 */
export async function updateLead(options: {
  db: Database;
  userId: string;
  leadId: string;
  changes: LeadChanges;
}): Promise<Lead> {
  const { db, userId, leadId, changes } = options;
  return db.transaction(async (tx) => {
    // Drizzle accepts SQL for any column; the score flag is computed from the row being updated.
    const set: {
      [K in keyof typeof conversations.$inferInsert]?: (typeof conversations.$inferInsert)[K] | SQL;
    } = {};
    if (changes.name !== undefined) set.visitorName = changes.name;
    if (changes.email !== undefined) set.visitorEmail = changes.email;
    if (changes.phone !== undefined) set.visitorPhone = changes.phone;
    if (changes.company !== undefined) set.visitorCompany = changes.company;
    if (changes.status !== undefined) set.leadStatus = changes.status;
    if (changes.notes !== undefined) set.notes = changes.notes;
    if (changes.tags !== undefined) set.tags = changes.tags;
    if (changes.score !== undefined) {
      set.leadScore = changes.score;
      // Evaluated against the row's current score inside the UPDATE, so concurrent edits can't lose the flag.
      set.leadScoreOverridden = sql`${conversations.leadScoreOverridden} or ${conversations.leadScore} <> ${changes.score}`;
    }
    const scope = and(
      eq(conversations.id, leadId),
      eq(conversations.isLeadCaptured, true),
      ownedConversationScope({ userId }),
    );
    if (Object.keys(set).length > 0) {
      const updated = await tx
        .update(conversations)
        .set(set)
        .where(scope)
        .returning({ id: conversations.id, websiteId: conversations.websiteId });
      const target = updated[0];
      if (!target) throw notFound('Lead');
      await publishRealtimeEvent({
        db: tx,
        event: { type: 'lead.updated', websiteId: target.websiteId, conversationId: target.id },
      });
      // The website's lead webhooks subscribed to lead.updated hear about it (written with the edit).
      await recordWebhookEvent(tx, {
        websiteId: target.websiteId,
        conversationId: target.id,
        kind: 'lead_updated',
      });
    }
    return getLead({ db: tx, userId, leadId });
  });
}

/** Keyset page size of the CSV export: memory stays flat whatever the number of leads. */
export const CSV_EXPORT_BATCH_SIZE = 1000;

/**
 * Checks the filters, then yields the CSV in chunks: the header, then one chunk per keyset page of leads
 * (newest first, by the immutable (created_at, id) so rows never repeat or go missing mid-export).
 */
export async function prepareLeadsCsvExport(
  options: LeadFilters & { db: Queryable; batchSize?: number },
): Promise<AsyncGenerator<string>> {
  const { db, batchSize = CSV_EXPORT_BATCH_SIZE } = options;
  await assertWebsiteOwned({ db, userId: options.userId, websiteId: options.websiteId });
  const where = leadConditions(options);
  const text = (column: SQL | AnyPgColumn) => csvTextCell(sql`coalesce(${column}, '')`);

  // Postgres formats each page as one CSV string: Node handles one string per 1,000 leads instead of an object
  // per field, which keeps the export's memory flat (and makes it fast).
  const fetchPage = async (cursor: { createdAt: string; id: string } | undefined) => {
    const page = db
      .select({
        id: conversations.id,
        createdAt: conversations.createdAt,
        line: sql<string>`concat_ws(',',
          ${text(conversations.visitorName)}, ${text(conversations.visitorEmail)},
          ${text(conversations.visitorPhone)}, ${text(conversations.visitorCompany)},
          ${text(conversations.leadStatus)}, ${conversations.leadScore}::text,
          to_char(${conversations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          ${text(websites.name)}) || chr(13) || chr(10)`.as('line'),
      })
      .from(conversations)
      .innerJoin(websites, eq(websites.id, conversations.websiteId))
      .where(
        cursor
          ? and(
              where,
              sql`(${conversations.createdAt}, ${conversations.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
            )
          : where,
      )
      .orderBy(desc(conversations.createdAt), desc(conversations.id))
      .limit(batchSize)
      .as('page');
    const [row] = await db
      .select({
        csv: sql<
          string | null
        >`string_agg(${page.line}, '' order by ${page.createdAt} desc, ${page.id} desc)`,
        count: sql<number>`count(*)`.mapWith(Number),
        // The cursor keeps Postgres's microsecond timestamp as text: a JS Date would round it and skip rows.
        lastCreatedAt: sql<
          string | null
        >`(array_agg(${page.createdAt}::text order by ${page.createdAt} asc, ${page.id} asc))[1]`,
        lastId: sql<string | null>`(array_agg(${page.id} order by ${page.createdAt} asc, ${page.id} asc))[1]`,
      })
      .from(page);
    return row ?? { csv: null, count: 0, lastCreatedAt: null, lastId: null };
  };

  async function* generate(): AsyncGenerator<string> {
    yield formatCsvHeader();
    // The next page is fetched while the current one is being sent.
    let pending = fetchPage(undefined);
    try {
      for (;;) {
        const page = await pending;
        const isLast = page.count < batchSize || !page.lastCreatedAt || !page.lastId;
        if (!isLast) pending = fetchPage({ createdAt: page.lastCreatedAt!, id: page.lastId! });
        if (page.csv) yield page.csv;
        if (isLast) return;
      }
    } finally {
      // A client that went away leaves at most one page in flight; its outcome no longer matters.
      pending.catch(() => undefined);
    }
  }
  return generate();
}
