import { TermsOfServiceContent } from '@/features/marketing';

export function TermsOfServicePage() {
  return <TermsOfServiceContent />;
}
