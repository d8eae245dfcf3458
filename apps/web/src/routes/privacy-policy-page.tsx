import { PrivacyPolicyContent } from '@/features/marketing/legal/privacy-policy-content';

export function PrivacyPolicyPage() {
  return <PrivacyPolicyContent />;
}
