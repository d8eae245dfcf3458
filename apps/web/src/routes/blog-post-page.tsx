import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function BlogPostPage() {
  return <PlaceholderPage title="Blog" />;
}
