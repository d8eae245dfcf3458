import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function GmbCallbackPage() {
  return <PlaceholderPage title="Connecting Google My Business" />;
}
