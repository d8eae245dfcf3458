import { PricingContent } from '@/features/marketing';

export function PricingPage() {
  return <PricingContent />;
}
