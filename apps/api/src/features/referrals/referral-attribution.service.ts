/**
 * Who referred an account. A browser that opens `/auth?ref=CODE` keeps the first valid code it is shown (an HttpOnly
 * cookie set by `noteReferralVisit`); the account created from that browser is attributed to the code's owner when
 * better-auth creates the user row, before any email confirmation, so confirming the address later (in another tab
 * or browser) changes nothing. One referrer per account, never the account itself or its own mailbox.
 */
import { normaliseReferralCode } from '@leadchat/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { referrals, referrers, user } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';
import { canonicalMailbox } from './referral-codes.js';

export type AttributionOutcome =
  'attributed' | 'no_code' | 'unknown_code' | 'self_referral' | 'already_referred';

/** The owner of a code, or null. */
async function findReferrerByCode(db: Queryable, code: string) {
  const [row] = await db
    .select({ userId: referrers.userId, email: user.email })
    .from(referrers)
    .innerJoin(user, eq(user.id, referrers.userId))
    .where(eq(referrers.code, code))
    .limit(1);
  return row ?? null;
}

/**
 * A browser opened a referral link. Answers whether the browser should keep this code: only a code that exists,
 * only when the browser has none yet (first touch), and never the signed-in owner's own code. A kept code counts as
 * one visit of its link.
 */
export async function noteReferralVisit(options: {
  db: Queryable;
  code: string;
  browserHasCode: boolean;
  signedInUserId: string | null;
}): Promise<{ keep: boolean; code: string | null }> {
  const code = normaliseReferralCode(options.code);
  if (!code || options.browserHasCode) return { keep: false, code: null };
  const referrer = await findReferrerByCode(options.db, code);
  if (!referrer || referrer.userId === options.signedInUserId) return { keep: false, code: null };
  await options.db
    .update(referrers)
    .set({ visits: sql`${referrers.visits} + 1` })
    .where(eq(referrers.userId, referrer.userId));
  return { keep: true, code };
}

/**
 * Attributes a newly created account to the owner of `code` (from the browser's cookie, else the sign-up form).
 * Refused: an unknown code, the account itself, the referrer's own mailbox under another alias, and an account that
 * already has a referrer (the primary key keeps the first).
 */
export async function attributeNewAccount(options: {
  db: Database;
  newUserId: string;
  newUserEmail: string;
  code: string | null;
  log?: Logger;
}): Promise<AttributionOutcome> {
  const { db, newUserId, newUserEmail, log } = options;
  const code = normaliseReferralCode(options.code);
  if (!code) return 'no_code';
  const referrer = await findReferrerByCode(db, code);
  if (!referrer) return 'unknown_code';
  if (referrer.userId === newUserId || canonicalMailbox(referrer.email) === canonicalMailbox(newUserEmail)) {
    log?.info({ referrerUserId: referrer.userId, userId: newUserId }, 'self-referral refused');
    return 'self_referral';
  }
  const inserted = await db
    .insert(referrals)
    .values({ referredUserId: newUserId, referrerUserId: referrer.userId })
    .onConflictDoNothing()
    .returning({ id: referrals.referredUserId });
  if (!inserted.length) return 'already_referred';
  log?.info({ referrerUserId: referrer.userId, userId: newUserId }, 'sign-up attributed to a referrer');
  return 'attributed';
}
