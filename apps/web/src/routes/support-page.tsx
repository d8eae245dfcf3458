import { SupportContent } from '@/features/marketing/support/support-content';

export function SupportPage() {
  return <SupportContent />;
}
