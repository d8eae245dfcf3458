import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function TermsOfServicePage() {
  return <PlaceholderPage title="Terms of Service" />;
}
