import { CHATBOT_TRIAL_DAYS } from '@leadchat/contract';
import type { Config } from '../../config.js';
import { createStripePayments } from './stripe-payments.js';
import { createTestModePayments } from './test-mode-payments.js';
import type { PaymentsProvider } from './payments.types.js';

/** Only the chatbot subscription starts with the free trial (spec §1, §9). */
export function trialDaysFor(options: { planType: string; paymentType: string }): number | null {
  return options.planType === 'chatbot' && options.paymentType === 'subscription' ? CHATBOT_TRIAL_DAYS : null;
}

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the local test mode. */
export function createPaymentsProvider(config: Config): PaymentsProvider {
  if (config.STRIPE_SECRET_KEY) {
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

export type {
  CheckoutRequest,
  PaymentsProvider,
  StripePayments,
  TestCheckoutClaims,
  TestModePayments,
} from './payments.types.js';
export {
  WebhookNotConfiguredError,
  WebhookVerificationError,
  WEBHOOK_TOLERANCE_SECONDS,
} from './payments.types.js';
