import { LandingPageContent } from '@/features/marketing/landing/landing-page-content';

export function LandingPage() {
  return <LandingPageContent />;
}
