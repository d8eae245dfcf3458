import {
  CheckoutSessionSummarySchema,
  CheckoutUrlResponseSchema,
  PortalUrlResponseSchema,
  SubscriptionInfoSchema,
  type CheckoutSessionSummary,
  type PaymentType,
  type PlanType,
  type SubscriptionInfo,
} from '@leadchat/contract';
import { apiFetch } from '@/lib/api';

/** check-subscription (docs/product/calls.md). */
export function fetchSubscription(signal?: AbortSignal): Promise<SubscriptionInfo> {
  return apiFetch('/api/billing/subscription', { schema: SubscriptionInfoSchema, signal });
}

/** create-checkout (docs/product/calls.md): the url of the checkout page. */
export async function createCheckoutSession(planType: PlanType, paymentType: PaymentType): Promise<string> {
  const { url } = await apiFetch('/api/billing/checkout', {
    method: 'POST',
    body: { planType, paymentType },
    schema: CheckoutUrlResponseSchema,
  });
  return url;
}

/** customer-portal (docs/product/calls.md): the url of the billing portal. */
export async function createPortalSession(): Promise<string> {
  const { url } = await apiFetch('/api/billing/portal', {
    method: 'POST',
    body: {},
    schema: PortalUrlResponseSchema,
  });
  return url;
}

export function fetchCheckoutSession(
  sessionId: string,
  signal?: AbortSignal,
): Promise<CheckoutSessionSummary> {
  return apiFetch(`/api/billing/checkout-sessions/${encodeURIComponent(sessionId)}`, {
    schema: CheckoutSessionSummarySchema,
    signal,
  });
}
