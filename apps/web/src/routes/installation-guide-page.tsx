import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function InstallationGuidePage() {
  return <PlaceholderPage title="Installation Guide" />;
}
