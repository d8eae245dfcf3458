import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function PrivacyPolicyPage() {
  return <PlaceholderPage title="Privacy Policy" />;
}
