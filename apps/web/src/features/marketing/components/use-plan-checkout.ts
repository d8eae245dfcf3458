import { useMarketingPlatform } from '@/components/platform/marketing-platform';
import { useLightMutation } from '@/lib/use-light-mutation';
import type { PaymentType, PlanType } from '../content/offers';

/** docs/product/messages.md checkout failure text (the same as billing's CHECKOUT_FAILED_MESSAGE). */
const CHECKOUT_FAILED_MESSAGE = 'Failed to create checkout session. Please try again.';
/** The contract's PAYMENTS_NOT_CONFIGURED_CODE, spelled out: the landing page does not load the contract. */
const PAYMENTS_NOT_CONFIGURED_CODE = 'PAYMENTS_NOT_CONFIGURED';

/** The server's own message when it has no payment provider (trying again would not help), else null. */
function readNotConfiguredMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === PAYMENTS_NOT_CONFIGURED_CODE && typeof message === 'string' && message ? message : null;
}

/**
 * Pricing buttons, as billing's `useCheckout()`: a signed-out visitor goes to /auth; a signed-in one gets the
 * checkout page in a new tab, the clicked button reading 'Processing...' meanwhile. Billing's API client is
 * loaded on click rather than imported: it brings the contract's schemas (and zod), about 18 KB gzipped that the
 * landing page would otherwise download for every visitor, although only signed-in users can check out.
 */
export function usePlanCheckout() {
  const { resolveIsSignedIn, navigate, notify } = useMarketingPlatform();
  const checkout = useLightMutation({
    mutationFn: async ({ planType, paymentType }: { planType: PlanType; paymentType: PaymentType }) => {
      // Each import names what it takes (not a destructured module), so the bundler loads no more of billing than that.
      const [createCheckoutSession, openInNewTab] = await Promise.all([
        import('@/features/billing').then((billing) => billing.createCheckoutSession),
        import('@/lib/open-in-new-tab').then((module) => module.openInNewTab),
      ]);
      openInNewTab(await createCheckoutSession(planType, paymentType));
    },
    onError: (error) => {
      const notConfigured = readNotConfiguredMessage(error);
      notify(
        notConfigured
          ? { kind: 'error', title: 'Payments unavailable', description: notConfigured }
          : { kind: 'error', title: 'Error', description: CHECKOUT_FAILED_MESSAGE },
      );
    },
  });

  async function startCheckout(planType: PlanType, paymentType: PaymentType): Promise<void> {
    if (!(await resolveIsSignedIn())) {
      navigate('/auth');
      return;
    }
    checkout.mutate({ planType, paymentType });
  }

  return {
    startCheckout,
    isPending: (planType: PlanType, paymentType: PaymentType) =>
      checkout.variables?.planType === planType && checkout.variables.paymentType === paymentType,
  };
}
