import { WebsitesView } from '@/features/websites';

export function WebsitesPage() {
  return <WebsitesView />;
}
