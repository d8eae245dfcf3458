import { BlogPostContent } from '@/features/marketing/blog/blog-pages';

export function BlogPostPage() {
  return <BlogPostContent />;
}
