import { SmartWebsitesContent } from '@/features/marketing';

export function SmartWebsitesPage() {
  return <SmartWebsitesContent />;
}
