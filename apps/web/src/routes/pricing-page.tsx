import { PricingContent } from '@/features/marketing/pages/pricing-content';

export function PricingPage() {
  return <PricingContent />;
}
