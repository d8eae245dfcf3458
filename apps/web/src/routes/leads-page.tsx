import { LeadsView } from '@/features/leads/leads-view';

export function LeadsPage() {
  return <LeadsView />;
}
