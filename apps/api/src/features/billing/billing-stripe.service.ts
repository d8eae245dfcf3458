/**
 * What only Stripe holds: the checkout session read back for /payment-success. A completed session is applied
 * here too (idempotently, through the webhook path's `applyCompletedCheckout`), so the page is right even when
 * the webhook is still on its way. The local test mode answers the same question in billing-test-mode.service.ts.
 */
import type { CheckoutSessionSummary, PaymentType } from '@leadchat/contract';
import type { DisabledPayments, StripePayments } from '../../adapters/payments/index.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { CheckoutSessionObjectSchema, readPurchaseMetadata } from './billing-events.js';
import { applyCompletedCheckout, fetchSubscriptionSnapshot } from './billing-webhooks.service.js';
import { providerUnavailable } from './payments-provider.js';
import { findSubscriptionRow, summariseCheckout } from './subscription-rows.js';

/**
 * The signed-in user's Stripe checkout session, as /payment-success shows it. Another user's is a 404, and so is
 * every session while no provider is configured (it finds none).
 */
export async function getStripeCheckoutSummary(options: {
  db: Database;
  payments: StripePayments | DisabledPayments;
  userId: string;
  sessionId: string;
  log?: Logger;
}): Promise<CheckoutSessionSummary> {
  const { db, payments, userId, sessionId, log } = options;
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
  const row = reference ? await findSubscriptionRow(db, payments.mode, reference) : undefined;
  return summariseCheckout({
    sessionId,
    planType: metadata.planType,
    paymentType,
    row,
    isExpired: session.status === 'expired',
  });
}
