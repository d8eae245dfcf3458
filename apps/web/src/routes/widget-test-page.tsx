import { WidgetTestContent } from '@/features/marketing/pages/widget-test-content';

export function WidgetTestPage() {
  return <WidgetTestContent />;
}
