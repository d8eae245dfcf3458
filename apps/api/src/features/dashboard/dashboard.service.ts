import { sql } from 'drizzle-orm';
import {
  HEALTH_MESSAGES,
  type DashboardStats,
  type StatCard,
  type SystemService,
  type SystemStatus,
} from '@leadchat/contract';
import type { Queryable } from '../../db/client.js';
import { getWhatsAppHealth } from '../whatsapp/whatsapp-accounts.service.js';
import { summarizeCalendarHealth, type CalendarHealth } from '../calendar/calendar-integrations.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TREND_WINDOW_DAYS = 30;

/** Percent change from the previous window; null when there is nothing to compare with. */
export function computeChangePercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

function toCard(total: unknown, last30Days: unknown, previous30Days: unknown): StatCard {
  const current = Number(last30Days);
  const previous = Number(previous30Days);
  return {
    total: Number(total),
    last30Days: current,
    previous30Days: previous,
    changePercent: computeChangePercent(current, previous),
  };
}

/**
 * The dashboard's four cards from aggregate queries over the owner's websites: all-time totals and the last
 * 30 days against the 30 days before. Conversations and visitors count when they started, leads when captured,
 * appointments when booked (cancelled ones don't count).
 */
export async function getDashboardStats(options: {
  db: Queryable;
  userId: string;
  now?: Date;
}): Promise<DashboardStats> {
  const { db, userId } = options;
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - TREND_WINDOW_DAYS * DAY_MS).toISOString();
  const before = new Date(now.getTime() - 2 * TREND_WINDOW_DAYS * DAY_MS).toISOString();
  const owned = sql`select id from websites where user_id = ${userId}`;

  const [countResult, visitorResult, windowResult, appointmentResult] = await Promise.all([
    db.execute<Record<string, string>>(sql`
      select
        count(*) as conversations,
        count(*) filter (where created_at >= ${since}) as conversations_recent,
        count(*) filter (where created_at >= ${before} and created_at < ${since}) as conversations_previous,
        count(*) filter (where is_lead_captured) as leads,
        count(*) filter (where is_lead_captured and coalesce(lead_captured_at, created_at) >= ${since}) as leads_recent,
        count(*) filter (where is_lead_captured and coalesce(lead_captured_at, created_at) >= ${before}
                           and coalesce(lead_captured_at, created_at) < ${since}) as leads_previous
      from conversations
      where website_id in (${owned})`),
    // A visitor id belongs to one website (the widget keeps it per site), so visitors are distinct
    // (website, visitor id) pairs: an index-only walk of (website_id, visitor_id), no sort.
    db.execute<Record<string, string>>(sql`
      select count(*) as visitors
      from (select distinct website_id, visitor_id from conversations where website_id in (${owned})) v`),
    db.execute<Record<string, string>>(sql`
      select count(*) filter (where is_recent) as visitors_recent, count(*) filter (where is_previous) as visitors_previous
      from (
        select website_id, visitor_id,
               bool_or(created_at >= ${since}) as is_recent,
               bool_or(created_at < ${since}) as is_previous
        from conversations
        where website_id in (${owned}) and created_at >= ${before}
        group by website_id, visitor_id
      ) v`),
    db.execute<Record<string, string>>(sql`
      select
        count(*) as appointments,
        count(*) filter (where created_at >= ${since}) as appointments_recent,
        count(*) filter (where created_at >= ${before} and created_at < ${since}) as appointments_previous
      from appointments
      where website_id in (${owned}) and status <> 'cancelled'`),
  ]);
  const c = countResult.rows[0] ?? {};
  const v = { ...visitorResult.rows[0], ...windowResult.rows[0] };
  const a = appointmentResult.rows[0] ?? {};
  return {
    totalConversations: toCard(
      c.conversations ?? 0,
      c.conversations_recent ?? 0,
      c.conversations_previous ?? 0,
    ),
    websiteVisitors: toCard(v.visitors ?? 0, v.visitors_recent ?? 0, v.visitors_previous ?? 0),
    leadsCaptured: toCard(c.leads ?? 0, c.leads_recent ?? 0, c.leads_previous ?? 0),
    appointments: toCard(a.appointments ?? 0, a.appointments_recent ?? 0, a.appointments_previous ?? 0),
  };
}

export type IntegrationCounts = SystemStatus['counts'];

/** docs/product/calls.md's health-check counts for the owner's websites. */
export async function countOwnerIntegrations(options: {
  db: Queryable;
  userId: string;
}): Promise<IntegrationCounts> {
  const owned = sql`select id from websites where user_id = ${options.userId}`;
  const result = await options.db.execute<Record<string, string>>(sql`
    select
      (select count(*) from websites where user_id = ${options.userId}) as websites,
      (select count(*) from whatsapp_accounts where website_id in (${owned})) as whatsapp_accounts,
      (select count(*) from calendar_integrations where website_id in (${owned})) as calendar_integrations,
      (select count(*) from gmb_accounts where website_id in (${owned})) as gmb_accounts`);
  const row = result.rows[0] ?? {};
  return {
    websites: Number(row.websites ?? 0),
    whatsappAccounts: Number(row.whatsapp_accounts ?? 0),
    calendarIntegrations: Number(row.calendar_integrations ?? 0),
    gmbAccounts: Number(row.gmb_accounts ?? 0),
  };
}

/** The owner's Google Business Profile connections that Google no longer honours (issue 12). */
async function countGmbNeedingReconnect(options: { db: Queryable; userId: string }): Promise<number> {
  const result = await options.db.execute<{ n: string }>(sql`
    select count(*) as n from gmb_accounts
    where status = 'needs_reconnect' and website_id in (select id from websites where user_id = ${options.userId})`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The calendar's line of the health check from its integrations' real state: disabled without any; a warning when
 * all are switched off or an active Google/Outlook one has no sign-in or key; an error naming the failure when an
 * active one's last call to its provider failed (issue 11); otherwise healthy. Counts alone if that read failed.
 */
function calendarService(health: CalendarHealth | undefined, count: number): SystemService {
  const service = (status: SystemService['status'], message: string): SystemService => ({
    key: 'calendar',
    name: 'Calendar',
    status,
    message,
  });
  const total = health?.total ?? count;
  if (total === 0) return service('disabled', HEALTH_MESSAGES.calendarDisabled);
  if (!health) return service('healthy', HEALTH_MESSAGES.calendarHealthy);
  if (health.active === 0) return service('warning', HEALTH_MESSAGES.calendarInactive);
  const failing = health.failing[0];
  if (failing) return service('error', `${HEALTH_MESSAGES.calendarFailing}: ${failing.lastError}`);
  if (health.notConnected > 0) return service('warning', HEALTH_MESSAGES.calendarNotConnected);
  return service('healthy', HEALTH_MESSAGES.calendarHealthy);
}

/**
 * docs/product/behaviour.md system health. The database and the AI chat are checked live; WhatsApp is disabled without
 * accounts, "warning" while Meta has not verified the webhook, healthy once it has (plus a warning from 80 % of the
 * month's WhatsApp messages); GMB is healthy when any exists, else disabled; a GMB connection needing reconnecting is
 * an error. The calendar reads the integrations' real state (calendarService). Warnings list WhatsApp in warning, a
 * calendar that is not healthy and a GMB connection to reconnect.
 */
export async function getSystemStatus(options: {
  db: Queryable;
  userId: string;
  checkAssistant: () => Promise<boolean>;
  now?: Date;
}): Promise<SystemStatus> {
  const [countsResult, isAssistantUp, whatsapp, gmbNeedingReconnect, calendar] = await Promise.all([
    countOwnerIntegrations(options).then(
      (counts) => ({ ok: true as const, counts }),
      () => ({ ok: false as const }),
    ),
    options.checkAssistant().catch(() => false),
    getWhatsAppHealth(options).catch(() => undefined),
    countGmbNeedingReconnect(options).catch(() => 0),
    summarizeCalendarHealth(options).catch(() => undefined),
  ]);
  const counts: IntegrationCounts = countsResult.ok
    ? countsResult.counts
    : { websites: 0, whatsappAccounts: 0, calendarIntegrations: 0, gmbAccounts: 0 };

  const services: SystemService[] = [
    countsResult.ok
      ? { key: 'database', name: 'Database', status: 'healthy', message: HEALTH_MESSAGES.databaseHealthy }
      : { key: 'database', name: 'Database', status: 'error', message: HEALTH_MESSAGES.databaseFailed },
    isAssistantUp
      ? { key: 'ai_chat', name: 'AI Chat', status: 'healthy', message: HEALTH_MESSAGES.aiHealthy }
      : { key: 'ai_chat', name: 'AI Chat', status: 'error', message: HEALTH_MESSAGES.aiFailed },
    counts.whatsappAccounts === 0
      ? { key: 'whatsapp', name: 'WhatsApp', status: 'disabled', message: HEALTH_MESSAGES.whatsappDisabled }
      : whatsapp?.isWebhookVerified
        ? { key: 'whatsapp', name: 'WhatsApp', status: 'healthy', message: HEALTH_MESSAGES.whatsappHealthy }
        : { key: 'whatsapp', name: 'WhatsApp', status: 'warning', message: HEALTH_MESSAGES.whatsappWarning },
    calendarService(calendar, counts.calendarIntegrations),
    // A connection Google stopped honouring (invalid_grant) is an error until the owner connects again.
    gmbNeedingReconnect > 0
      ? { key: 'gmb', name: 'Google My Business', status: 'error', message: HEALTH_MESSAGES.gmbReconnect }
      : counts.gmbAccounts > 0
        ? { key: 'gmb', name: 'Google My Business', status: 'healthy', message: HEALTH_MESSAGES.gmbHealthy }
        : {
            key: 'gmb',
            name: 'Google My Business',
            status: 'disabled',
            message: HEALTH_MESSAGES.gmbDisabled,
          },
  ];
  const warnings = services
    .filter(
      (s) =>
        (s.key === 'whatsapp' && s.status === 'warning') ||
        (s.key === 'calendar' && s.status !== 'healthy') ||
        (s.key === 'gmb' && s.status === 'error'),
    )
    .map((s) => s.message);
  // The owner is warned from 80 % of the month's WhatsApp messages (issue 13).
  if (whatsapp?.usageWarning) warnings.push(whatsapp.usageWarning);
  return { services, warnings, counts, checkedAt: (options.now ?? new Date()).toISOString() };
}
