/**
 * How a `subscriptions` row reads (is the plan on, is it a one-time purchase, which tier and status), and the
 * lookups and summaries every part of billing shares: the plan check, the webhooks, the Stripe read-back and the
 * local test mode.
 */
import {
  CURRENT_SUBSCRIPTION_STATUSES,
  PLAN_NAMES,
  PLAN_PRICES_CENTS,
  PlanTypeSchema,
  SubscriptionStatusValueSchema,
  type CheckoutSessionSummary,
  type PaymentType,
  type PlanType,
  type SubscriptionStatusValue,
} from '@leadchat/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { subscriptions } from '../../db/schema.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A renewal's webhook may arrive a little after the period ends: the plan stays on meanwhile. */
const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60 * 1000;
const TIER_RANK: Record<PlanType, number> = { 'smart-website': 2, chatbot: 1 };

/**
 * One-time purchases have no subscription at the provider: their row's provider_subscription_id holds the
 * checkout session id (`cs_…`), which also makes recording the purchase idempotent (unique index).
 */
export function isOneTimePurchase(row: Pick<SubscriptionRow, 'providerSubscriptionId'>): boolean {
  return row.providerSubscriptionId?.startsWith('cs_') ?? false;
}

export function isCurrentStatus(status: string): boolean {
  return (CURRENT_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

/** Whether the row's plan is on at `now` (a current status, and its period not long over). */
export function isCurrent(row: SubscriptionRow, now: number): boolean {
  if (!isCurrentStatus(row.status)) return false;
  return !row.currentPeriodEnd || row.currentPeriodEnd.getTime() > now - RENEWAL_GRACE_MS;
}

export function asTier(value: string | null): PlanType | null {
  const parsed = PlanTypeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function asStatus(value: string): SubscriptionStatusValue | null {
  const parsed = SubscriptionStatusValueSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Higher tiers first; of the same tier, a recurring plan (it has a next billing date) before a purchase. */
export function compareByPlanShown(a: SubscriptionRow, b: SubscriptionRow): number {
  const tierOrder = TIER_RANK[asTier(b.tier) ?? 'chatbot'] - TIER_RANK[asTier(a.tier) ?? 'chatbot'];
  if (tierOrder !== 0) return tierOrder;
  return Number(isOneTimePurchase(a)) - Number(isOneTimePurchase(b));
}

/** The row of one provider subscription (or, for one-time purchases, checkout session). */
export async function findSubscriptionRow(
  db: Queryable,
  provider: string,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .limit(1);
  return row;
}

/** The user's latest customer id at this provider (checkout reuses it; the portal needs it). */
export async function findCustomerId(options: {
  db: Queryable;
  provider: string;
  userId: string;
}): Promise<string | null> {
  const [row] = await options.db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, options.userId),
        eq(subscriptions.provider, options.provider),
        isNotNull(subscriptions.providerCustomerId),
      ),
    )
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return row?.customerId ?? null;
}

/** What /payment-success shows for a checkout session, from the row it produced (if any yet). */
export function summariseCheckout(options: {
  sessionId: string;
  planType: PlanType;
  paymentType: PaymentType;
  row: SubscriptionRow | undefined;
  isExpired: boolean;
}): CheckoutSessionSummary {
  const { sessionId, planType, paymentType, row, isExpired } = options;
  return {
    sessionId,
    planType,
    paymentType,
    planName: PLAN_NAMES[planType],
    amountCents: PLAN_PRICES_CENTS[planType][paymentType],
    status: row ? 'complete' : isExpired ? 'expired' : 'open',
    subscriptionStatus: row ? asStatus(row.status) : null,
    nextBillingDate:
      row && paymentType === 'subscription' ? (row.currentPeriodEnd?.toISOString() ?? null) : null,
    trialEnd: row?.status === 'trialing' ? (row.trialEnd?.toISOString() ?? null) : null,
  };
}
