import { FeatureGuideContent } from '@/features/marketing';

export function FeatureGuidePage() {
  return <FeatureGuideContent />;
}
