import { TermsOfServiceContent } from '@/features/marketing/legal/terms-of-service-content';

export function TermsOfServicePage() {
  return <TermsOfServiceContent />;
}
