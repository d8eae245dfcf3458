import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function GmbManagerPage() {
  return <PlaceholderPage title="Google My Business" />;
}
