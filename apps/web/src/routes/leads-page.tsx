import { LeadsView } from '@/features/leads';

export function LeadsPage() {
  return <LeadsView />;
}
