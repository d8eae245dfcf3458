import { z } from 'zod';
import { PAYMENT_TYPES, PLAN_TYPES } from './zod-free/prices.js';

/** The two offers (docs/product/README.md) and how they are paid (docs/product/calls.md create-checkout). */
export const PlanTypeSchema = z.enum(PLAN_TYPES);
export type PlanType = z.infer<typeof PlanTypeSchema>;
export const PaymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof PaymentTypeSchema>;

export { CHATBOT_TRIAL_DAYS, formatPriceCents, PLAN_NAMES, PLAN_PRICES_CENTS } from './zod-free/prices.js';

/** POST /api/billing/checkout (docs/product/calls.md create-checkout). */
export const CreateCheckoutRequestSchema = z.object({
  planType: PlanTypeSchema,
  paymentType: PaymentTypeSchema,
});
export type CreateCheckoutRequest = z.infer<typeof CreateCheckoutRequestSchema>;

/** The page to open in a new tab: Stripe Checkout, or the local TEST MODE page. */
export const CheckoutUrlResponseSchema = z.object({ url: z.string() });
export type CheckoutUrlResponse = z.infer<typeof CheckoutUrlResponseSchema>;

/** POST /api/billing/portal (docs/product/calls.md customer-portal). */
export const PortalUrlResponseSchema = z.object({ url: z.string() });
export type PortalUrlResponse = z.infer<typeof PortalUrlResponseSchema>;

/** Stripe's subscription statuses; the test mode uses the same. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export const SubscriptionStatusValueSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatusValue = z.infer<typeof SubscriptionStatusValueSchema>;

/** The plan is on while its subscription is in one of these (until a short grace after the period ends). */
export const CURRENT_SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
] as const satisfies readonly SubscriptionStatusValue[];

/** A subscription in one of these may still charge the customer: it is cancelled before the account is deleted. */
export const BILLABLE_SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'paused',
] as const satisfies readonly SubscriptionStatusValue[];

/**
 * GET /api/billing/subscription (docs/product/calls.md check-subscription): the spec's three fields, plus what /profile and
 * the dashboard show (trial end, whether it is a one-time purchase, the provider's status).
 */
export const SubscriptionInfoSchema = z.object({
  subscribed: z.boolean(),
  subscription_tier: PlanTypeSchema.nullable(),
  /** Next billing date (ISO) of a recurring plan; null for one-time purchases and when not subscribed. */
  subscription_end: z.string().nullable(),
  status: SubscriptionStatusValueSchema.nullable(),
  payment_type: PaymentTypeSchema.nullable(),
  /** End of the free trial (ISO) while trialing. */
  trial_end: z.string().nullable(),
  /** The user has a billing account the portal can open. */
  has_billing_account: z.boolean(),
  /**
   * 'test' when payments run in the local test mode (no Stripe key, test mode on); 'disabled' when neither is
   * configured (checkout then answers PAYMENTS_NOT_CONFIGURED).
   */
  mode: z.enum(['stripe', 'test', 'disabled']),
});
export type SubscriptionInfo = z.infer<typeof SubscriptionInfoSchema>;

/** GET /api/billing/checkout-sessions/:sessionId — what /payment-success shows. */
export const CheckoutSessionSummarySchema = z.object({
  sessionId: z.string(),
  planType: PlanTypeSchema,
  paymentType: PaymentTypeSchema,
  planName: z.string(),
  amountCents: z.number().int(),
  /** 'complete' once paid (or the trial started); 'open' while the provider has not confirmed it yet. */
  status: z.enum(['complete', 'open', 'expired']),
  subscriptionStatus: SubscriptionStatusValueSchema.nullable(),
  nextBillingDate: z.string().nullable(),
  trialEnd: z.string().nullable(),
});
export type CheckoutSessionSummary = z.infer<typeof CheckoutSessionSummarySchema>;

/** Error code and message of checkout and the billing portal while the server has no payment provider. */
export const PAYMENTS_NOT_CONFIGURED_CODE = 'PAYMENTS_NOT_CONFIGURED';
export const PAYMENTS_NOT_CONFIGURED_MESSAGE =
  'Payments are not configured on this server yet, so plans cannot be bought right now. Please contact support.';

/** Message of the 400 answered when a plan is needed for another website. */
export const WEBSITE_LIMIT_MESSAGE =
  'Your free plan includes one website. Start the free trial or choose a plan on the pricing page to add more.';
