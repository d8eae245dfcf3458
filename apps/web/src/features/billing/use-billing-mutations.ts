import type { PaymentType, PlanType } from '@leadchat/contract';
import { useMutation } from '@tanstack/react-query';
import { openInNewTab } from '@/lib/open-in-new-tab';
import { createCheckoutSession, createPortalSession } from './billing-api';

/**
 * Billing's writes: each asks the server for a Stripe page and opens it in a new tab. Nothing cached changes
 * here; the subscription (queryKeys.billing.subscription) is read again when the owner comes back to the tab.
 */

/** create-checkout for one plan and payment type, its page opened in a new tab. */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: async ({ planType, paymentType }: { planType: PlanType; paymentType: PaymentType }) =>
      openInNewTab(await createCheckoutSession(planType, paymentType)),
  });
}

/** customer-portal, its page opened in a new tab. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: async () => openInNewTab(await createPortalSession()),
  });
}
