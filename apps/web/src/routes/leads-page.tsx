import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function LeadsPage() {
  return <PlaceholderPage title="Lead Management" />;
}
