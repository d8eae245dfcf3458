/**
 * Auth tokens at rest: better-auth keeps password-reset tokens in the `verification` table, keyed by an
 * identifier that contains the token itself (`reset-password:<token>`). We store a SHA-256 of it instead, so a
 * database dump or backup holds no usable link; the kind stays readable, so one account's outstanding reset tokens
 * can be revoked together.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { verification } from '../../db/schema.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';

const RESET_PASSWORD_KIND = 'reset-password';

/**
 * What better-auth stores for a verification identifier: `<kind>:sha256:<digest of the whole identifier>`.
 * Tokens are long random strings, so an unkeyed hash cannot be reversed by guessing.
 */
export function hashVerificationIdentifier(identifier: string): string {
  const separator = identifier.indexOf(':');
  const kind = separator > 0 ? identifier.slice(0, separator) : 'token';
  const digest = createHash('sha256').update(identifier).digest('base64url');
  return `${kind}:sha256:${digest}`;
}

/** Deletes every outstanding password-reset token of an account (after a successful reset). */
export async function revokeResetTokens(options: { db: Queryable; userId: string }): Promise<void> {
  await options.db
    .delete(verification)
    .where(
      and(eq(verification.value, options.userId), like(verification.identifier, `${RESET_PASSWORD_KIND}:%`)),
    );
}

/**
 * A reset request for an unknown email writes this instead of a token: the same INSERT into `verification` a known
 * email's request makes, so both cost the database the same write (and its commit). It matches no link (a random
 * digest, no account) and is already expired, so better-auth's clean-up of expired rows removes it.
 */
export async function writeDecoyResetToken(options: { db: Queryable }): Promise<void> {
  await options.db.insert(verification).values({
    identifier: `${RESET_PASSWORD_KIND}:sha256:${randomBytes(32).toString('base64url')}`,
    value: '',
    expiresAt: new Date(),
  });
}

/**
 * Counts a confirmation email to an account and says whether it is the first in the window. Sign-in attempts on an
 * unconfirmed account re-send the confirmation only when it is: a password guesser cannot flood the inbox, and
 * cannot tell from the mail (or its timing) that a guess was right.
 */
export async function claimVerificationMailSlot(options: {
  db: Queryable;
  userId: string;
  windowMs: number;
}): Promise<boolean> {
  const result = await consumeRateLimit({
    db: options.db,
    key: `auth:verification-mail:user:${options.userId}`,
    limit: 1,
    windowMs: options.windowMs,
  });
  return result.allowed;
}
