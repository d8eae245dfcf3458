/**
 * The public chat capability: limits first (per visitor, per IP, per website, monthly quota), then the assistant.
 * The website is loaded once and handed to the assistant; unknown or inactive websites are a 404 before anything
 * is counted or created.
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { answerVisitorMessage, type AnswerResult } from '../../assistant/answer-visitor-message.js';
import type { WebsiteForAssistant } from '../../assistant/conversation-store.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';

const MINUTE_SECONDS = 60;

type Bucket = { key: string; count: number; reset_at: string; tier: number };
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

/** Requests per shard above which a counter is split: one busy website would otherwise be one hot row. */
const REQUESTS_PER_SHARD = 50;
const MAX_SHARDS = 16;

/**
 * A large limit is counted on one of several rows picked at random, each allowing its share of the limit. Every
 * request to a busy website (or from one proxy IP) updating the same row would wait for the previous one to commit;
 * spread over shards they don't. Small limits stay exact on a single row.
 */
function shardBucket(key: string, limit: number): { key: string; limit: number } {
  const total = Math.ceil(limit);
  const shards = Math.max(1, Math.min(MAX_SHARDS, Math.floor(total / REQUESTS_PER_SHARD)));
  if (shards === 1) return { key, limit: total };
  return { key: `${key}#${Math.floor(Math.random() * shards)}`, limit: Math.ceil(total / shards) };
}

function secondsUntil(resetAt: string): number {
  return Math.max(1, Math.ceil((new Date(resetAt).getTime() - Date.now()) / 1000));
}

/**
 * Loads the website and counts the message against the limits in one statement (the same fixed windows as
 * lib/rate-limit.ts, table rate_limit_buckets). Tier 1 (per visitor, per IP) is counted first; tier 2 (per
 * website, monthly quota) only when tier 1 allowed it, so one abusive client can't use up a website's allowance.
 * Unknown or inactive website: 404 and nothing counted. Over a limit: 429 with Retry-After.
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
  const visitor = shardBucket(
    `chat:visitor:${websiteId}:${options.visitorId}`,
    config.CHAT_LIMIT_PER_VISITOR * scale,
  );
  const ip = shardBucket(`chat:ip:${options.clientIp}`, config.CHAT_LIMIT_PER_IP * scale);
  const site = shardBucket(`chat:website:${websiteId}`, config.CHAT_LIMIT_PER_WEBSITE * scale);
  const visitorKey = visitor.key;
  const ipKey = ip.key;
  const websiteKey = site.key;
  const quotaKey = `chat:quota:${websiteId}:${new Date().toISOString().slice(0, 7)}`;
  const limits: Record<string, number> = {
    [visitorKey]: visitor.limit,
    [ipKey]: ip.limit,
    [websiteKey]: site.limit,
  };
  // Rows are locked in key order within each tier, so concurrent statements never wait on each other in a cycle.
  const result = await db.execute<AdmissionRow>(sql`
    with website as (
      select id, name, domain, ai_instructions, appearance_config->>'bot_name' as bot_name, monthly_message_quota
      from websites where id = ${websiteId} and is_active
    ),
    commit_mode as (select set_config('synchronous_commit', 'off', true) as value),
    tier1_input (key, lim) as (values (${visitorKey}, ${limits[visitorKey]}::int), (${ipKey}, ${limits[ipKey]}::int)),
    tier1 as (
      insert into rate_limit_buckets (key, count, reset_at)
      select input.key, 1, now() + make_interval(secs => ${MINUTE_SECONDS})
      from tier1_input input, website, commit_mode
      order by input.key
      on conflict (key) do update set
        count = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.count + 1 end,
        reset_at = case when rate_limit_buckets.reset_at <= now() then excluded.reset_at else rate_limit_buckets.reset_at end
      returning key, count, reset_at
    ),
    tier1_verdict as (
      select coalesce(bool_and(tier1.count <= input.lim), false) as allowed
      from tier1 join tier1_input input using (key)
    ),
    tier2_input (key, lim, reset_at) as (
      select ${websiteKey}::text, ${limits[websiteKey]}::int, now() + make_interval(secs => ${MINUTE_SECONDS})
      union all
      select ${quotaKey}::text, website.monthly_message_quota,
        (date_trunc('month', now() at time zone 'UTC') + interval '1 month') at time zone 'UTC'
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
      (select json_agg(json_build_object('key', key, 'count', count, 'reset_at', reset_at, 'tier', tier)) from (
        select key, count, reset_at, 1 as tier from tier1
        union all
        select key, count, reset_at, 2 as tier from tier2
      ) buckets) as buckets`);
  const row = result.rows[0];
  const website = row?.website;
  if (!website) throw notFound('Website');

  const quota = website.monthly_message_quota;
  const limitOf = (key: string) =>
    key === quotaKey ? (quota ?? Number.POSITIVE_INFINITY) : (limits[key] ?? 0);
  const buckets = row.buckets ?? [];
  const refusedFirst = buckets.find((bucket) => bucket.tier === 1 && bucket.count > limitOf(bucket.key));
  if (refusedFirst) {
    throw new AppError('RATE_LIMITED', 'Too many messages. Please wait a moment and try again.', {
      retryAfterSeconds: secondsUntil(refusedFirst.reset_at),
    });
  }
  const refusedWebsite = buckets.find(
    (bucket) => bucket.key === websiteKey && bucket.count > limitOf(websiteKey),
  );
  if (refusedWebsite) {
    throw new AppError(
      'RATE_LIMITED',
      'This assistant is very busy right now. Please try again in a moment.',
      {
        retryAfterSeconds: secondsUntil(refusedWebsite.reset_at),
      },
    );
  }
  const refusedQuota = buckets.find((bucket) => bucket.key === quotaKey && bucket.count > limitOf(quotaKey));
  if (refusedQuota) {
    throw new AppError('RATE_LIMITED', 'This assistant has reached its monthly message limit.', {
      retryAfterSeconds: secondsUntil(refusedQuota.reset_at),
    });
  }
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

/** Handles one message of the public chat: website check, limits, then the assistant. */
export async function handleChatMessage(options: {
  db: Queryable;
  config: Config;
  logger: Logger;
  websiteId: string;
  conversationId?: string | null;
  visitorId: string;
  visitorData?: { name?: string; email?: string };
  message: string;
  clientIp: string;
  onConversation?: (conversationId: string) => void;
  onDelta?: (text: string) => void;
}): Promise<AnswerResult> {
  const { db, config } = options;
  const website = await admitChatMessage({
    db,
    config,
    websiteId: options.websiteId,
    visitorId: options.visitorId,
    clientIp: options.clientIp,
  });
  return answerVisitorMessage({
    db,
    config,
    logger: options.logger,
    websiteId: website.id,
    website,
    conversationId: options.conversationId,
    visitorId: options.visitorId,
    visitorData: options.visitorData,
    message: options.message,
    source: 'web',
    onConversation: options.onConversation,
    onDelta: options.onDelta,
  });
}
