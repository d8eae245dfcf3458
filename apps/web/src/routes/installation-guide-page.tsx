import { InstallationGuideContent } from '@/features/marketing';

export function InstallationGuidePage() {
  return <InstallationGuideContent />;
}
