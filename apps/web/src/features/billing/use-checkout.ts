import { PAYMENTS_NOT_CONFIGURED_CODE, type PaymentType, type PlanType } from '@leadchat/contract';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '@/lib/session/use-auth';
import { ApiRequestError } from '@/lib/api';
import { useCreateCheckout } from './use-billing-mutations';

export const CHECKOUT_FAILED_MESSAGE = 'Failed to create checkout session. Please try again.';

/** `${planType}:${paymentType}` of the checkout button whose call is running. */
export type CheckoutKey = `${PlanType}:${PaymentType}`;

/**
 * The pricing buttons' action (docs/product/behaviour.md checkout button: idle → Processing... → idle). Signed-out visitors go
 * to /auth (docs/product/roles.md); signed-in users get the checkout page in a new tab.
 */
export function useCheckout() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const checkout = useCreateCheckout();
  const pendingKey: CheckoutKey | null =
    checkout.isPending && checkout.variables
      ? `${checkout.variables.planType}:${checkout.variables.paymentType}`
      : null;

  async function startCheckout(planType: PlanType, paymentType: PaymentType): Promise<void> {
    if (!user) {
      navigate('/auth');
      return;
    }
    try {
      await checkout.mutateAsync({ planType, paymentType });
    } catch (error) {
      // A server without a payment provider says so; trying again would not help.
      const isNotConfigured = error instanceof ApiRequestError && error.code === PAYMENTS_NOT_CONFIGURED_CODE;
      toast.error(isNotConfigured ? 'Payments unavailable' : 'Error', {
        description: isNotConfigured ? error.message : CHECKOUT_FAILED_MESSAGE,
      });
    }
  }

  return {
    startCheckout,
    pendingKey,
    /** True while this button's call runs: show 'Processing...'. */
    isPending: (planType: PlanType, paymentType: PaymentType) => pendingKey === `${planType}:${paymentType}`,
  };
}
