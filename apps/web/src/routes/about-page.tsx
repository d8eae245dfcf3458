import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function AboutPage() {
  return <PlaceholderPage title="About LeadChat" />;
}
