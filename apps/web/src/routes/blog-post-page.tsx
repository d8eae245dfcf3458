import { useParams } from 'react-router';
import { BlogPostContent } from '@/features/marketing';

export function BlogPostPage() {
  const { slug } = useParams();
  return <BlogPostContent slug={slug} />;
}
