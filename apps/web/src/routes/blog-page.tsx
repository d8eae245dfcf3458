import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function BlogPage() {
  return <PlaceholderPage title="Blog" />;
}
