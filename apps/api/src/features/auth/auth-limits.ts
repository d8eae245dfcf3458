import type { Config } from '../../config.js';

type Rule = { limit: number; windowMs: number };
export type AuthLimitRules = { perIp: Rule; perAccount?: Rule };

const MINUTE = 60_000;

/**
 * Limits for the auth endpoints that can be abused to guess passwords, enumerate accounts or send mail.
 * Counted per client IP and per account (the email in the body), in Postgres so all processes share them.
 */
export function getAuthLimitRules(config: Config): Record<string, AuthLimitRules> {
  const scale = (rule: Rule): Rule => ({
    ...rule,
    limit: Math.ceil(rule.limit * config.RATE_LIMIT_MULTIPLIER),
  });
  const accountWindowMs = config.AUTH_ACCOUNT_WINDOW_SECONDS * 1000;
  return {
    '/sign-in/email': {
      perIp: scale({ limit: 30, windowMs: 15 * MINUTE }),
      perAccount: scale({ limit: 10, windowMs: accountWindowMs }),
    },
    '/sign-up/email': {
      perIp: scale({ limit: 10, windowMs: 60 * MINUTE }),
      perAccount: scale({ limit: 5, windowMs: 60 * MINUTE }),
    },
    '/request-password-reset': {
      perIp: scale({ limit: 10, windowMs: 60 * MINUTE }),
      perAccount: scale({ limit: 5, windowMs: 60 * MINUTE }),
    },
    '/reset-password': { perIp: scale({ limit: 20, windowMs: 60 * MINUTE }) },
    '/change-password': { perIp: scale({ limit: 20, windowMs: 60 * MINUTE }) },
    '/send-verification-email': {
      perIp: scale({ limit: 10, windowMs: 60 * MINUTE }),
      perAccount: scale({ limit: 5, windowMs: 60 * MINUTE }),
    },
    // The second factor: like the password step per IP. Per account, better-auth's two-factor plugin allows five
    // codes per challenge and locks the account for 15 minutes after ten wrong codes in a row (two-factor.ts).
    '/two-factor/verify-totp': { perIp: scale({ limit: 30, windowMs: 15 * MINUTE }) },
    '/two-factor/verify-backup-code': { perIp: scale({ limit: 30, windowMs: 15 * MINUTE }) },
    // These check the password of a signed-in account.
    '/two-factor/enable': { perIp: scale({ limit: 20, windowMs: 60 * MINUTE }) },
    '/two-factor/disable': { perIp: scale({ limit: 20, windowMs: 60 * MINUTE }) },
    '/two-factor/generate-backup-codes': { perIp: scale({ limit: 20, windowMs: 60 * MINUTE }) },
    '/two-factor/get-totp-uri': { perIp: scale({ limit: 20, windowMs: 60 * MINUTE }) },
  };
}

/** Every other auth call (session reads, sign-out…): a generous per-IP ceiling. */
export function getAuthFallbackRule(config: Config): Rule {
  return { limit: Math.ceil(600 * config.RATE_LIMIT_MULTIPLIER), windowMs: 5 * MINUTE };
}
