import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';

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
  const result = await db.execute<{ count: number; reset_at: Date | string }>(sql`
    insert into rate_limit_buckets (key, count, reset_at)
    select ${key}, 1, now() + make_interval(secs => ${windowMs / 1000})
    from (select case when ${isOwnTransaction} then set_config('synchronous_commit', 'off', true) end) as commit_mode
    on conflict (key) do update set
      count = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.count + 1 end,
      reset_at = case when rate_limit_buckets.reset_at <= now()
        then now() + make_interval(secs => ${windowMs / 1000}) else rate_limit_buckets.reset_at end
    returning count, reset_at`);
  const row = result.rows[0];
  const count = Number(row?.count ?? 1);
  const resetAt = row ? new Date(row.reset_at).getTime() : Date.now() + windowMs;
  const allowed = count <= limit;
  return {
    allowed,
    count,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
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
