import { createHash } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { getAuthFallbackRule, getAuthLimitRules } from './auth-limits.js';

/**
 * Counts an auth request against its per-IP and per-account limits; throws 429 when either is exceeded.
 * The answer is the same whether or not the account exists (the key is a hash of the submitted email).
 */
export async function enforceAuthRateLimit(options: {
  db: Database;
  config: Config;
  path: string;
  ip: string;
  email?: string;
}): Promise<void> {
  const { db, config, path, ip } = options;
  const rules = getAuthLimitRules(config)[path];
  const perIp = rules?.perIp ?? getAuthFallbackRule(config);
  const checks = [{ key: `auth:${rules ? path : '*'}:ip:${ip}`, ...perIp }];
  const email = options.email?.trim().toLowerCase();
  if (rules?.perAccount && email) {
    const accountKey = createHash('sha256').update(email).digest('base64url');
    checks.push({ key: `auth:${path}:account:${accountKey}`, ...rules.perAccount });
  }
  for (const check of checks) {
    const result = await consumeRateLimit({
      db,
      key: check.key,
      limit: check.limit,
      windowMs: check.windowMs,
    });
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a while and try again.', {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
  }
}
