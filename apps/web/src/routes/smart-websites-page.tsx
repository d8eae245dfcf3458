import { SmartWebsitesContent } from '@/features/marketing/pages/smart-websites-content';

export function SmartWebsitesPage() {
  return <SmartWebsitesContent />;
}
