/**
 * The administrator's side of the referral programme: every referrer with what they earned, were paid and are
 * owed, and recording a payout. Payouts are manual (docs/decisions/0099): the administrator pays the referrer outside
 * LeadChat (bank transfer, PayPal…) and records it here, which marks exactly the commissions owed at that moment.
 */
import {
  PAYOUT_AMOUNT_CHANGED_MESSAGE,
  type AdminReferrersPage,
  type RecordPayoutResponse,
} from '@leadchat/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, referralCommissions, referralPayouts, referrers } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { openPayoutDetails } from './referrals.service.js';

type ReferrerRow = {
  user_id: string;
  username: string | null;
  email: string;
  code: string;
  sealed_payout_details: string | null;
  sign_ups: number;
  awaiting: number;
  paid_referrals: number;
  earned: number;
  owed: number;
  paid_out: number;
  last_payout_at: Date | string | null;
  total: number;
};

/**
 * GET /api/admin/referrals: referrers who have referred at least one account (or earned a commission), the most
 * owed first. One statement; each figure is an aggregate over an indexed column of that referrer.
 */
export async function listReferrers(options: {
  db: Database;
  page: number;
  pageSize: number;
  requireEmailVerification: boolean;
  secretBox: SecretBox;
}): Promise<AdminReferrersPage> {
  const { db, page, pageSize } = options;
  const confirmed = options.requireEmailVerification ? sql`ru.email_verified` : sql`true`;
  const result = await db.execute<ReferrerRow>(sql`
    with listed as (
      select rf.user_id, rf.code, rf.sealed_payout_details
        from referrers rf
       where exists (select 1 from referrals r where r.referrer_user_id = rf.user_id)
          or exists (select 1 from referral_commissions c where c.referrer_user_id = rf.user_id)
    ), figures as (
      select l.*, u.email, p.username,
        (select count(*) filter (where ${confirmed}) from referrals r join "user" ru on ru.id = r.referred_user_id
          where r.referrer_user_id = l.user_id)::int as sign_ups,
        (select count(*) filter (where not (${confirmed})) from referrals r join "user" ru on ru.id = r.referred_user_id
          where r.referrer_user_id = l.user_id)::int as awaiting,
        (select count(distinct c.referred_user_id) from referral_commissions c
          where c.referrer_user_id = l.user_id)::int as paid_referrals,
        (select coalesce(sum(c.commission_cents), 0) from referral_commissions c
          where c.referrer_user_id = l.user_id)::int as earned,
        (select coalesce(sum(c.commission_cents), 0) from referral_commissions c
          where c.referrer_user_id = l.user_id and c.payout_id is null)::int as owed,
        (select coalesce(sum(po.amount_cents), 0) from referral_payouts po
          where po.referrer_user_id = l.user_id)::int as paid_out,
        (select max(po.created_at) from referral_payouts po where po.referrer_user_id = l.user_id) as last_payout_at
      from listed l
      join "user" u on u.id = l.user_id
      left join profiles p on p.user_id = l.user_id
    )
    select *, count(*) over ()::int as total
      from figures
     order by owed desc, earned desc, sign_ups desc, email
     limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const [totals] = await db
    .select({
      owed: sql<number>`coalesce(sum(${referralCommissions.commissionCents}) filter (where ${referralCommissions.payoutId} is null), 0)::int`,
    })
    .from(referralCommissions);
  const [paid] = await db
    .select({ paidOut: sql<number>`coalesce(sum(${referralPayouts.amountCents}), 0)::int` })
    .from(referralPayouts);
  const rows = result.rows;
  return {
    referrers: rows.map((row) => ({
      userId: row.user_id,
      username: row.username,
      email: row.email,
      code: row.code,
      signUps: Number(row.sign_ups),
      awaitingConfirmation: Number(row.awaiting),
      paidReferrals: Number(row.paid_referrals),
      earnedCents: Number(row.earned),
      paidOutCents: Number(row.paid_out),
      owedCents: Number(row.owed),
      payoutDetails: openPayoutDetails(options.secretBox, row.sealed_payout_details),
      lastPayoutAt: row.last_payout_at ? new Date(row.last_payout_at).toISOString() : null,
    })),
    total: rows[0] ? Number(rows[0].total) : 0,
    page,
    pageSize,
    totalOwedCents: totals?.owed ?? 0,
    totalPaidOutCents: paid?.paidOut ?? 0,
  };
}

/**
 * POST /api/admin/referrals/:userId/payouts: records that the referrer was paid what they are owed. Under a lock on
 * the referrer, the commissions not yet paid out must add up to `amountCents` (409 otherwise: a commission arrived,
 * or the payout was already recorded by a second click or another administrator).
 */
export async function recordPayout(options: {
  db: Database;
  actorUserId: string;
  referrerUserId: string;
  amountCents: number;
  note: string;
}): Promise<RecordPayoutResponse> {
  const { db, actorUserId, referrerUserId, amountCents, note } = options;
  return db.transaction(async (tx) => {
    const [referrer] = await tx
      .select({ userId: referrers.userId })
      .from(referrers)
      .where(eq(referrers.userId, referrerUserId))
      .for('update');
    if (!referrer) throw notFound('Referrer');
    const owed = await tx
      .select({ id: referralCommissions.id, commissionCents: referralCommissions.commissionCents })
      .from(referralCommissions)
      .where(
        and(eq(referralCommissions.referrerUserId, referrerUserId), isNull(referralCommissions.payoutId)),
      );
    const owedCents = owed.reduce((sum, row) => sum + row.commissionCents, 0);
    if (owedCents === 0) throw new AppError('CONFLICT', 'Nothing is owed to this referrer.');
    if (owedCents !== amountCents) throw new AppError('CONFLICT', PAYOUT_AMOUNT_CHANGED_MESSAGE);
    const [payout] = await tx
      .insert(referralPayouts)
      .values({ referrerUserId, amountCents, note, recordedByUserId: actorUserId })
      .returning({ id: referralPayouts.id, createdAt: referralPayouts.createdAt });
    if (!payout) throw new Error('payout insert returned nothing');
    // Exactly the commissions that were counted: one committed meanwhile waits for the next payout.
    await tx
      .update(referralCommissions)
      .set({ payoutId: payout.id })
      .where(
        inArray(
          referralCommissions.id,
          owed.map((row) => row.id),
        ),
      );
    await tx.insert(auditLog).values({
      actorUserId,
      action: 'referrals.payout_recorded',
      targetType: 'user',
      targetId: referrerUserId,
      details: { payoutId: payout.id, amountCents, commissions: owed.length },
    });
    return {
      id: payout.id,
      referrerUserId,
      amountCents,
      paidAt: payout.createdAt.toISOString(),
      commissions: owed.length,
    };
  });
}
