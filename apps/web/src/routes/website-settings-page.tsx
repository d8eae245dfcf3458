import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function WebsiteSettingsPage() {
  return <PlaceholderPage title="Assistant Settings" />;
}
