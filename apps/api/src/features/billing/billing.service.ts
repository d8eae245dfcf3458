/**
 * Billing: checkout, the billing portal, the subscription check, and keeping `subscriptions` in step with the
 * payment provider's events. Stripe webhooks and the local test mode go through the same `applyPaymentEvent`.
 *
 * Ordering: every state change carries a version (the event's `created`, or the time we fetched the object from
 * Stripe). A row only moves to a newer version, so duplicates, concurrent deliveries and out-of-order events
 * all end in Stripe's final state. Duplicates are recognised by event id in `webhook_events`, inserted in the
 * same transaction as the change.
 */
import {
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
  PLAN_NAMES,
  PLAN_PRICES_CENTS,
  WEBSITE_LIMIT_MESSAGE,
  type CheckoutSessionSummary,
  type PaymentType,
  type PlanType,
  type SubscriptionInfo,
  type SubscriptionStatusValue,
} from '@leadchat/contract';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  trialDaysFor,
  WebhookNotConfiguredError,
  WebhookVerificationError,
  type PaymentsProvider,
  type TestModePayments,
} from '../../adapters/payments/index.js';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { subscriptions, user, webhookEvents, websites } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import {
  CheckoutSessionObjectSchema,
  InvoiceObjectSchema,
  readInvoiceSubscriptionId,
  readPeriodEnd,
  readPurchaseMetadata,
  StripeEventSchema,
  SubscriptionObjectSchema,
  type CheckoutSessionObject,
  type SubscriptionObject,
} from './billing-events.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;

const CURRENT_STATUSES: SubscriptionStatusValue[] = ['active', 'trialing'];
/** A renewal's webhook may arrive a little after the period ends: the plan stays on meanwhile. */
const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60 * 1000;
const TIER_RANK: Record<PlanType, number> = { 'smart-website': 2, chatbot: 1 };

/**
 * One-time purchases have no subscription at the provider: their row's provider_subscription_id holds the
 * checkout session id (`cs_…`), which also makes recording the purchase idempotent (unique index).
 */
function isOneTimePurchase(row: Pick<SubscriptionRow, 'providerSubscriptionId'>): boolean {
  return row.providerSubscriptionId?.startsWith('cs_') ?? false;
}

function isCurrent(row: SubscriptionRow, now: number): boolean {
  if (!CURRENT_STATUSES.includes(row.status as SubscriptionStatusValue)) return false;
  return !row.currentPeriodEnd || row.currentPeriodEnd.getTime() > now - RENEWAL_GRACE_MS;
}

function asTier(value: string | null): PlanType | null {
  return value === 'chatbot' || value === 'smart-website' ? value : null;
}

function asStatus(value: string): SubscriptionStatusValue | null {
  const parsed = z
    .enum([
      'active',
      'trialing',
      'past_due',
      'canceled',
      'unpaid',
      'incomplete',
      'incomplete_expired',
      'paused',
    ])
    .safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Checkout and the portal while no provider is configured: said plainly, not as an outage. */
function assertPaymentsConfigured(payments: PaymentsProvider): void {
  if (payments.mode === 'disabled')
    throw new AppError('PAYMENTS_NOT_CONFIGURED', PAYMENTS_NOT_CONFIGURED_MESSAGE);
}

function providerUnavailable(error: unknown, log: Logger | undefined): AppError {
  log?.error({ err: error }, 'payment provider call failed');
  return new AppError('SERVICE_UNAVAILABLE', 'The payment provider could not be reached. Please try again.', {
    cause: error,
  });
}

// ───────────────────────────── reading the plan ─────────────────────────────

/** Whether the user has a current plan (active, trialing, or a one-time purchase). */
export async function hasCurrentPlan(options: { db: Queryable; userId: string }): Promise<boolean> {
  const rows = await options.db.select().from(subscriptions).where(eq(subscriptions.userId, options.userId));
  const now = Date.now();
  return rows.some((row) => isCurrent(row, now));
}

/** check-subscription (spec §7): the user's current plan, or the latest state when they have none. */
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
  const current = rows
    .filter((row) => isCurrent(row, now))
    .sort((a, b) => {
      const tierOrder =
        (TIER_RANK[asTier(b.tier) ?? 'chatbot'] ?? 0) - (TIER_RANK[asTier(a.tier) ?? 'chatbot'] ?? 0);
      if (tierOrder !== 0) return tierOrder;
      // A recurring plan says more (next billing date) than a one-time purchase of the same tier.
      return Number(isOneTimePurchase(a)) - Number(isOneTimePurchase(b));
    })[0];
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

async function findCustomerId(options: {
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

/** create-checkout (spec §7): a checkout page for the plan at the spec's price; returns its url. */
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

/** customer-portal (spec §7): the provider's billing portal for the user's customer account. */
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

// ───────────────────────────── applying provider events ─────────────────────────────

export type PaymentEventOutcome = 'applied' | 'duplicate' | 'ignored';

async function userExists(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
  return Boolean(row);
}

/** Whose subscription this is: our metadata, else a row we already have for it or for its customer. */
async function resolveOwner(
  tx: Transaction,
  options: {
    provider: string;
    subscriptionId: string;
    customerId: string | null;
    metadataUserId: string | null;
  },
): Promise<string | null> {
  const { provider, subscriptionId, customerId, metadataUserId } = options;
  if (metadataUserId) return (await userExists(tx, metadataUserId)) ? metadataUserId : null;
  const [bySubscription] = await tx
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, subscriptionId)),
    )
    .limit(1);
  if (bySubscription) return bySubscription.userId;
  if (!customerId) return null;
  const [byCustomer] = await tx
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerCustomerId, customerId)))
    .limit(1);
  return byCustomer?.userId ?? null;
}

/**
 * Writes a subscription's state unless the row already holds a newer version. On a tie (same second) a
 * canceled row stays canceled: cancellation is final at Stripe.
 */
async function upsertSubscriptionState(
  tx: Transaction,
  options: { provider: string; subscription: SubscriptionObject; version: Date; tierHint?: PlanType | null },
): Promise<PaymentEventOutcome> {
  const { provider, subscription, version } = options;
  const metadata = readPurchaseMetadata(subscription.metadata);
  const userId = await resolveOwner(tx, {
    provider,
    subscriptionId: subscription.id,
    customerId: subscription.customer,
    metadataUserId: metadata.userId,
  });
  if (!userId) return 'ignored';
  await tx
    .insert(subscriptions)
    .values({
      userId,
      provider,
      providerCustomerId: subscription.customer,
      providerSubscriptionId: subscription.id,
      tier: metadata.planType ?? options.tierHint ?? null,
      status: subscription.status,
      currentPeriodEnd: readPeriodEnd(subscription),
      trialEnd: subscription.trial_end,
      providerUpdatedAt: version,
    })
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set: {
        status: sql`excluded.status`,
        currentPeriodEnd: sql`excluded.current_period_end`,
        trialEnd: sql`excluded.trial_end`,
        tier: sql`coalesce(excluded.tier, ${subscriptions.tier})`,
        providerCustomerId: sql`coalesce(excluded.provider_customer_id, ${subscriptions.providerCustomerId})`,
        providerUpdatedAt: sql`excluded.provider_updated_at`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${subscriptions.providerUpdatedAt} is null
        or ${subscriptions.providerUpdatedAt} < excluded.provider_updated_at
        or (${subscriptions.providerUpdatedAt} = excluded.provider_updated_at and ${subscriptions.status} <> 'canceled')`,
    });
  return 'applied';
}

/** A completed checkout: records a one-time purchase, or makes sure the new subscription has its row. */
async function applyCompletedCheckout(
  tx: Transaction,
  options: {
    provider: string;
    session: CheckoutSessionObject;
    version: Date;
    snapshot: { subscription: SubscriptionObject; version: Date } | null;
  },
): Promise<PaymentEventOutcome> {
  const { provider, session, version, snapshot } = options;
  const metadata = readPurchaseMetadata(session.metadata);
  const referenced = z.uuid().safeParse(session.client_reference_id);
  const userId = metadata.userId ?? (referenced.success ? referenced.data : null);
  if (!userId || !metadata.planType || !(await userExists(tx, userId))) return 'ignored';

  if (session.mode === 'payment') {
    // Delayed payment methods complete the session unpaid; checkout.session.async_payment_succeeded follows.
    if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')
      return 'ignored';
    await tx
      .insert(subscriptions)
      .values({
        userId,
        provider,
        providerCustomerId: session.customer,
        providerSubscriptionId: session.id,
        tier: metadata.planType,
        status: 'active',
        providerUpdatedAt: version,
      })
      .onConflictDoNothing();
    return 'applied';
  }

  if (session.mode !== 'subscription' || !session.subscription) return 'ignored';
  if (snapshot && snapshot.subscription.id === session.subscription) {
    return upsertSubscriptionState(tx, {
      provider,
      subscription: snapshot.subscription,
      version: snapshot.version,
      tierHint: metadata.planType,
    });
  }
  // Without the subscription itself (the provider could not be asked), a provisional row with no version:
  // the customer.subscription.* events that Stripe always sends overwrite it.
  const hasTrial = Boolean(trialDaysFor({ planType: metadata.planType, paymentType: 'subscription' }));
  await tx
    .insert(subscriptions)
    .values({
      userId,
      provider,
      providerCustomerId: session.customer,
      providerSubscriptionId: session.subscription,
      tier: metadata.planType,
      status: hasTrial ? 'trialing' : 'active',
      providerUpdatedAt: null,
    })
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set: {
        tier: sql`coalesce(${subscriptions.tier}, excluded.tier)`,
        providerCustomerId: sql`coalesce(${subscriptions.providerCustomerId}, excluded.provider_customer_id)`,
      },
    });
  return 'applied';
}

/** Asks the provider for a subscription's current state; its version is the time of asking. */
async function fetchSubscriptionSnapshot(
  payments: PaymentsProvider,
  subscriptionId: string,
  log: Logger | undefined,
): Promise<{ subscription: SubscriptionObject; version: Date } | null> {
  try {
    const version = new Date(Math.floor(Date.now() / 1000) * 1000);
    const raw = await payments.retrieveSubscription(subscriptionId);
    if (!raw) return null;
    const parsed = SubscriptionObjectSchema.safeParse(raw);
    if (!parsed.success) {
      log?.warn({ subscriptionId }, 'unexpected subscription shape from the payment provider');
      return null;
    }
    return { subscription: parsed.data, version };
  } catch (error) {
    log?.warn({ err: error, subscriptionId }, 'could not fetch the subscription; its events will fill it in');
    return null;
  }
}

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);
const CHECKOUT_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * Applies one provider event (a verified Stripe webhook, or a test-mode event) exactly once.
 * Malformed events are a 400; events we don't act on are recorded and acknowledged.
 */
export async function applyPaymentEvent(options: {
  db: Database;
  payments: PaymentsProvider;
  event: unknown;
  log?: Logger;
}): Promise<{ outcome: PaymentEventOutcome; eventId: string; type: string }> {
  const { db, payments, log } = options;
  const parsedEvent = StripeEventSchema.safeParse(options.event);
  if (!parsedEvent.success) throw new AppError('BAD_REQUEST', 'The event is not a Stripe event');
  const event = parsedEvent.data;
  const provider = payments.mode;
  const version = new Date(event.created * 1000);

  let session: CheckoutSessionObject | null = null;
  let snapshot: { subscription: SubscriptionObject; version: Date } | null = null;
  if (CHECKOUT_EVENTS.has(event.type)) {
    const parsed = CheckoutSessionObjectSchema.safeParse(event.data.object);
    if (!parsed.success) throw new AppError('BAD_REQUEST', 'Malformed checkout session in the event');
    session = parsed.data;
    // Network calls happen before the transaction opens, so no transaction waits on the provider.
    if (session.mode === 'subscription' && session.subscription) {
      snapshot = await fetchSubscriptionSnapshot(payments, session.subscription, log);
    }
  }

  const outcome = await db.transaction(async (tx): Promise<PaymentEventOutcome> => {
    const inserted = await tx
      .insert(webhookEvents)
      .values({ provider, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (inserted.length === 0) return 'duplicate';

    if (session) return applyCompletedCheckout(tx, { provider, session, version, snapshot });

    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      const parsed = SubscriptionObjectSchema.safeParse(event.data.object);
      if (!parsed.success) throw new AppError('BAD_REQUEST', 'Malformed subscription in the event');
      return upsertSubscriptionState(tx, { provider, subscription: parsed.data, version });
    }

    if (event.type === 'invoice.payment_failed') {
      const parsed = InvoiceObjectSchema.safeParse(event.data.object);
      if (!parsed.success) throw new AppError('BAD_REQUEST', 'Malformed invoice in the event');
      const subscriptionId = readInvoiceSubscriptionId(parsed.data);
      if (!subscriptionId) return 'ignored';
      const updated = await tx
        .update(subscriptions)
        .set({ status: 'past_due', providerUpdatedAt: version })
        .where(
          and(
            eq(subscriptions.provider, provider),
            eq(subscriptions.providerSubscriptionId, subscriptionId),
            inArray(subscriptions.status, CURRENT_STATUSES),
            sql`(${subscriptions.providerUpdatedAt} is null or ${subscriptions.providerUpdatedAt} <= ${version})`,
          ),
        )
        .returning({ id: subscriptions.id });
      return updated.length ? 'applied' : 'ignored';
    }
    return 'ignored';
  });
  log?.info({ eventId: event.id, type: event.type, outcome }, 'payment event');
  return { outcome, eventId: event.id, type: event.type };
}

/** POST /api/webhooks/stripe: verifies the signature over the raw body, then applies the event once. */
export async function handleStripeWebhook(options: {
  db: Database;
  payments: PaymentsProvider;
  rawBody: Buffer;
  signature: string | undefined;
  log?: Logger;
}) {
  let event: unknown;
  try {
    event = options.payments.verifyWebhook(options.rawBody, options.signature);
  } catch (error) {
    if (error instanceof WebhookNotConfiguredError) throw new AppError('SERVICE_UNAVAILABLE', error.message);
    if (error instanceof WebhookVerificationError) {
      options.log?.warn({ reason: error.message }, 'refused a webhook with a bad signature');
      throw new AppError('BAD_REQUEST', 'Webhook signature verification failed');
    }
    throw error;
  }
  return applyPaymentEvent({ db: options.db, payments: options.payments, event, log: options.log });
}

// ───────────────────────────── after checkout ─────────────────────────────

async function findRow(db: Queryable, provider: string, providerSubscriptionId: string) {
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

function summarise(options: {
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

/**
 * What /payment-success shows for a checkout session of the signed-in user. With Stripe, a completed session
 * is applied here too (idempotently), so the page is right even when the webhook is still on its way.
 */
export async function getCheckoutSessionSummary(options: {
  db: Database;
  payments: PaymentsProvider;
  userId: string;
  sessionId: string;
  log?: Logger;
}): Promise<CheckoutSessionSummary> {
  const { db, payments, userId, sessionId, log } = options;
  if (payments.mode === 'test') {
    const claims = payments.readCheckoutSession(sessionId);
    if (!claims || claims.userId !== userId) throw notFound('Checkout session');
    const reference =
      claims.paymentType === 'subscription' ? payments.subscriptionIdForSession(sessionId) : sessionId;
    const row = await findRow(db, payments.mode, reference);
    return summarise({
      sessionId,
      planType: claims.planType,
      paymentType: claims.paymentType,
      row,
      isExpired: false,
    });
  }

  let raw: unknown;
  try {
    raw = await payments.retrieveCheckoutSession(sessionId);
  } catch (error) {
    throw providerUnavailable(error, log);
  }
  const parsed = CheckoutSessionObjectSchema.safeParse(raw);
  if (!parsed.success) throw notFound('Checkout session');
  const session = parsed.data;
  const metadata = readPurchaseMetadata(session.metadata);
  const owner = metadata.userId ?? session.client_reference_id;
  if (owner !== userId || !metadata.planType) throw notFound('Checkout session');
  const paymentType: PaymentType = session.mode === 'subscription' ? 'subscription' : 'payment';

  if (session.status === 'complete') {
    const snapshot =
      session.mode === 'subscription' && session.subscription
        ? await fetchSubscriptionSnapshot(payments, session.subscription, log)
        : null;
    const version = new Date(Math.floor(Date.now() / 1000) * 1000);
    await db.transaction((tx) =>
      applyCompletedCheckout(tx, { provider: payments.mode, session, version, snapshot }),
    );
  }
  const reference = paymentType === 'subscription' ? session.subscription : session.id;
  const row = reference ? await findRow(db, payments.mode, reference) : undefined;
  return summarise({
    sessionId,
    planType: metadata.planType,
    paymentType,
    row,
    isExpired: session.status === 'expired',
  });
}

// ───────────────────────────── test mode ─────────────────────────────

function requireTestMode(payments: PaymentsProvider): TestModePayments {
  // The test-mode pages do not exist while a real provider is configured.
  if (payments.mode !== 'test') throw notFound('Page');
  return payments;
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
  const row = await findRow(options.db, payments.mode, options.subscriptionId);
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
        inArray(subscriptions.status, ['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused']),
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
