import { NotFoundContent } from '@/features/marketing';

export function NotFoundPage() {
  return <NotFoundContent />;
}
