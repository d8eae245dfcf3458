import { InstallationGuideContent } from '@/features/marketing/installation/installation-guide-content';

export function InstallationGuidePage() {
  return <InstallationGuideContent />;
}
