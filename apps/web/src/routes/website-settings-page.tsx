import { WebsiteSettingsView } from '@/features/websites/website-settings-view';

export function WebsiteSettingsPage() {
  return <WebsiteSettingsView />;
}
