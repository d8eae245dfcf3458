import { SupportContent } from '@/features/marketing';

export function SupportPage() {
  return <SupportContent />;
}
