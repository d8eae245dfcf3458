import { BlogIndexContent } from '@/features/marketing/blog/blog-pages';

export function BlogPage() {
  return <BlogIndexContent />;
}
