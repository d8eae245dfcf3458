/**
 * The public chat capability: limits first (per visitor, per IP, per website, monthly quota), then the assistant.
 * The website is loaded once and handed to the assistant; unknown or inactive websites are a 404 before anything
 * is counted or created.
 */
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { answerVisitorMessage, type AnswerResult } from '../../assistant/answer-visitor-message.js';
import { findWebsiteForAssistant, type WebsiteForAssistant } from '../../assistant/conversation-store.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';

const MINUTE_MS = 60_000;

/** Milliseconds until the first instant of next month (UTC), the monthly quota's window. */
function msUntilNextMonth(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return next - now.getTime();
}

function monthKey(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Counts this message against the limits, or throws 429 with Retry-After. The per-visitor and per-IP limits are
 * checked before the per-website limit and the quota, so one abusive client can't use up a website's allowance.
 */
export async function enforceChatLimits(options: {
  db: Queryable;
  config: Config;
  website: WebsiteForAssistant;
  visitorId: string;
  clientIp: string;
}): Promise<void> {
  const { db, config, website } = options;
  const scale = config.RATE_LIMIT_MULTIPLIER;
  const [visitor, ip] = await Promise.all([
    consumeRateLimit({
      db,
      key: `chat:visitor:${website.id}:${options.visitorId}`,
      limit: Math.ceil(config.CHAT_LIMIT_PER_VISITOR * scale),
      windowMs: MINUTE_MS,
    }),
    consumeRateLimit({
      db,
      key: `chat:ip:${options.clientIp}`,
      limit: Math.ceil(config.CHAT_LIMIT_PER_IP * scale),
      windowMs: MINUTE_MS,
    }),
  ]);
  const refused = [visitor, ip].find((result) => !result.allowed);
  if (refused) {
    throw new AppError('RATE_LIMITED', 'Too many messages. Please wait a moment and try again.', {
      retryAfterSeconds: refused.retryAfterSeconds,
    });
  }
  const perWebsite = await consumeRateLimit({
    db,
    key: `chat:website:${website.id}`,
    limit: Math.ceil(config.CHAT_LIMIT_PER_WEBSITE * scale),
    windowMs: MINUTE_MS,
  });
  if (!perWebsite.allowed) {
    throw new AppError('RATE_LIMITED', 'This assistant is very busy right now. Please try again in a moment.', {
      retryAfterSeconds: perWebsite.retryAfterSeconds,
    });
  }
  if (website.monthlyMessageQuota !== null) {
    const now = new Date();
    const quota = await consumeRateLimit({
      db,
      key: `chat:quota:${website.id}:${monthKey(now)}`,
      limit: website.monthlyMessageQuota,
      windowMs: msUntilNextMonth(now),
    });
    if (!quota.allowed) {
      throw new AppError('RATE_LIMITED', "This assistant has reached its monthly message limit.", {
        retryAfterSeconds: quota.retryAfterSeconds,
      });
    }
  }
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
  const website = await findWebsiteForAssistant({ db, websiteId: options.websiteId });
  if (!website || !website.isActive) throw notFound('Website');
  await enforceChatLimits({ db, config, website, visitorId: options.visitorId, clientIp: options.clientIp });
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
