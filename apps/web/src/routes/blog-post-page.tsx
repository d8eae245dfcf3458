import { useParams } from 'react-router';
import { BlogPostContent } from '@/features/marketing/blog/blog-pages';

export function BlogPostPage() {
  const { slug } = useParams();
  return <BlogPostContent slug={slug} />;
}
