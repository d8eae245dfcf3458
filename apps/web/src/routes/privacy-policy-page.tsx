import { PrivacyPolicyContent } from '@/features/marketing';

export function PrivacyPolicyPage() {
  return <PrivacyPolicyContent />;
}
