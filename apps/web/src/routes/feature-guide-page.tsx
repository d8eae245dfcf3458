import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function FeatureGuidePage() {
  return <PlaceholderPage title="Setup Guide" />;
}
