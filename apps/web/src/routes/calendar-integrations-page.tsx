import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function CalendarIntegrationsPage() {
  return <PlaceholderPage title="Calendar Integrations" />;
}
