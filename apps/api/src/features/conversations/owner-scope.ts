/**
 * SQL pieces shared by the owner's lists (leads and conversations are two views of the `conversations` table).
 * Every owner-facing query filters through `ownedWebsiteIds(userId)`, so another owner's rows never match.
 */
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_LOOKAHEAD } from '@leadchat/contract';
import type { Queryable } from '../../db/client.js';
import { conversations, websites } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';

/** `website_id IN (the owner's websites)`, optionally narrowed to one website. */
export function ownedConversationScope(options: { userId: string; websiteId?: string }): SQL {
  const owned = sql`select ${websites.id} from ${websites} where ${websites.userId} = ${options.userId}`;
  const scope = sql`${conversations.websiteId} in (${owned})`;
  return options.websiteId ? and(scope, eq(conversations.websiteId, options.websiteId))! : scope;
}

/** Escapes LIKE wildcards so a search for "50%" or "a_b" means exactly that text. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** Case-insensitive substring match on any of the columns (served by the pg_trgm GIN indexes). */
export function matchesSearch(
  search: string | undefined,
  columns: Parameters<typeof ilike>[0][],
): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = `%${escapeLikePattern(term)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A website filter naming another owner's (or no) website answers 404, like any foreign id. */
export async function assertWebsiteOwned(options: {
  db: Queryable;
  userId: string;
  websiteId?: string;
}): Promise<void> {
  if (!options.websiteId) return;
  const [row] = await options.db
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.id, options.websiteId), eq(websites.userId, options.userId)))
    .limit(1);
  if (!row) throw notFound('Website');
}

export function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * Counts the matching conversations, but stops LIST_COUNT_LOOKAHEAD rows past the requested page, so a page of
 * 100,000 matches costs about as much as a page of 100.
 */
export async function countUpTo(options: {
  db: Queryable;
  where: SQL;
  offset: number;
  pageSize: number;
  lookahead?: number;
}): Promise<{ total: number; isTotalExact: boolean }> {
  const limit = options.offset + options.pageSize + (options.lookahead ?? LIST_COUNT_LOOKAHEAD);
  const capped = options.db
    .select({ one: sql`1` })
    .from(conversations)
    .where(options.where)
    .limit(limit + 1)
    .as('capped');
  const [row] = await options.db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(capped);
  const counted = row?.total ?? 0;
  return counted > limit ? { total: limit, isTotalExact: false } : { total: counted, isTotalExact: true };
}
