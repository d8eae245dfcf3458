import { DashboardView } from '@/features/dashboard';

export function DashboardPage() {
  return <DashboardView />;
}
