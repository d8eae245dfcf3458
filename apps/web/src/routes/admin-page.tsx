import { AdminDashboard } from '@/features/admin/admin-dashboard';

export function AdminPage() {
  return <AdminDashboard />;
}
