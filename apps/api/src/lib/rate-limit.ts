import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/client.js';
import type { AppEnv } from './app-env.js';
import { AppError } from './app-error.js';
import { getClientIp } from './client-ip.js';

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Fixed-window counter in Postgres (table rate_limit_buckets), so every server process shares one count.
 * One atomic upsert: a new or expired window restarts at 1, otherwise the count goes up by one.
 */
export async function consumeRateLimit(options: {
  db: Queryable;
  key: string;
  limit: number;
  windowMs: number;
}): Promise<RateLimitResult> {
  const { db, key, limit, windowMs } = options;
  // Counters need no disk flush at commit: a crash may forget a few counts, but a hot bucket (one website, one
  // proxy IP) no longer serialises every request behind an fsync. Only for a statement of its own: inside a
  // caller's transaction the setting would also apply to the caller's writes.
  const isOwnTransaction = !('rollback' in db);
  const result = await db.execute<{ count: number; reset_at: Date | string }>(
    rateLimitUpsert({ key, windowMs, isOwnTransaction }),
  );
  return rateLimitResultOf(result.rows[0], { limit, windowMs });
}

/**
 * consumeRateLimit's upsert as a statement to embed (`with bucket as (${rateLimitUpsert(…)}) select …`), for a
 * caller that counts a request in the same round trip as its first read. Returns `count` and `reset_at`.
 * `isOwnTransaction`: the statement is not inside a caller's transaction, and writes nothing else that needs a
 * flushed commit (then synchronous_commit is turned off for it, as consumeRateLimit does).
 */
export function rateLimitUpsert(options: { key: string; windowMs: number; isOwnTransaction: boolean }) {
  const { key, windowMs, isOwnTransaction } = options;
  return sql`
    insert into rate_limit_buckets (key, count, reset_at)
    select ${key}, 1, now() + make_interval(secs => ${windowMs / 1000})
    from (select case when ${isOwnTransaction} then set_config('synchronous_commit', 'off', true) end) as commit_mode
    on conflict (key) do update set
      count = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.count + 1 end,
      reset_at = case when rate_limit_buckets.reset_at <= now()
        then now() + make_interval(secs => ${windowMs / 1000}) else rate_limit_buckets.reset_at end
    returning count, reset_at`;
}

/** The verdict on a counted request from the upsert's row. */
export function rateLimitResultOf(
  row: { count: number | string; reset_at: Date | string } | undefined,
  options: { limit: number; windowMs: number },
): RateLimitResult {
  const count = Number(row?.count ?? 1);
  const resetAt = row ? new Date(row.reset_at).getTime() : Date.now() + options.windowMs;
  const allowed = count <= options.limit;
  return {
    allowed,
    count,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  };
}

/**
 * The identity a client is limited by: an IPv4 address, or the /64 prefix of an IPv6 address (one subscriber or
 * one server gets a whole /64, so counting single IPv6 addresses would give one machine 2^64 budgets).
 */
export function rateLimitClientKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (!address.includes(':')) return address;
  const mapped = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(
    address.replace(/^::/, '0::'),
  );
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length < 4) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, '') || '0')
    .join(':')}::/64`;
}

type WindowCounter = { count: number; resetAt: number };

/**
 * A fixed-window counter kept in this process's memory, for generous limits on cheap, cacheable reads (the widget
 * config) where a database write per request would cost more than the request itself. With N server processes a
 * client gets up to N times the limit; that is acceptable for a limit meant only to stop floods. At most `maxKeys`
 * clients are tracked per window: beyond that the counters start over (memory stays bounded under a botnet).
 */
export function createMemoryRateLimiter(options: { limit: number; windowMs: number; maxKeys?: number }) {
  const { limit, windowMs } = options;
  const maxKeys = options.maxKeys ?? 100_000;
  let counters = new Map<string, WindowCounter>();
  let sweepAt = Date.now() + windowMs;
  return {
    /** Counts one request of `key`; refused ones carry the seconds until the client's window ends. */
    consume(key: string, now = Date.now()): RateLimitResult {
      if (now >= sweepAt || counters.size >= maxKeys) {
        const kept = new Map<string, WindowCounter>();
        if (counters.size < maxKeys) {
          for (const [name, counter] of counters) if (counter.resetAt > now) kept.set(name, counter);
        }
        counters = kept;
        sweepAt = now + windowMs;
      }
      let counter = counters.get(key);
      if (!counter || counter.resetAt <= now) {
        counter = { count: 0, resetAt: now + windowMs };
        counters.set(key, counter);
      }
      counter.count += 1;
      const allowed = counter.count <= limit;
      return {
        allowed,
        count: counter.count,
        retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((counter.resetAt - now) / 1000)),
      };
    },
  };
}

export type MemoryRateLimiter = ReturnType<typeof createMemoryRateLimiter>;

/** Over the limit: 429 with Retry-After and the error shape. */
export function rateLimitRefusal(result: RateLimitResult, message: string): AppError {
  return new AppError('RATE_LIMITED', message, { retryAfterSeconds: result.retryAfterSeconds });
}

/**
 * A per-client (IPv4 address or IPv6 /64) limit counted by `limiter` (see createMemoryRateLimiter). Over it: 429
 * with Retry-After and the error shape. Given the limiter, so another path (node-hot-paths.ts) can count in it too.
 */
export function limitPerClientWith(limiter: MemoryRateLimiter, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = limiter.consume(rateLimitClientKey(getClientIp(c, c.get('deps').config)));
    if (!result.allowed) throw rateLimitRefusal(result, message);
    return next();
  };
}

/**
 * A per-client (IPv4 address or IPv6 /64) limit of `perMinute` × RATE_LIMIT_MULTIPLIER requests a minute, counted
 * in memory (see createMemoryRateLimiter). Over it: 429 with Retry-After and the error shape.
 */
export function limitPerClientInMemory(options: {
  perMinute: number;
  message: string;
}): MiddlewareHandler<AppEnv> {
  let limit: MiddlewareHandler<AppEnv> | undefined;
  return async (c, next) => {
    limit ??= limitPerClientWith(
      createMemoryRateLimiter({
        limit: Math.ceil(options.perMinute * c.get('deps').config.RATE_LIMIT_MULTIPLIER),
        windowMs: 60_000,
      }),
      options.message,
    );
    return limit(c, next);
  };
}

/** Deletes buckets whose window ended over an hour ago (one row per visitor would otherwise pile up). */
export async function pruneExpiredRateLimitBuckets(options: { db: Queryable }): Promise<number> {
  const result = await options.db.execute(
    sql`delete from rate_limit_buckets where reset_at < now() - interval '1 hour'`,
  );
  return result.rowCount ?? 0;
}

/** Prunes expired buckets every `intervalMs` (default 10 minutes) until the returned stop is called. */
export function startRateLimitPruning(options: {
  db: Queryable;
  logger: { warn: (object: object, message: string) => void };
  intervalMs?: number;
}): () => Promise<void> {
  const timer = setInterval(
    () => {
      pruneExpiredRateLimitBuckets({ db: options.db }).catch((error: unknown) =>
        options.logger.warn({ err: error }, 'pruning rate-limit buckets failed'),
      );
    },
    options.intervalMs ?? 10 * 60_000,
  );
  timer.unref();
  return async () => clearInterval(timer);
}
