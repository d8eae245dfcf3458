import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function AnalyticsPage() {
  return <PlaceholderPage title="Analytics" />;
}
