import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function SmartWebsitesPage() {
  return <PlaceholderPage title="Smart Websites" />;
}
