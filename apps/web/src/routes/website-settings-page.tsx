import { WebsiteSettingsView } from '@/features/websites';

export function WebsiteSettingsPage() {
  return <WebsiteSettingsView />;
}
