/**
 * The signed-in owner's side of the referral programme: their code (created on first use), the counts and money on
 * their Referrals card, and where they want to be paid. A referrer learns only counts and plans about the accounts
 * they referred: no names, addresses, dates or per-account amounts (issue 14).
 */
import {
  CURRENT_SUBSCRIPTION_STATUSES,
  REFERRAL_QUERY_PARAM,
  type PlanType,
  type ReferralOverview,
  type ReferralPlanCounts,
} from '@leadchat/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import {
  referralCommissions,
  referralPayouts,
  referrals,
  referrers,
  subscriptions,
  user,
} from '../../db/schema.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { asTier, isCurrent } from '../billing/subscription-rows.js';
import { getCommissionRatePercent } from './referral-commissions.service.js';
import { generateReferralCode } from './referral-codes.js';

/** The payouts shown on the card, newest first. */
const PAYOUTS_SHOWN = 12;

/** The owner's referrer row, created with a fresh code on first use (a code collision just draws again). */
export async function ensureReferrer(
  db: Queryable,
  userId: string,
): Promise<{ code: string; visits: number; sealedPayoutDetails: string | null }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db
      .select({
        code: referrers.code,
        visits: referrers.visits,
        sealedPayoutDetails: referrers.sealedPayoutDetails,
      })
      .from(referrers)
      .where(eq(referrers.userId, userId));
    if (existing) return existing;
    const created = await db
      .insert(referrers)
      .values({ userId, code: generateReferralCode() })
      .onConflictDoNothing()
      .returning({
        code: referrers.code,
        visits: referrers.visits,
        sealedPayoutDetails: referrers.sealedPayoutDetails,
      });
    if (created[0]) return created[0];
  }
  throw new Error('could not create a referral code');
}

/** The link to share: the sign-up screen with the code. */
export function referralLink(publicUrl: string, code: string): string {
  return `${publicUrl}/auth?${REFERRAL_QUERY_PARAM}=${code}`;
}

/** Sign-ups count once the address is confirmed (when the server asks for confirmation at all). */
export function confirmedCondition(requireEmailVerification: boolean) {
  return requireEmailVerification ? sql`${user.emailVerified}` : sql`true`;
}

/** Confirmed and waiting referred accounts of one referrer. */
async function countSignUps(db: Queryable, referrerUserId: string, requireEmailVerification: boolean) {
  const confirmed = confirmedCondition(requireEmailVerification);
  const [row] = await db
    .select({
      signUps: sql<number>`count(*) filter (where ${confirmed})::int`,
      awaiting: sql<number>`count(*) filter (where not (${confirmed}))::int`,
    })
    .from(referrals)
    .innerJoin(user, eq(user.id, referrals.referredUserId))
    .where(eq(referrals.referrerUserId, referrerUserId));
  return { signUps: row?.signUps ?? 0, awaitingConfirmation: row?.awaiting ?? 0 };
}

/** How many confirmed referred accounts are on each plan now (the highest current plan of each). */
async function countPlans(
  db: Queryable,
  referrerUserId: string,
  requireEmailVerification: boolean,
  signUps: number,
): Promise<ReferralPlanCounts> {
  const referred = db
    .select({ id: referrals.referredUserId })
    .from(referrals)
    .innerJoin(user, eq(user.id, referrals.referredUserId))
    .where(and(eq(referrals.referrerUserId, referrerUserId), confirmedCondition(requireEmailVerification)));
  const rows = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.userId, referred),
        inArray(subscriptions.status, [...CURRENT_SUBSCRIPTION_STATUSES]),
      ),
    );
  const now = Date.now();
  const best = new Map<string, PlanType>();
  for (const row of rows) {
    const tier = asTier(row.tier) ?? 'chatbot';
    if (!isCurrent(row, now)) continue;
    if (best.get(row.userId) !== 'smart-website') best.set(row.userId, tier);
  }
  const counts: ReferralPlanCounts = { chatbot: 0, 'smart-website': 0, none: 0 };
  for (const tier of best.values()) counts[tier] += 1;
  counts.none = Math.max(0, signUps - best.size);
  return counts;
}

/** Commission totals of one referrer, in US cents. */
export async function sumCommissions(db: Queryable, referrerUserId: string) {
  const [commissions] = await db
    .select({
      earned: sql<number>`coalesce(sum(${referralCommissions.commissionCents}), 0)::int`,
      owed: sql<number>`coalesce(sum(${referralCommissions.commissionCents}) filter (where ${referralCommissions.payoutId} is null), 0)::int`,
      paidReferrals: sql<number>`count(distinct ${referralCommissions.referredUserId})::int`,
    })
    .from(referralCommissions)
    .where(eq(referralCommissions.referrerUserId, referrerUserId));
  const [payouts] = await db
    .select({ paidOut: sql<number>`coalesce(sum(${referralPayouts.amountCents}), 0)::int` })
    .from(referralPayouts)
    .where(eq(referralPayouts.referrerUserId, referrerUserId));
  return {
    earnedCents: commissions?.earned ?? 0,
    owedCents: commissions?.owed ?? 0,
    paidReferrals: commissions?.paidReferrals ?? 0,
    paidOutCents: payouts?.paidOut ?? 0,
  };
}

/** Opens sealed payout details; a value that no longer opens (changed key) reads as none. */
export function openPayoutDetails(secretBox: SecretBox, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return secretBox.open(sealed);
  } catch {
    return null;
  }
}

/** GET /api/referrals: the owner's Referrals card. The reads run in parallel. */
export async function getReferralOverview(options: {
  db: Database;
  userId: string;
  publicUrl: string;
  requireEmailVerification: boolean;
  secretBox: SecretBox;
}): Promise<ReferralOverview> {
  const { db, userId, requireEmailVerification } = options;
  const referrer = await ensureReferrer(db, userId);
  const [rate, signUps, money, payouts] = await Promise.all([
    getCommissionRatePercent(db),
    countSignUps(db, userId, requireEmailVerification),
    sumCommissions(db, userId),
    db
      .select({
        id: referralPayouts.id,
        amountCents: referralPayouts.amountCents,
        paidAt: referralPayouts.createdAt,
      })
      .from(referralPayouts)
      .where(eq(referralPayouts.referrerUserId, userId))
      .orderBy(desc(referralPayouts.createdAt))
      .limit(PAYOUTS_SHOWN),
  ]);
  const plans = await countPlans(db, userId, requireEmailVerification, signUps.signUps);
  return {
    code: referrer.code,
    link: referralLink(options.publicUrl, referrer.code),
    commissionRatePercent: rate,
    visits: referrer.visits,
    ...signUps,
    paidReferrals: money.paidReferrals,
    plans,
    earnedCents: money.earnedCents,
    paidOutCents: money.paidOutCents,
    owedCents: money.owedCents,
    payouts: payouts.map((payout) => ({ ...payout, paidAt: payout.paidAt.toISOString() })),
    payoutDetails: openPayoutDetails(options.secretBox, referrer.sealedPayoutDetails),
  };
}

/** PUT /api/referrals/payout-details: sealed at rest; an empty text removes them. */
export async function updatePayoutDetails(options: {
  db: Database;
  userId: string;
  payoutDetails: string;
  secretBox: SecretBox;
}): Promise<void> {
  const { db, userId, secretBox } = options;
  await ensureReferrer(db, userId);
  const text = options.payoutDetails.trim();
  await db
    .update(referrers)
    .set({ sealedPayoutDetails: text ? secretBox.seal(text) : null })
    .where(eq(referrers.userId, userId));
}
