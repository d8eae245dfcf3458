/**
 * Keeping `subscriptions` in step with the payment provider's events. Stripe's webhooks, the Stripe read-back on
 * /payment-success and the local test mode all go through `applyPaymentEvent` / `applyCompletedCheckout`.
 *
 * Ordering: every state change carries a version (the event's `created`, or the time we fetched the object from
 * Stripe). A row only moves to a newer version, so duplicates, concurrent deliveries and out-of-order events
 * all end in Stripe's final state. Duplicates are recognised by event id in `webhook_events`, inserted in the
 * same transaction as the change (docs/decisions/0040-payments-test-mode-and-webhook-ordering.md).
 *
 * Payments (a paid invoice, a paid one-time checkout) also earn the payer's referrer a commission, recorded in the
 * same transaction and unique per provider payment (docs/decisions/0098-commissions-from-real-payments.md).
 */
import { CURRENT_SUBSCRIPTION_STATUSES, type PlanType } from '@leadchat/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  trialDaysFor,
  WebhookNotConfiguredError,
  WebhookVerificationError,
  type PaymentsProvider,
} from '../../adapters/payments/index.js';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { subscriptions, user, webhookEvents } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { recordReferralCommission } from '../referrals/referral-commissions.service.js';
import {
  CheckoutSessionObjectSchema,
  InvoiceObjectSchema,
  readInvoiceAmountWithoutTax,
  readInvoiceMetadata,
  readInvoiceSubscriptionId,
  readPeriodEnd,
  readPurchaseMetadata,
  StripeEventSchema,
  SubscriptionObjectSchema,
  type CheckoutSessionObject,
  type InvoiceObject,
  type SubscriptionObject,
} from './billing-events.js';

export type PaymentEventOutcome = 'applied' | 'duplicate' | 'ignored';

/** A subscription as the provider reported it, with the time of asking as its version. */
export type SubscriptionSnapshot = { subscription: SubscriptionObject; version: Date };

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
export async function applyCompletedCheckout(
  tx: Transaction,
  options: {
    provider: string;
    session: CheckoutSessionObject;
    version: Date;
    snapshot: SubscriptionSnapshot | null;
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
    // A one-time purchase has no invoice: the session is the payment a referrer earns a commission on.
    await recordReferralCommission(tx, {
      provider,
      providerPaymentId: session.id,
      payerUserId: userId,
      amountPaidCents: Math.max(0, (session.amount_total ?? 0) - (session.total_details?.amount_tax ?? 0)),
      currency: session.currency ?? null,
      paidAt: version,
    });
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

/**
 * A paid invoice (a subscription's first payment or a renewal): the payment a referrer earns a commission on. Whose
 * it is: our metadata on the subscription (copied onto the invoice), else the subscription's or customer's row.
 */
async function applyPaidInvoice(
  tx: Transaction,
  options: { provider: string; invoice: InvoiceObject; version: Date; log?: Logger },
): Promise<PaymentEventOutcome> {
  const { provider, invoice, version, log } = options;
  if (!invoice.id) return 'ignored';
  const subscriptionId = readInvoiceSubscriptionId(invoice);
  const payerUserId = await resolveOwner(tx, {
    provider,
    subscriptionId: subscriptionId ?? '',
    customerId: invoice.customer,
    metadataUserId: readPurchaseMetadata(readInvoiceMetadata(invoice)).userId,
  });
  if (!payerUserId) return 'ignored';
  const paidAt = invoice.status_transitions?.paid_at;
  const outcome = await recordReferralCommission(tx, {
    provider,
    providerPaymentId: invoice.id,
    payerUserId,
    amountPaidCents: readInvoiceAmountWithoutTax(invoice),
    currency: invoice.currency ?? null,
    paidAt: typeof paidAt === 'number' ? new Date(paidAt * 1000) : version,
    log,
  });
  return outcome === 'recorded' ? 'applied' : 'ignored';
}

/** Asks the provider for a subscription's current state; its version is the time of asking. */
export async function fetchSubscriptionSnapshot(
  payments: PaymentsProvider,
  subscriptionId: string,
  log: Logger | undefined,
): Promise<SubscriptionSnapshot | null> {
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
  let snapshot: SubscriptionSnapshot | null = null;
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

    if (event.type === 'invoice.paid') {
      const parsed = InvoiceObjectSchema.safeParse(event.data.object);
      if (!parsed.success) throw new AppError('BAD_REQUEST', 'Malformed invoice in the event');
      return applyPaidInvoice(tx, { provider, invoice: parsed.data, version, log });
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
            inArray(subscriptions.status, [...CURRENT_SUBSCRIPTION_STATUSES]),
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
