import { CalendarIntegrationsView } from '@/features/calendar';

export function CalendarIntegrationsPage() {
  return <CalendarIntegrationsView />;
}
