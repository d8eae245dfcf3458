import { BlogIndexContent } from '@/features/marketing';

export function BlogPage() {
  return <BlogIndexContent />;
}
