/**
 * The embedded default when no Stripe key is configured (ARCHITECTURE.md): checkout opens a local page labelled
 * TEST MODE whose Pay button produces the very events Stripe would send, in Stripe's wire shape, and the billing
 * service applies them through the same code as real webhooks. Nothing is charged.
 *
 * Session ids are signed claims (HMAC with the server secret), so no table is needed and nobody can forge a
 * purchase for someone else; event and subscription ids derive from the session id, so paying twice is a
 * duplicate event, exactly like a webhook delivered twice.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { PaymentTypeSchema, PLAN_PRICES_CENTS, PlanTypeSchema } from '@leadchat/contract';
import { verifyStripeWebhook } from './stripe-payments.js';
import type { TestCheckoutClaims, TestModePayments } from './payments.types.js';

const CHECKOUT_PREFIX = 'cs_test_';
const PORTAL_PREFIX = 'bps_test_';
const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
const PORTAL_TTL_MS = 60 * 60 * 1000;

function digest(value: string, length = 24): string {
  return createHash('sha256').update(value).digest('hex').slice(0, length);
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

export function createTestModePayments(options: {
  /** The server secret; the signing key is derived from it. */
  secret: string;
  publicUrl: string;
  webhookSecret: string | undefined;
  trialDaysFor: (claims: Pick<TestCheckoutClaims, 'planType' | 'paymentType'>) => number | null;
}): TestModePayments {
  const key = createHmac('sha256', options.secret).update('leadchat:test-mode-payments').digest();

  function sign(payload: string): string {
    return createHmac('sha256', key).update(payload).digest('base64url').slice(0, 32);
  }

  function createToken(prefix: string, claims: object): string {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${prefix}${payload}.${sign(`${prefix}${payload}`)}`;
  }

  function readToken(prefix: string, token: string): Record<string, unknown> | null {
    if (!token.startsWith(prefix) || token.length > 1000) return null;
    const dot = token.lastIndexOf('.');
    if (dot < 0) return null;
    const signed = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(sign(signed));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(
        Buffer.from(signed.slice(prefix.length), 'base64url').toString('utf8'),
      ) as unknown;
      if (typeof claims !== 'object' || claims === null) return null;
      const record = claims as Record<string, unknown>;
      if (typeof record.e !== 'number' || record.e < Date.now()) return null;
      return record;
    } catch {
      return null;
    }
  }

  function readCheckoutSession(sessionId: string): TestCheckoutClaims | null {
    const record = readToken(CHECKOUT_PREFIX, sessionId);
    if (!record || typeof record.u !== 'string') return null;
    const planType = PlanTypeSchema.safeParse(record.p);
    const paymentType = PaymentTypeSchema.safeParse(record.t);
    if (!planType.success || !paymentType.success) return null;
    return {
      userId: record.u,
      planType: planType.data,
      paymentType: paymentType.data,
      expiresAt: record.e as number,
    };
  }

  function customerIdFor(userId: string): string {
    return `cus_test_${digest(`customer:${userId}`, 14)}`;
  }

  return {
    mode: 'test',

    async createCheckoutSession(request) {
      const id = createToken(CHECKOUT_PREFIX, {
        u: request.userId,
        p: request.planType,
        t: request.paymentType,
        e: Date.now() + CHECKOUT_TTL_MS,
      });
      return { id, url: `${options.publicUrl}/api/billing/test-mode/checkout/${id}` };
    },

    async createPortalSession({ userId }) {
      const id = createToken(PORTAL_PREFIX, { u: userId, e: Date.now() + PORTAL_TTL_MS });
      return { url: `${options.publicUrl}/api/billing/test-mode/portal/${id}` };
    },

    verifyWebhook(rawBody, signatureHeader) {
      // Signed Stripe-format events can still be posted (e.g. by the Stripe CLI) when a secret is set.
      return verifyStripeWebhook({ rawBody, signatureHeader, webhookSecret: options.webhookSecret });
    },

    // Test-mode events carry the whole subscription; there is no provider to ask.
    retrieveSubscription: async () => null,
    retrieveCheckoutSession: async () => null,
    cancelSubscription: async () => {},

    readCheckoutSession,

    readPortalSession(portalId) {
      const record = readToken(PORTAL_PREFIX, portalId);
      return record && typeof record.u === 'string' ? { userId: record.u } : null;
    },

    customerIdFor,

    subscriptionIdForSession: (sessionId) => `sub_test_${digest(sessionId)}`,

    buildCheckoutCompletedEvents({ sessionId, claims, customerId, now }) {
      const created = seconds(now);
      const metadata = { userId: claims.userId, planType: claims.planType, paymentType: claims.paymentType };
      const key = digest(sessionId);
      const isSubscription = claims.paymentType === 'subscription';
      const subscriptionId = isSubscription ? `sub_test_${key}` : null;
      const events: unknown[] = [];
      const amountCents = PLAN_PRICES_CENTS[claims.planType][claims.paymentType];
      const hasTrial = isSubscription && Boolean(options.trialDaysFor(claims));

      if (subscriptionId) {
        const trialDays = options.trialDaysFor(claims);
        const trialEnd = trialDays ? new Date(now.getTime() + trialDays * 86_400_000) : null;
        const periodEnd = trialEnd ?? addMonths(now, 1);
        events.push({
          id: `evt_test_${key}_sub_created`,
          object: 'event',
          type: 'customer.subscription.created',
          created,
          livemode: false,
          data: {
            object: {
              id: subscriptionId,
              object: 'subscription',
              customer: customerId,
              status: trialEnd ? 'trialing' : 'active',
              metadata,
              created,
              cancel_at_period_end: false,
              trial_start: trialEnd ? created : null,
              trial_end: trialEnd ? seconds(trialEnd) : null,
              items: {
                object: 'list',
                data: [
                  {
                    id: `si_test_${key}`,
                    object: 'subscription_item',
                    current_period_start: created,
                    current_period_end: seconds(periodEnd),
                  },
                ],
              },
            },
          },
        });
        // The subscription's first invoice, as Stripe sends it: nothing to pay during a free trial.
        const paid = hasTrial ? 0 : amountCents;
        events.push({
          id: `evt_test_${key}_invoice_paid`,
          object: 'event',
          type: 'invoice.paid',
          created,
          livemode: false,
          data: {
            object: {
              id: `in_test_${key}`,
              object: 'invoice',
              customer: customerId,
              status: 'paid',
              billing_reason: 'subscription_create',
              currency: 'usd',
              amount_due: paid,
              amount_paid: paid,
              total_taxes: [],
              created,
              status_transitions: { paid_at: created },
              parent: {
                type: 'subscription_details',
                subscription_details: { subscription: subscriptionId, metadata },
              },
            },
          },
        });
      }

      events.push({
        id: `evt_test_${key}_checkout_completed`,
        object: 'event',
        type: 'checkout.session.completed',
        created,
        livemode: false,
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            mode: isSubscription ? 'subscription' : 'payment',
            status: 'complete',
            payment_status: hasTrial ? 'no_payment_required' : 'paid',
            amount_total: hasTrial ? 0 : amountCents,
            currency: 'usd',
            total_details: { amount_tax: 0 },
            client_reference_id: claims.userId,
            customer: customerId,
            subscription: subscriptionId,
            metadata,
            created,
          },
        },
      });
      return events;
    },

    buildSubscriptionDeletedEvent({
      subscriptionId,
      customerId,
      userId,
      planType,
      currentPeriodEnd,
      trialEnd,
      now,
    }) {
      const created = seconds(now);
      return {
        id: `evt_test_${digest(subscriptionId)}_sub_deleted`,
        object: 'event',
        type: 'customer.subscription.deleted',
        created,
        livemode: false,
        data: {
          object: {
            id: subscriptionId,
            object: 'subscription',
            customer: customerId,
            status: 'canceled',
            metadata: { userId, planType, paymentType: 'subscription' },
            canceled_at: created,
            ended_at: created,
            cancel_at_period_end: false,
            trial_end: trialEnd ? seconds(trialEnd) : null,
            items: {
              object: 'list',
              data: currentPeriodEnd
                ? [
                    {
                      id: `si_test_${digest(subscriptionId)}`,
                      object: 'subscription_item',
                      current_period_end: seconds(currentPeriodEnd),
                    },
                  ]
                : [],
            },
          },
        },
      };
    },
  };
}
