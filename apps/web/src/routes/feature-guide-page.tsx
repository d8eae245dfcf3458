import { FeatureGuideContent } from '@/features/marketing/pages/feature-guide-content';

export function FeatureGuidePage() {
  return <FeatureGuideContent />;
}
