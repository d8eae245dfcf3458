import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function WidgetTestPage() {
  return <PlaceholderPage title="Widget Test" />;
}
