import { AboutContent } from '@/features/marketing/pages/about-content';

export function AboutPage() {
  return <AboutContent />;
}
