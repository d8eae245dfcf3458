/**
 * Billing as the rest of the product sees it: the user's plan (and the one-website limit without one), checkout,
 * the billing portal, the checkout summary of /payment-success, and stopping subscriptions before an account is
 * deleted. Provider-specific work lives beside it: billing-webhooks.service.ts (applying the provider's events),
 * billing-stripe.service.ts (what only Stripe holds) and billing-test-mode.service.ts (the local test mode).
 */
import {
  BILLABLE_SUBSCRIPTION_STATUSES,
  PLAN_NAMES,
  PLAN_PRICES_CENTS,
  WEBSITE_LIMIT_MESSAGE,
  type CheckoutSessionSummary,
  type PaymentType,
  type PlanType,
  type SubscriptionInfo,
} from '@leadchat/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { trialDaysFor, type PaymentsProvider } from '../../adapters/payments/index.js';
import type { Database, Queryable } from '../../db/client.js';
import { subscriptions, websites } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { getStripeCheckoutSummary } from './billing-stripe.service.js';
import { getTestCheckoutSummary } from './billing-test-mode.service.js';
import { assertPaymentsConfigured, providerUnavailable } from './payments-provider.js';
import {
  asStatus,
  asTier,
  compareByPlanShown,
  findCustomerId,
  isCurrent,
  isOneTimePurchase,
} from './subscription-rows.js';

// ───────────────────────────── reading the plan ─────────────────────────────

/** Whether the user has a current plan (active, trialing, or a one-time purchase). */
export async function hasCurrentPlan(options: { db: Queryable; userId: string }): Promise<boolean> {
  const rows = await options.db.select().from(subscriptions).where(eq(subscriptions.userId, options.userId));
  const now = Date.now();
  return rows.some((row) => isCurrent(row, now));
}

/** check-subscription (docs/product/calls.md): the user's current plan, or the latest state when they have none. */
export async function getSubscriptionInfo(options: {
  db: Queryable;
  payments: PaymentsProvider;
  userId: string;
}): Promise<SubscriptionInfo> {
  const { db, payments, userId } = options;
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt));
  const now = Date.now();
  const current = rows.filter((row) => isCurrent(row, now)).sort(compareByPlanShown)[0];
  const hasBillingAccount = rows.some(
    (row) => row.provider === payments.mode && Boolean(row.providerCustomerId),
  );
  const shown = current ?? rows[0];
  const paymentType: PaymentType | null = shown
    ? isOneTimePurchase(shown)
      ? 'payment'
      : 'subscription'
    : null;
  return {
    subscribed: Boolean(current),
    subscription_tier: current ? asTier(current.tier) : null,
    subscription_end:
      current && !isOneTimePurchase(current) ? (current.currentPeriodEnd?.toISOString() ?? null) : null,
    status: shown ? asStatus(shown.status) : null,
    payment_type: paymentType,
    trial_end: current?.status === 'trialing' ? (current.trialEnd?.toISOString() ?? null) : null,
    has_billing_account: hasBillingAccount,
    mode: payments.mode,
  };
}

/**
 * Plan limit (issue 6): without a current plan an owner keeps one website. Call inside the transaction that
 * inserts the website: the advisory lock makes two simultaneous creations count one after the other.
 */
export async function assertCanCreateWebsite(options: { db: Queryable; userId: string }): Promise<void> {
  const { db, userId } = options;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`leadchat:websites:${userId}`}))`);
  const [row] = await db.select({ value: count() }).from(websites).where(eq(websites.userId, userId));
  if ((row?.value ?? 0) < 1) return;
  if (await hasCurrentPlan({ db, userId })) return;
  throw new AppError('FORBIDDEN', WEBSITE_LIMIT_MESSAGE);
}

// ───────────────────────────── checkout and portal ─────────────────────────────

/** create-checkout (docs/product/calls.md): a checkout page for the plan at its listed price; returns its url. */
export async function createCheckout(options: {
  db: Database;
  payments: PaymentsProvider;
  publicUrl: string;
  userId: string;
  email: string;
  planType: PlanType;
  paymentType: PaymentType;
  log?: Logger;
}): Promise<{ url: string }> {
  const { db, payments, publicUrl, userId, email, planType, paymentType, log } = options;
  assertPaymentsConfigured(payments);
  const customerId = await findCustomerId({ db, provider: payments.mode, userId });
  const isSubscription = paymentType === 'subscription';
  try {
    const session = await payments.createCheckoutSession({
      userId,
      email,
      customerId,
      planType,
      paymentType,
      amountCents: PLAN_PRICES_CENTS[planType][paymentType],
      productName: isSubscription ? `${PLAN_NAMES[planType]} (monthly)` : PLAN_NAMES[planType],
      trialDays: trialDaysFor({ planType, paymentType }),
      successUrl: `${publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${publicUrl}/payment-canceled`,
    });
    return { url: session.url };
  } catch (error) {
    throw providerUnavailable(error, log);
  }
}

/** customer-portal (docs/product/calls.md): the provider's billing portal for the user's customer account. */
export async function createPortal(options: {
  db: Database;
  payments: PaymentsProvider;
  publicUrl: string;
  userId: string;
  log?: Logger;
}): Promise<{ url: string }> {
  const { db, payments, publicUrl, userId, log } = options;
  assertPaymentsConfigured(payments);
  const customerId = await findCustomerId({ db, provider: payments.mode, userId });
  if (!customerId) throw new AppError('BAD_REQUEST', 'No billing account yet: choose a plan first.');
  try {
    return await payments.createPortalSession({ customerId, userId, returnUrl: `${publicUrl}/profile` });
  } catch (error) {
    throw providerUnavailable(error, log);
  }
}

/** What /payment-success shows for a checkout session of the signed-in user (test mode or Stripe). */
export async function getCheckoutSessionSummary(options: {
  db: Database;
  payments: PaymentsProvider;
  userId: string;
  sessionId: string;
  log?: Logger;
}): Promise<CheckoutSessionSummary> {
  const { payments } = options;
  if (payments.mode === 'test') return getTestCheckoutSummary({ ...options, payments });
  return getStripeCheckoutSummary({ ...options, payments });
}

// ───────────────────────────── account deletion ─────────────────────────────

/**
 * Before an account is deleted: stop its recurring subscriptions at the provider. A failure stops the deletion
 * (503), so nobody keeps being charged for an account that no longer exists.
 */
export async function cancelSubscriptionsAtProvider(options: {
  db: Database;
  payments: PaymentsProvider;
  userId: string;
  log?: Logger;
}): Promise<void> {
  const { db, payments, userId, log } = options;
  const rows = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, payments.mode),
        inArray(subscriptions.status, [...BILLABLE_SUBSCRIPTION_STATUSES]),
      ),
    );
  for (const row of rows) {
    if (!row.providerSubscriptionId || isOneTimePurchase(row)) continue;
    try {
      await payments.cancelSubscription(row.providerSubscriptionId);
    } catch (error) {
      throw providerUnavailable(error, log);
    }
  }
}
