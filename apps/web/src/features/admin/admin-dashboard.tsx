import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Shield, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { fetchAdminStats } from './admin-api';
import { AdminTwoFactorGate, SecuritySettingsCard } from './admin-security';
import { OutboxCard } from './outbox-card';
import { UnconfirmedEmailsCard } from '@/features/notifications';
import { SystemSettingsCard } from './system-settings-card';
import { UserManagement } from './user-management';
import { AdminReferralsCard } from '@/features/referrals';
import { queryKeys } from '@/lib/query-keys';

function StatCard({ title, value, icon }: { title: string; value: number | undefined; icon: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-2">
        <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
        {icon}
      </CardHeader>
      <CardContent>
        {value === undefined ? (
          <Skeleton className="h-8 w-16" />
        ) : (
          <p className="text-3xl font-bold">{value}</p>
        )}
      </CardContent>
    </Card>
  );
}

/** /admin: asks for two-factor sign-in first when the installation requires it of administrators. */
export function AdminDashboard() {
  return (
    <AdminTwoFactorGate>
      <AdminDashboardContent />
    </AdminTwoFactorGate>
  );
}

/** User counts, the user table with role changes, sign-in security, System Settings and the email outbox. */
function AdminDashboardContent() {
  const queryClient = useQueryClient();
  const stats = useQuery({
    queryKey: queryKeys.admin.stats(),
    queryFn: ({ signal }) => fetchAdminStats(signal),
  });

  function handleRefresh() {
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() });
  }

  return (
    <PageContainer>
      <PageHeader title="Admin Dashboard" description="Manage users and review the system configuration." />
      <div className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard
            title="Total Users"
            value={stats.data?.totalUsers}
            icon={<Users className="size-5 text-primary" aria-hidden="true" />}
          />
          <StatCard
            title="Admin Users"
            value={stats.data?.adminUsers}
            icon={<Shield className="size-5 text-primary" aria-hidden="true" />}
          />
          <StatCard
            title="Regular Users"
            value={stats.data?.regularUsers}
            icon={<UserRound className="size-5 text-primary" aria-hidden="true" />}
          />
        </div>
        <UserManagement onRefresh={handleRefresh} />
        <SecuritySettingsCard />
        <AdminReferralsCard />
        <SystemSettingsCard />
        <UnconfirmedEmailsCard />
        <OutboxCard />
      </div>
    </PageContainer>
  );
}
