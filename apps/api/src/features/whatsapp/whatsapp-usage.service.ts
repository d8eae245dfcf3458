/**
 * WhatsApp usage per owner and month (table whatsapp_usage): every message received and every message sent on any
 * of the owner's numbers counts once. The month (YYYY-MM) is the business's: the time zone of the owner's first
 * connected number (docs/decisions/0102-whatsapp-usage-and-limits.md). Counts go up only through
 * whatsapp-usage-count.ts (single-row upserts inside the caller's transaction, so any number of server processes
 * count exactly, and the owner's 80 %/100 % email is queued by the same call).
 */
import { WHATSAPP_MONTHLY_LIMIT, WHATSAPP_WARNING_RATIO, type WhatsAppUsage } from '@leadchat/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';

/**
 * The monthly limit of a plan. docs/product/limits.md gives one figure for every plan (600 messages); the lookup keeps the plan
 * as the input so a plan with another allowance changes one line.
 */
export function whatsappMonthlyLimitFor(_plan: string | null): number {
  return WHATSAPP_MONTHLY_LIMIT;
}

/** The owner's current usage month in their business time zone, e.g. `2026-11`. */
export function usageMonthSql(userId: string) {
  return sql`to_char(now() at time zone coalesce((
      select a.time_zone from whatsapp_accounts a join websites w on w.id = a.website_id
      where w.user_id = ${userId} order by a.created_at, a.id limit 1
    ), 'UTC'), 'YYYY-MM')`;
}

export type UsageCounts = { monthYear: string; total: number; sent: number; received: number };

export type UsageRow = {
  month_year: string;
  total_messages: number | string;
  messages_sent: number | string;
  messages_received: number | string;
};

export function toCounts(row: UsageRow): UsageCounts {
  return {
    monthYear: row.month_year,
    total: Number(row.total_messages),
    sent: Number(row.messages_sent),
    received: Number(row.messages_received),
  };
}

/** The owner's usage of the current month (zeros before the first message). */
export async function readWhatsAppUsage(options: { db: Queryable; userId: string }): Promise<UsageCounts> {
  const result = await options.db.execute<UsageRow>(sql`
    with month as (select ${usageMonthSql(options.userId)} as month_year)
    select month.month_year, coalesce(u.total_messages, 0) as total_messages,
      coalesce(u.messages_sent, 0) as messages_sent, coalesce(u.messages_received, 0) as messages_received
    from month left join whatsapp_usage u on u.user_id = ${options.userId} and u.month_year = month.month_year`);
  return toCounts(result.rows[0]!);
}

/** Takes a message that was counted but never went out (refused by Meta) off the month it was counted in. */
export async function releaseSentMessage(options: {
  db: Queryable;
  userId: string;
  monthYear: string;
}): Promise<void> {
  await options.db.execute(sql`
    update whatsapp_usage set
      total_messages = greatest(total_messages - 1, 0),
      messages_sent = greatest(messages_sent - 1, 0)
    where user_id = ${options.userId} and month_year = ${options.monthYear}`);
}

/** The figures the dashboard, /analytics and the WhatsApp settings show. */
export function describeUsage(counts: UsageCounts, limit: number): WhatsAppUsage {
  return {
    monthYear: counts.monthYear,
    totalMessages: counts.total,
    messagesSent: counts.sent,
    messagesReceived: counts.received,
    limit,
    percent: Math.round((counts.total / limit) * 1000) / 10,
    isNearLimit: counts.total >= limit * WHATSAPP_WARNING_RATIO,
    isAtLimit: counts.total >= limit,
  };
}

/** Which threshold (80 % warning, 100 % limit) a count crossed going from `before` to `after`, if any. */
export function crossedThreshold(options: {
  before: number;
  after: number;
  limit: number;
}): 'warning' | 'limit' | undefined {
  const warningAt = Math.ceil(options.limit * WHATSAPP_WARNING_RATIO);
  if (options.before < options.limit && options.after >= options.limit) return 'limit';
  if (options.before < warningAt && options.after >= warningAt) return 'warning';
  return undefined;
}
