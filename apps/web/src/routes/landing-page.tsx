import { LandingPageContent } from '@/features/marketing';

export function LandingPage() {
  return <LandingPageContent />;
}
