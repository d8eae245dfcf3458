import { CHATBOT_TRIAL_DAYS } from '@leadchat/contract';
import type { Config } from '../../config.js';
import { createStripePayments } from './stripe-payments.js';
import { createTestModePayments } from './test-mode-payments.js';
import {
  PaymentsNotConfiguredError,
  WebhookNotConfiguredError,
  type DisabledPayments,
  type PaymentsProvider,
} from './payments.types.js';

/** Only the chatbot subscription starts with the free trial (docs/product/README.md and docs/product/limits.md). */
export function trialDaysFor(options: { planType: string; paymentType: string }): number | null {
  return options.planType === 'chatbot' && options.paymentType === 'subscription' ? CHATBOT_TRIAL_DAYS : null;
}

/** Stripe when STRIPE_SECRET_KEY is set; the local test mode only when config allows it; otherwise none. */
export function createPaymentsProvider(config: Config): PaymentsProvider {
  if (config.paymentsMode === 'disabled') return createDisabledPayments();
  if (config.paymentsMode === 'stripe' && config.STRIPE_SECRET_KEY) {
    return createStripePayments({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  if (!config.AUTH_SECRET)
    throw new Error('AUTH_SECRET must be resolved before the payments provider is created');
  return createTestModePayments({
    secret: config.AUTH_SECRET,
    publicUrl: config.publicUrl,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    trialDaysFor,
  });
}

/** No provider: every attempt to sell fails plainly; reads find nothing. */
function createDisabledPayments(): DisabledPayments {
  return {
    mode: 'disabled',
    createCheckoutSession: () => Promise.reject(new PaymentsNotConfiguredError()),
    createPortalSession: () => Promise.reject(new PaymentsNotConfiguredError()),
    verifyWebhook: () => {
      throw new WebhookNotConfiguredError();
    },
    retrieveSubscription: async () => null,
    retrieveCheckoutSession: async () => null,
    cancelSubscription: async () => {},
  };
}

/** What the server says at start-up about payments (a production server must not sell for free silently). */
export function describePaymentsSetup(config: Config): { level: 'info' | 'warn'; message: string } {
  if (config.paymentsMode === 'stripe') {
    return config.STRIPE_WEBHOOK_SECRET
      ? { level: 'info', message: 'payments: Stripe' }
      : {
          level: 'warn',
          message:
            'payments: Stripe, but STRIPE_WEBHOOK_SECRET is unset: webhooks are refused, so renewals and cancellations made at Stripe are not seen',
        };
  }
  if (config.paymentsMode === 'test') {
    const isPublic = config.NODE_ENV === 'production' || config.isHttps;
    return {
      level: isPublic ? 'warn' : 'info',
      message: isPublic
        ? 'payments: LOCAL TEST MODE on a production server (PAYMENTS_TEST_MODE=1): any signed-in user can give themselves any plan for free'
        : 'payments: local test mode (nothing is charged); set STRIPE_SECRET_KEY for real payments',
    };
  }
  return {
    level: 'warn',
    message:
      'payments are NOT configured: checkout answers "payments are not configured". Set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET), or PAYMENTS_TEST_MODE=1 for the local test mode',
  };
}

export type {
  CheckoutRequest,
  DisabledPayments,
  PaymentsProvider,
  StripePayments,
  TestCheckoutClaims,
  TestModePayments,
} from './payments.types.js';
export {
  PaymentsNotConfiguredError,
  WebhookNotConfiguredError,
  WebhookVerificationError,
  WEBHOOK_TOLERANCE_SECONDS,
} from './payments.types.js';
