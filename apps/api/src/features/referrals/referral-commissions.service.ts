/**
 * Commissions: a share of every payment a referred account makes, at the rate an administrator sets. The billing
 * webhooks call `recordReferralCommission` inside the transaction that applies the payment event, so a commission
 * exists exactly when the payment was applied; the unique (provider, payment id) makes a replayed or duplicated
 * event add nothing (docs/decisions/0098).
 */
import { DEFAULT_COMMISSION_RATE_PERCENT, type AdminReferralSettings } from '@leadchat/contract';
import { eq } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { appSettings, auditLog, referralCommissions, referrals } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';

const COMMISSION_RATE_KEY = 'referrals.commission_rate_percent';

/** Plans are sold in US dollars only (checkout creates USD prices): other currencies earn no commission. */
export const COMMISSION_CURRENCY = 'usd';

export async function getCommissionRatePercent(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, COMMISSION_RATE_KEY));
  const value = row?.value;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100
    ? value
    : DEFAULT_COMMISSION_RATE_PERCENT;
}

/** Sets the rate for payments from now on (commissions already earned keep theirs), audited. */
export async function setCommissionRatePercent(options: {
  db: Database;
  actorUserId: string;
  settings: AdminReferralSettings;
}): Promise<AdminReferralSettings> {
  const { db, actorUserId, settings } = options;
  await db.transaction(async (tx) => {
    const previous = await getCommissionRatePercent(tx);
    await tx
      .insert(appSettings)
      .values({
        key: COMMISSION_RATE_KEY,
        value: settings.commissionRatePercent,
        updatedByUserId: actorUserId,
      })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: settings.commissionRatePercent, updatedByUserId: actorUserId, updatedAt: new Date() },
      });
    await tx.insert(auditLog).values({
      actorUserId,
      action: 'referrals.commission_rate_changed',
      targetType: 'settings',
      targetId: COMMISSION_RATE_KEY,
      details: { from: previous, to: settings.commissionRatePercent },
    });
  });
  return settings;
}

/** The commission on an amount: rounded down to the cent (never more than the rate). */
export function commissionOn(amountCents: number, rateBasisPoints: number): number {
  return Math.floor((amountCents * rateBasisPoints) / 10_000);
}

export type CommissionOutcome =
  'recorded' | 'duplicate' | 'not_referred' | 'nothing_paid' | 'other_currency' | 'zero_rate';

/**
 * One payment of `payerUserId` (an invoice, or a one-time checkout), in the payment event's transaction. Records
 * the referrer's commission at today's rate when the payer was referred and paid something in US dollars.
 */
export async function recordReferralCommission(
  tx: Transaction,
  options: {
    provider: string;
    providerPaymentId: string;
    payerUserId: string;
    /** What the customer paid, without tax, in the currency's smallest unit. */
    amountPaidCents: number;
    currency: string | null;
    paidAt: Date;
    log?: Logger;
  },
): Promise<CommissionOutcome> {
  const { provider, providerPaymentId, payerUserId, amountPaidCents, paidAt, log } = options;
  if (!(amountPaidCents > 0)) return 'nothing_paid';
  const [referral] = await tx
    .select({ referrerUserId: referrals.referrerUserId })
    .from(referrals)
    .where(eq(referrals.referredUserId, payerUserId))
    .limit(1);
  if (!referral) return 'not_referred';
  if ((options.currency ?? COMMISSION_CURRENCY).toLowerCase() !== COMMISSION_CURRENCY) {
    log?.warn(
      { providerPaymentId, currency: options.currency },
      'referred payment in another currency: no commission',
    );
    return 'other_currency';
  }
  const rateBasisPoints = (await getCommissionRatePercent(tx)) * 100;
  if (rateBasisPoints === 0) return 'zero_rate';
  const inserted = await tx
    .insert(referralCommissions)
    .values({
      referrerUserId: referral.referrerUserId,
      referredUserId: payerUserId,
      provider,
      providerPaymentId,
      amountPaidCents,
      rateBasisPoints,
      commissionCents: commissionOn(amountPaidCents, rateBasisPoints),
      paidAt,
    })
    .onConflictDoNothing()
    .returning({ id: referralCommissions.id });
  return inserted.length ? 'recorded' : 'duplicate';
}
