/**
 * The local test mode (no Stripe key): the checkout page and billing portal Stripe would host, answered by the
 * server itself. Paying or cancelling builds the events Stripe would send and applies them through the same
 * `applyPaymentEvent` as real webhooks, so the test mode exercises the production state machine
 * (docs/decisions/0040-payments-test-mode-and-webhook-ordering.md). Every function is a 404 while a real provider
 * is configured.
 */
import {
  PLAN_NAMES,
  PLAN_PRICES_CENTS,
  type CheckoutSessionSummary,
  type PaymentType,
} from '@leadchat/contract';
import { and, desc, eq } from 'drizzle-orm';
import { trialDaysFor, type PaymentsProvider, type TestModePayments } from '../../adapters/payments/index.js';
import type { Database } from '../../db/client.js';
import { subscriptions } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { applyPaymentEvent } from './billing-webhooks.service.js';
import { asTier, findSubscriptionRow, isOneTimePurchase, summariseCheckout } from './subscription-rows.js';

function requireTestMode(payments: PaymentsProvider): TestModePayments {
  // The test-mode pages do not exist while a real provider is configured.
  if (payments.mode !== 'test') throw notFound('Page');
  return payments;
}

/** What /payment-success shows for a test-mode checkout session of the signed-in user. */
export async function getTestCheckoutSummary(options: {
  db: Database;
  payments: TestModePayments;
  userId: string;
  sessionId: string;
}): Promise<CheckoutSessionSummary> {
  const { db, payments, userId, sessionId } = options;
  const claims = payments.readCheckoutSession(sessionId);
  if (!claims || claims.userId !== userId) throw notFound('Checkout session');
  const reference =
    claims.paymentType === 'subscription' ? payments.subscriptionIdForSession(sessionId) : sessionId;
  const row = await findSubscriptionRow(db, payments.mode, reference);
  return summariseCheckout({
    sessionId,
    planType: claims.planType,
    paymentType: claims.paymentType,
    row,
    isExpired: false,
  });
}

/** The test-mode checkout page's content for the signed-in buyer. */
export function getTestCheckout(options: { payments: PaymentsProvider; userId: string; sessionId: string }) {
  const payments = requireTestMode(options.payments);
  const claims = payments.readCheckoutSession(options.sessionId);
  if (!claims || claims.userId !== options.userId) throw notFound('Checkout session');
  return {
    planType: claims.planType,
    paymentType: claims.paymentType,
    planName: PLAN_NAMES[claims.planType],
    amountCents: PLAN_PRICES_CENTS[claims.planType][claims.paymentType],
    trialDays: trialDaysFor(claims),
  };
}

/** Pay on the test-mode page: the events Stripe would send, applied through the webhook path. */
export async function completeTestCheckout(options: {
  db: Database;
  payments: PaymentsProvider;
  userId: string;
  sessionId: string;
  log?: Logger;
}): Promise<void> {
  const payments = requireTestMode(options.payments);
  const claims = payments.readCheckoutSession(options.sessionId);
  if (!claims || claims.userId !== options.userId) throw notFound('Checkout session');
  const events = payments.buildCheckoutCompletedEvents({
    sessionId: options.sessionId,
    claims,
    customerId: payments.customerIdFor(options.userId),
    now: new Date(),
  });
  for (const event of events) await applyPaymentEvent({ db: options.db, payments, event, log: options.log });
}

export type PortalSubscription = {
  subscriptionId: string;
  planName: string;
  paymentType: PaymentType;
  status: string;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  canCancel: boolean;
};

/** The test-mode billing portal: the user's purchases and subscriptions. */
export async function getTestPortal(options: {
  db: Database;
  payments: PaymentsProvider;
  userId: string;
  portalId: string;
}): Promise<PortalSubscription[]> {
  const payments = requireTestMode(options.payments);
  const portal = payments.readPortalSession(options.portalId);
  if (!portal || portal.userId !== options.userId) throw notFound('Billing portal session');
  const rows = await options.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, options.userId), eq(subscriptions.provider, payments.mode)))
    .orderBy(desc(subscriptions.createdAt));
  return rows.map((row) => ({
    subscriptionId: row.providerSubscriptionId ?? row.id,
    planName: PLAN_NAMES[asTier(row.tier) ?? 'chatbot'],
    paymentType: isOneTimePurchase(row) ? 'payment' : 'subscription',
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    trialEnd: row.trialEnd,
    canCancel: !isOneTimePurchase(row) && row.status !== 'canceled',
  }));
}

/** Cancel in the test-mode portal: the customer.subscription.deleted event Stripe would send. */
export async function cancelTestSubscription(options: {
  db: Database;
  payments: PaymentsProvider;
  userId: string;
  portalId: string;
  subscriptionId: string;
  log?: Logger;
}): Promise<void> {
  const payments = requireTestMode(options.payments);
  const portal = payments.readPortalSession(options.portalId);
  if (!portal || portal.userId !== options.userId) throw notFound('Billing portal session');
  const row = await findSubscriptionRow(options.db, payments.mode, options.subscriptionId);
  if (!row || row.userId !== options.userId || isOneTimePurchase(row)) throw notFound('Subscription');
  if (row.status === 'canceled') return;
  const event = payments.buildSubscriptionDeletedEvent({
    subscriptionId: options.subscriptionId,
    customerId: row.providerCustomerId,
    userId: row.userId,
    planType: asTier(row.tier) ?? 'chatbot',
    currentPeriodEnd: row.currentPeriodEnd,
    trialEnd: row.trialEnd,
    now: new Date(),
  });
  await applyPaymentEvent({ db: options.db, payments, event, log: options.log });
}
