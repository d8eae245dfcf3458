import { AdminDashboard } from '@/features/admin';

export function AdminPage() {
  return <AdminDashboard />;
}
