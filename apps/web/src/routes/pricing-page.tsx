import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function PricingPage() {
  return <PlaceholderPage title="Pricing" />;
}
