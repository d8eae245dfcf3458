/**
 * The public chat capability: limits first (per client, per visitor, the client's share of the website, per
 * website, monthly quota), then the assistant. The website is loaded once and handed to the assistant; unknown or
 * inactive websites are a 404 before anything but the client's own counter is touched.
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import { answerVisitorMessage, type AnswerResult } from '../../assistant/answer-visitor-message.js';
import type { WebsiteForAssistant } from '../../assistant/conversation-store.js';
import type { AssistantDeps, VisitorMessage } from '../../assistant/visitor-message.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { consumeRateLimit, rateLimitClientKey } from '../../lib/rate-limit.js';

const MINUTE_SECONDS = 60;

/**
 * How many distinct clients (IPv4 addresses or IPv6 /64s) it takes to use up a website's per-minute budget or its
 * monthly quota: each client may use at most this fraction of either (docs/decisions/0005-request-limits.md).
 */
export const CLIENTS_TO_EXHAUST_WEBSITE = 50;
/** A client's per-minute share of a website never drops below a brisk conversation's pace. */
export const MIN_CLIENT_SHARE_PER_MINUTE = 5;
/** A client's monthly share of a website's quota never drops below a few long conversations. */
export const MIN_CLIENT_SHARE_PER_MONTH = 50;

type BucketName = 'ip' | 'visitor' | 'client' | 'client_month' | 'website' | 'quota';
type Bucket = { name: BucketName; count: number; lim: number; reset_at: string };
type AdmissionRow = {
  website: {
    id: string;
    name: string;
    domain: string;
    ai_instructions: string;
    bot_name: string | null;
    monthly_message_quota: number | null;
  } | null;
  buckets: Bucket[] | null;
};

function secondsUntil(resetAt: string): number {
  return Math.max(1, Math.ceil((new Date(resetAt).getTime() - Date.now()) / 1000));
}

function chatIpKey(clientIp: string): string {
  return `chat:ip:${rateLimitClientKey(clientIp)}`;
}

const TOO_MANY = 'Too many messages. Please wait a moment and try again.';

/**
 * Counts a chat request that failed before admission (bad JSON, bad fields, over-long message) against its
 * client's per-minute limit, so refused requests cost the sender like any other; over the limit, the client gets
 * the 429 instead of the original error.
 */
export async function countRefusedChatRequest(options: {
  db: Queryable;
  config: Config;
  clientIp: string;
}): Promise<void> {
  const { config } = options;
  const result = await consumeRateLimit({
    db: options.db,
    key: chatIpKey(options.clientIp),
    limit: config.CHAT_LIMIT_PER_IP * config.RATE_LIMIT_MULTIPLIER,
    windowMs: MINUTE_SECONDS * 1000,
  });
  if (!result.allowed) {
    throw new AppError('RATE_LIMITED', TOO_MANY, { retryAfterSeconds: result.retryAfterSeconds });
  }
}

/**
 * Loads the website and counts the message against the limits in one statement (exact fixed windows, the same as
 * lib/rate-limit.ts, table rate_limit_buckets, one row per counter):
 *   tier 0, every request, even for an unknown website: the client's chat requests per minute;
 *   tier 1, when tier 0 allowed it: the visitor's messages per minute, and the client's share of this website
 *     (per minute, and per month when the website has a quota);
 *   tier 2, when tier 1 allowed it: the website's messages per minute and its monthly quota.
 * So no single client, and no group of fewer than CLIENTS_TO_EXHAUST_WEBSITE clients, can use up a website's
 * budget or quota. Unknown or inactive website: 404 (only tier 0 counted). Over a limit: 429 with Retry-After.
 */
export async function admitChatMessage(options: {
  db: Queryable;
  config: Config;
  websiteId: string;
  visitorId: string;
  clientIp: string;
}): Promise<WebsiteForAssistant> {
  const { db, config, websiteId } = options;
  const scale = config.RATE_LIMIT_MULTIPLIER;
  const client = rateLimitClientKey(options.clientIp);
  const ipLimit = Math.ceil(config.CHAT_LIMIT_PER_IP * scale);
  const visitorLimit = Math.ceil(config.CHAT_LIMIT_PER_VISITOR * scale);
  const websiteLimit = Math.ceil(config.CHAT_LIMIT_PER_WEBSITE * scale);
  const clientLimit = Math.max(
    Math.ceil(MIN_CLIENT_SHARE_PER_MINUTE * scale),
    Math.ceil(websiteLimit / CLIENTS_TO_EXHAUST_WEBSITE),
  );
  const month = new Date().toISOString().slice(0, 7);
  const minute = sql`now() + make_interval(secs => ${MINUTE_SECONDS})`;
  const monthEnd = sql`(date_trunc('month', now() at time zone 'UTC') + interval '1 month') at time zone 'UTC'`;
  // Rows are locked in key order within each tier, so concurrent statements never wait on each other in a cycle.
  const result = await executeNamed<AdmissionRow>(
    db,
    'chat_admission',
    sql`
    with website as (
      select id, name, domain, ai_instructions, appearance_config->>'bot_name' as bot_name, monthly_message_quota
      from websites where id = ${websiteId} and is_active
    ),
    commit_mode as (select set_config('synchronous_commit', 'off', true) as value),
    tier0_input (name, key, lim, reset_at) as (values ('ip', ${chatIpKey(options.clientIp)}::text, ${ipLimit}::int, ${minute})),
    tier0 as (
      insert into rate_limit_buckets (key, count, reset_at)
      select input.key, 1, input.reset_at from tier0_input input, commit_mode
      on conflict (key) do update set
        count = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.count + 1 end,
        reset_at = case when rate_limit_buckets.reset_at <= now() then excluded.reset_at else rate_limit_buckets.reset_at end
      returning key, count, reset_at
    ),
    tier0_verdict as (
      select coalesce(bool_and(tier0.count <= input.lim), false) as allowed from tier0 join tier0_input input using (key)
    ),
    tier1_input (name, key, lim, reset_at) as (
      select 'visitor', ${`chat:visitor:${websiteId}:${options.visitorId}`}::text, ${visitorLimit}::int, ${minute}
      union all
      select 'client', ${`chat:client:${websiteId}:${client}`}::text, ${clientLimit}::int, ${minute}
      union all
      select 'client_month', ${`chat:client-quota:${websiteId}:${client}:${month}`}::text,
        greatest(${MIN_CLIENT_SHARE_PER_MONTH}::int,
          ceil(website.monthly_message_quota::numeric / ${CLIENTS_TO_EXHAUST_WEBSITE}::int))::int,
        ${monthEnd}
      from website where website.monthly_message_quota is not null
    ),
    tier1 as (
      insert into rate_limit_buckets (key, count, reset_at)
      select input.key, 1, input.reset_at
      from tier1_input input, website, tier0_verdict
      where tier0_verdict.allowed
      order by input.key
      on conflict (key) do update set
        count = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.count + 1 end,
        reset_at = case when rate_limit_buckets.reset_at <= now() then excluded.reset_at else rate_limit_buckets.reset_at end
      returning key, count, reset_at
    ),
    tier1_verdict as (
      select coalesce(bool_and(tier1.count <= input.lim), false) as allowed from tier1 join tier1_input input using (key)
    ),
    tier2_input (name, key, lim, reset_at) as (
      select 'website', ${`chat:website:${websiteId}`}::text, ${websiteLimit}::int, ${minute}
      union all
      select 'quota', ${`chat:quota:${websiteId}:${month}`}::text, website.monthly_message_quota, ${monthEnd}
      from website where website.monthly_message_quota is not null
    ),
    tier2 as (
      insert into rate_limit_buckets (key, count, reset_at)
      select input.key, 1, input.reset_at
      from tier2_input input, tier1_verdict
      where tier1_verdict.allowed
      order by input.key
      on conflict (key) do update set
        count = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.count + 1 end,
        reset_at = case when rate_limit_buckets.reset_at <= now() then excluded.reset_at else rate_limit_buckets.reset_at end
      returning key, count, reset_at
    )
    select
      (select row_to_json(website) from website) as website,
      (select json_agg(json_build_object('name', name, 'count', count, 'lim', lim, 'reset_at', reset_at)) from (
        select input.name, tier0.count, input.lim, tier0.reset_at from tier0 join tier0_input input using (key)
        union all
        select input.name, tier1.count, input.lim, tier1.reset_at from tier1 join tier1_input input using (key)
        union all
        select input.name, tier2.count, input.lim, tier2.reset_at from tier2 join tier2_input input using (key)
      ) buckets) as buckets`,
  );
  const row = result.rows[0];
  const buckets = row?.buckets ?? [];
  const refused = (name: BucketName) =>
    buckets.find((bucket) => bucket.name === name && Number(bucket.count) > Number(bucket.lim));
  const refusedIp = refused('ip');
  if (refusedIp) {
    throw new AppError('RATE_LIMITED', TOO_MANY, { retryAfterSeconds: secondsUntil(refusedIp.reset_at) });
  }
  const website = row?.website;
  if (!website) throw notFound('Website');

  const refusedClient = refused('visitor') ?? refused('client');
  if (refusedClient) {
    throw new AppError('RATE_LIMITED', TOO_MANY, { retryAfterSeconds: secondsUntil(refusedClient.reset_at) });
  }
  const refusedWebsite = refused('website');
  if (refusedWebsite) {
    throw new AppError(
      'RATE_LIMITED',
      'This assistant is very busy right now. Please try again in a moment.',
      { retryAfterSeconds: secondsUntil(refusedWebsite.reset_at) },
    );
  }
  const refusedShare = refused('client_month');
  if (refusedShare) {
    throw new AppError(
      'RATE_LIMITED',
      'You have sent this assistant the most messages it takes from one visitor this month.',
      {
        retryAfterSeconds: secondsUntil(refusedShare.reset_at),
      },
    );
  }
  const refusedQuota = refused('quota');
  if (refusedQuota) {
    throw new AppError('RATE_LIMITED', 'This assistant has reached its monthly message limit.', {
      retryAfterSeconds: secondsUntil(refusedQuota.reset_at),
    });
  }
  const quota = website.monthly_message_quota;
  return {
    id: website.id,
    name: website.name,
    domain: website.domain,
    aiInstructions: website.ai_instructions,
    botName: website.bot_name?.trim() || 'AI Assistant',
    isActive: true,
    monthlyMessageQuota: quota,
  };
}

/** A message of the public chat: the assistant's visitor message plus the client's address (for the limits). */
export type ChatMessageOptions = AssistantDeps & VisitorMessage & { clientIp: string };

/** Handles one message of the public chat: website check, limits, then the assistant. */
export async function handleChatMessage(options: ChatMessageOptions): Promise<AnswerResult> {
  const { clientIp, ...message } = options;
  const website = await admitChatMessage({
    db: options.db,
    config: options.config,
    websiteId: options.websiteId,
    visitorId: options.visitorId,
    clientIp,
  });
  return answerVisitorMessage({ ...message, clientIp, websiteId: website.id, website, source: 'web' });
}
