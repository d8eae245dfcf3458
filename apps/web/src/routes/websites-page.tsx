import { WebsitesView } from '@/features/websites/websites-view';

export function WebsitesPage() {
  return <WebsitesView />;
}
