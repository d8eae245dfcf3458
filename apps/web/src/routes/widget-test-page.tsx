import { WidgetTestContent } from '@/features/marketing';

export function WidgetTestPage() {
  return <WidgetTestContent />;
}
