import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '@/features/auth/use-auth';
import { apiFetch } from '@/lib/api';
import type { PaymentType, PlanType } from '../content/offers';

/**
 * Pricing buttons: a signed-out visitor goes to /auth; a signed-in one goes to checkout.
 * TODO(lead): replace the body with `useCheckout()` from `@/features/billing/use-checkout` once the billing
 * helper ships it (it did not exist when this page was written); keep the signed-out → /auth rule.
 */
export function usePlanCheckout() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  async function startCheckout(planType: PlanType, paymentType: PaymentType): Promise<void> {
    if (!user) {
      navigate('/auth');
      return;
    }
    setPendingKey(`${planType}:${paymentType}`);
    try {
      const { url } = await apiFetch<{ url: string }>('/api/billing/checkout', {
        method: 'POST',
        body: { planType, paymentType },
      });
      window.location.assign(url);
    } catch {
      toast.error('Error', { description: 'Failed to create checkout session. Please try again.' });
    } finally {
      setPendingKey(null);
    }
  }

  return {
    startCheckout,
    isPending: (planType: PlanType, paymentType: PaymentType) => pendingKey === `${planType}:${paymentType}`,
  };
}
