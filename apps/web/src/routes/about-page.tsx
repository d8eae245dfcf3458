import { AboutContent } from '@/features/marketing';

export function AboutPage() {
  return <AboutContent />;
}
