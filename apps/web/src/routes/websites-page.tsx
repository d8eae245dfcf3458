import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function WebsitesPage() {
  return <PlaceholderPage title="Websites" />;
}
