import { NotFoundContent } from '@/features/marketing/pages/not-found-content';

export function NotFoundPage() {
  return <NotFoundContent />;
}
