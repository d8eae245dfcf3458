import { sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_VISITOR_WINDOW_MS,
  DAILY_CHART_DAYS,
  LEAD_STATUSES,
  PERIOD_DAYS,
  TOP_WEBSITES_COUNT,
  type Analytics,
  type AnalyticsPeriod,
} from '@leadchat/contract';
import type { Queryable } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { assertWebsiteOwned } from '../conversations/owner-scope.js';
import { getWhatsAppUsageSummary } from '../whatsapp/whatsapp-accounts.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** True for zone names the runtime knows (Postgres reads the same IANA database). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * /analytics, computed from data. Conversations and leads are the cohort of conversations started within the
 * period (so the conversion rate leads / conversations stays within 0–100 %) and the lead-status breakdown is
 * that cohort's leads. The chart always covers the last 7 days (days begin in `timeZone`). Response time is the
 * mean of the replies' `response_time_ms` within the period. Active visitors: distinct visitors whose
 * conversation moved in the last 5 minutes. WhatsApp usage is the owner's for the current month in the business's time zone (features/whatsapp).
 */
export async function getAnalytics(options: {
  db: Queryable;
  userId: string;
  websiteId?: string;
  period: AnalyticsPeriod;
  timeZone: string;
  now?: Date;
}): Promise<Analytics> {
  const { db, userId, websiteId, period, timeZone } = options;
  if (!isKnownTimeZone(timeZone)) throw new AppError('VALIDATION_FAILED', 'timeZone: unknown time zone');
  await assertWebsiteOwned({ db, userId, websiteId });
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const periodStart = new Date(now.getTime() - PERIOD_DAYS[period] * DAY_MS).toISOString();
  const activeSince = new Date(now.getTime() - ACTIVE_VISITOR_WINDOW_MS).toISOString();

  const scope: SQL = websiteId
    ? sql`website_id = ${websiteId} and website_id in (select id from websites where user_id = ${userId})`
    : sql`website_id in (select id from websites where user_id = ${userId})`;

  const run = async <T extends Record<string, unknown>>(query: SQL): Promise<T[]> => {
    try {
      return (await db.execute(query)).rows as T[];
    } catch (error) {
      // Postgres refuses a zone name it doesn't know (22023): bad input, not a server failure.
      if ((error as { code?: string }).code === '22023')
        throw new AppError('VALIDATION_FAILED', 'timeZone: unknown time zone');
      throw error;
    }
  };

  const [cohort, response, active, daily, top, usage] = await Promise.all([
    run<{ lead_status: string; is_lead_captured: boolean; count: string }>(sql`
      select lead_status, is_lead_captured, count(*) as count
      from conversations
      where ${scope} and created_at >= ${periodStart} and created_at <= ${nowIso}
      group by lead_status, is_lead_captured`),
    // A message in the period implies its conversation's last activity is in the period too: the
    // extra condition keeps the semi-join small.
    run<{ average_ms: string | null }>(sql`
      select avg(response_time_ms) as average_ms
      from messages
      where response_time_ms is not null and created_at >= ${periodStart} and created_at <= ${nowIso}
        and conversation_id in (
          select id from conversations where ${scope} and last_activity_at >= ${periodStart})`),
    run<{ visitors: string }>(sql`
      select count(distinct visitor_id) as visitors
      from conversations
      where ${scope} and last_activity_at > ${activeSince}`),
    run<{ day: string; conversations: string; leads: string }>(sql`
      with days as (
        select generate_series(
          (${nowIso}::timestamptz at time zone ${timeZone})::date - ${DAILY_CHART_DAYS - 1}::int,
          (${nowIso}::timestamptz at time zone ${timeZone})::date,
          interval '1 day')::date as day
      ),
      counts as (
        select (created_at at time zone ${timeZone})::date as day,
               count(*) as conversations,
               count(*) filter (where is_lead_captured) as leads
        from conversations
        where ${scope}
          and created_at >= ((select min(day) from days)::timestamp at time zone ${timeZone})
          and created_at <= ${nowIso}
        group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as day,
             coalesce(counts.conversations, 0) as conversations,
             coalesce(counts.leads, 0) as leads
      from days left join counts on counts.day = days.day
      order by days.day`),
    run<{ id: string; name: string; conversations: string; leads: string }>(sql`
      select w.id, w.name,
             count(c.id) as conversations,
             count(c.id) filter (where c.is_lead_captured) as leads
      from websites w
      left join conversations c on c.website_id = w.id and c.created_at >= ${periodStart} and c.created_at <= ${nowIso}
      where w.user_id = ${userId} ${websiteId ? sql`and w.id = ${websiteId}` : sql``}
      group by w.id, w.name
      order by conversations desc, leads desc, w.name asc
      limit ${TOP_WEBSITES_COUNT}`),
    getWhatsAppUsageSummary({ db, userId, websiteId }),
  ]);

  let conversations = 0;
  let leads = 0;
  const byStatus = new Map<string, number>();
  for (const row of cohort) {
    const n = Number(row.count);
    conversations += n;
    if (row.is_lead_captured) {
      leads += n;
      byStatus.set(row.lead_status, (byStatus.get(row.lead_status) ?? 0) + n);
    }
  }
  const knownStatuses: string[] = [...LEAD_STATUSES];
  const otherStatuses = [...byStatus.keys()].filter((status) => !knownStatuses.includes(status)).sort();
  const leadStatusBreakdown = [...knownStatuses, ...otherStatuses].map((status) => {
    const count = byStatus.get(status) ?? 0;
    return { status, count, percent: leads === 0 ? 0 : round((count / leads) * 100, 1) };
  });

  const averageMs = response[0]?.average_ms;

  return {
    period,
    websiteId: websiteId ?? null,
    conversations,
    leads,
    conversionRate: conversations === 0 ? 0 : round((leads / conversations) * 100, 1),
    averageResponseSeconds: averageMs == null ? null : round(Number(averageMs) / 1000, 2),
    activeVisitors: Number(active[0]?.visitors ?? 0),
    daily: daily.map((row) => ({
      date: row.day,
      conversations: Number(row.conversations),
      leads: Number(row.leads),
    })),
    topWebsites: top.map((row) => ({
      websiteId: row.id,
      name: row.name,
      conversations: Number(row.conversations),
      leads: Number(row.leads),
    })),
    leadStatusBreakdown,
    whatsappUsage: usage.usage,
    whatsappAccounts: usage.accounts.map((account) => ({
      id: account.id,
      websiteId: account.websiteId,
      websiteName: account.websiteName,
      displayPhoneNumber: account.displayPhoneNumber,
      isActive: account.isActive,
    })),
  };
}
