/**
 * The one way a WhatsApp message is added to the owner's month (whatsapp_usage): received by the webhook worker,
 * sent by the assistant (reply or limit notice) or sent by a person who took the conversation over. Each count is
 * a single-row upsert in the caller's transaction, and when that count takes the month across 80 % or 100 % of
 * the limit the owner's email is queued in the same transaction (whatsapp-alerts.ts, once per month and
 * threshold). Keeping the raw upserts private to this file is what makes every counting path send the email.
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { queueOwnerUsageAlertEmail } from './whatsapp-alerts.js';
import {
  crossedThreshold,
  toCounts,
  usageMonthSql,
  type UsageCounts,
  type UsageRow,
} from './whatsapp-usage.service.js';

async function upsertReceived(options: { tx: Queryable; userId: string }): Promise<UsageCounts> {
  const result = await options.tx.execute<UsageRow>(sql`
    insert into whatsapp_usage (user_id, month_year, total_messages, messages_sent, messages_received)
    values (${options.userId}, ${usageMonthSql(options.userId)}, 1, 0, 1)
    on conflict (user_id, month_year) do update set
      total_messages = whatsapp_usage.total_messages + 1,
      messages_received = whatsapp_usage.messages_received + 1
    returning month_year, total_messages, messages_sent, messages_received`);
  return toCounts(result.rows[0]!);
}

/** With `onlyBelow`, counts only while the month's total is below it (undefined: nothing was counted). */
async function upsertSent(options: {
  tx: Queryable;
  userId: string;
  onlyBelow: number | null;
}): Promise<UsageCounts | undefined> {
  const { onlyBelow } = options;
  const result = await options.tx.execute<UsageRow>(sql`
    insert into whatsapp_usage (user_id, month_year, total_messages, messages_sent, messages_received)
    select ${options.userId}, ${usageMonthSql(options.userId)}, 1, 1, 0
    where ${onlyBelow}::int is null or ${onlyBelow}::int > 0
    on conflict (user_id, month_year) do update set
      total_messages = whatsapp_usage.total_messages + 1,
      messages_sent = whatsapp_usage.messages_sent + 1
    where ${onlyBelow}::int is null or whatsapp_usage.total_messages < ${onlyBelow}::int
    returning month_year, total_messages, messages_sent, messages_received`);
  const row = result.rows[0];
  return row ? toCounts(row) : undefined;
}

/**
 * Counts one message and queues the owner's email when this very count crossed 80 % or 100 % of `limit`.
 *
 * - `received`: always counted (a message that arrived was received, whatever the limit).
 * - `sent` with `stopAtLimit`: the assistant's reply, counted only while the month is below the limit
 *   (undefined: the limit was reached, nothing counted, the reply must not go out).
 * - `sent` without: counted unconditionally (the one "limit reached" notice; a person's own reply, which the limit
 *   does not hold back).
 */
export async function countWhatsAppMessage(options: {
  tx: Queryable;
  config: Config;
  userId: string;
  direction: 'received' | 'sent';
  limit: number;
  stopAtLimit?: boolean;
}): Promise<UsageCounts | undefined> {
  const { tx, userId, limit } = options;
  const counts =
    options.direction === 'received'
      ? await upsertReceived({ tx, userId })
      : await upsertSent({ tx, userId, onlyBelow: options.stopAtLimit ? limit : null });
  if (!counts) return undefined;
  // The upsert holds the owner's usage row until commit: this transaction alone moved total - 1 → total.
  const crossed = crossedThreshold({ before: counts.total - 1, after: counts.total, limit });
  if (crossed) {
    await queueOwnerUsageAlertEmail({
      tx,
      config: options.config,
      alert: { userId, monthYear: counts.monthYear, threshold: crossed, total: counts.total, limit },
    });
  }
  return counts;
}
