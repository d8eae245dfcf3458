import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function SupportPage() {
  return <PlaceholderPage title="Support" />;
}
