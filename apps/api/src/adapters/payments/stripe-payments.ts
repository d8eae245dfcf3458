import Stripe from 'stripe';
import {
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookNotConfiguredError,
  WebhookVerificationError,
  type CheckoutRequest,
  type StripePayments,
} from './payments.types.js';

/** Verifies a Stripe-signed webhook body (HMAC-SHA256, 300 s tolerance) and returns the parsed event. */
export function verifyStripeWebhook(options: {
  rawBody: Buffer;
  signatureHeader: string | undefined;
  webhookSecret: string | undefined;
}): unknown {
  const { rawBody, signatureHeader, webhookSecret } = options;
  if (!webhookSecret) throw new WebhookNotConfiguredError();
  if (!signatureHeader) throw new WebhookVerificationError('Missing Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    // The SDK's message says what failed (signature mismatch, timestamp outside the tolerance) without secrets.
    throw new WebhookVerificationError(error instanceof Error ? error.message : 'Invalid signature');
  }
}

/** Options for pointing the SDK somewhere other than api.stripe.com (a local fake in tests). */
function readApiBase(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe Checkout, Billing Portal and webhooks through the official SDK. */
export function createStripePayments(options: {
  secretKey: string;
  webhookSecret: string | undefined;
  apiBase: string | undefined;
}): StripePayments {
  const stripe = new Stripe(options.secretKey, {
    ...readApiBase(options.apiBase),
    maxNetworkRetries: 1,
    timeout: 20000,
    appInfo: { name: 'LeadChat' },
  });

  return {
    mode: 'stripe',

    async createCheckoutSession(request: CheckoutRequest) {
      const isSubscription = request.paymentType === 'subscription';
      const metadata = {
        userId: request.userId,
        planType: request.planType,
        paymentType: request.paymentType,
      };
      const session = await stripe.checkout.sessions.create({
        mode: isSubscription ? 'subscription' : 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: request.amountCents,
              product_data: { name: request.productName },
              ...(isSubscription ? { recurring: { interval: 'month' as const } } : {}),
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.userId,
        metadata,
        ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
        ...(isSubscription
          ? {
              subscription_data: {
                metadata,
                ...(request.trialDays ? { trial_period_days: request.trialDays } : {}),
              },
              // The trial needs no card (docs/product/README.md); Stripe asks for one when the trial ends.
              ...(request.trialDays ? { payment_method_collection: 'if_required' as const } : {}),
            }
          : {
              payment_intent_data: { metadata },
              // A customer for one-time buyers too, so the billing portal can show their receipts.
              ...(request.customerId ? {} : { customer_creation: 'always' as const }),
            }),
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { id: session.id, url: session.url };
    },

    async createPortalSession({ customerId, returnUrl }) {
      const portal = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: portal.url };
    },

    verifyWebhook(rawBody, signatureHeader) {
      return verifyStripeWebhook({ rawBody, signatureHeader, webhookSecret: options.webhookSecret });
    },

    async retrieveSubscription(subscriptionId) {
      return stripe.subscriptions.retrieve(subscriptionId);
    },

    async retrieveCheckoutSession(sessionId) {
      try {
        return await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
  };
}
