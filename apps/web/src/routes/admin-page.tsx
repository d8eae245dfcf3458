import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function AdminPage() {
  return <PlaceholderPage title="Admin Dashboard" />;
}
