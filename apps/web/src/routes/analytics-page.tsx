import { AnalyticsView } from '@/features/analytics/analytics-view';

export function AnalyticsPage() {
  return <AnalyticsView />;
}
