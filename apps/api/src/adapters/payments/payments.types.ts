import type { PaymentType, PlanType } from '@leadchat/contract';

/** What the billing service asks a payment provider to sell. */
export type CheckoutRequest = {
  userId: string;
  email: string;
  /** The user's customer id at the provider, when they bought before (so the portal shows one history). */
  customerId: string | null;
  planType: PlanType;
  paymentType: PaymentType;
  amountCents: number;
  productName: string;
  trialDays: number | null;
  successUrl: string;
  cancelUrl: string;
};

/**
 * A payment provider: Stripe, or the local test mode standing in for it. Events and objects come back in
 * Stripe's wire shape (`unknown` here: the billing service parses them with zod, like any webhook payload).
 */
export type PaymentsProviderBase = {
  createCheckoutSession: (request: CheckoutRequest) => Promise<{ id: string; url: string }>;
  createPortalSession: (options: {
    customerId: string;
    userId: string;
    returnUrl: string;
  }) => Promise<{ url: string }>;
  /** Verifies a webhook delivery's signature over the raw body; throws WebhookVerificationError. */
  verifyWebhook: (rawBody: Buffer, signatureHeader: string | undefined) => unknown;
  /** The subscription's current state at the provider, or null when the provider cannot be asked. */
  retrieveSubscription: (subscriptionId: string) => Promise<unknown | null>;
  /** A checkout session as the provider knows it, or null when unknown. */
  retrieveCheckoutSession: (sessionId: string) => Promise<unknown | null>;
  /** Ends a subscription at once (account deletion). */
  cancelSubscription: (subscriptionId: string) => Promise<void>;
};

export type StripePayments = PaymentsProviderBase & { readonly mode: 'stripe' };

/** Claims carried by a test-mode checkout session id (signed, so nobody can forge a purchase). */
export type TestCheckoutClaims = {
  userId: string;
  planType: PlanType;
  paymentType: PaymentType;
  expiresAt: number;
};

export type TestModePayments = PaymentsProviderBase & {
  readonly mode: 'test';
  /** The claims of a test-mode checkout session id, or null when forged or expired. */
  readCheckoutSession: (sessionId: string) => TestCheckoutClaims | null;
  /** The user a test-mode portal link belongs to, or null when forged or expired. */
  readPortalSession: (portalId: string) => { userId: string } | null;
  /** The events Stripe would send when this checkout is paid, oldest first. */
  buildCheckoutCompletedEvents: (options: {
    sessionId: string;
    claims: TestCheckoutClaims;
    customerId: string;
    now: Date;
  }) => unknown[];
  /** The event Stripe would send when the customer cancels this subscription in the portal. */
  buildSubscriptionDeletedEvent: (options: {
    subscriptionId: string;
    customerId: string | null;
    userId: string;
    planType: PlanType;
    currentPeriodEnd: Date | null;
    trialEnd: Date | null;
    now: Date;
  }) => unknown;
  /** The subscription id a paid test-mode subscription checkout creates. */
  subscriptionIdForSession: (sessionId: string) => string;
  /** A stable customer id for a user in test mode. */
  customerIdFor: (userId: string) => string;
};

/** Neither Stripe nor the test mode is configured: nothing can be bought (the billing service says so). */
export type DisabledPayments = PaymentsProviderBase & { readonly mode: 'disabled' };

export type PaymentsProvider = StripePayments | TestModePayments | DisabledPayments;

/** Checkout or the portal was asked for while payments are not configured. */
export class PaymentsNotConfiguredError extends Error {
  constructor() {
    super('Payments are not configured (no STRIPE_SECRET_KEY, and the test mode is off)');
    this.name = 'PaymentsNotConfiguredError';
  }
}

export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

/** Webhooks arrive but the secret to check them is not configured. */
export class WebhookNotConfiguredError extends Error {
  constructor() {
    super('Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET is unset)');
    this.name = 'WebhookNotConfiguredError';
  }
}

/** Stripe's default and our tolerance for a signed webhook's timestamp, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
