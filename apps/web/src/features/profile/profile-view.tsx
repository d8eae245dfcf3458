import { Download, ShieldCheck, UserRound } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { toast } from 'sonner';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLongDate } from '@/lib/format';
import { SubscriptionCard } from '@/features/billing';
import { ReferralsCard } from '@/features/referrals';
import { TwoFactorCard } from '@/features/two-factor';
import { ApiRequestError } from '@/lib/api';
import { AvatarUpload } from './avatar-upload';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { UsernameForm } from './username-form';
import { useProfile } from './use-profile';
import { useExportAccount } from './use-profile-mutations';

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-all">{children}</dd>
    </div>
  );
}

function ExportButton() {
  const exportAccount = useExportAccount();
  const isExporting = exportAccount.isPending;
  function handleExport() {
    exportAccount.mutate(undefined, {
      onSuccess: () => toast.success('Your data export has been downloaded'),
      onError: () => toast.error('Error', { description: 'Failed to export your data' }),
    });
  }
  return (
    <Button variant="outline" onClick={handleExport} isLoading={isExporting}>
      {isExporting ? null : <Download aria-hidden="true" />}
      Export My Data
    </Button>
  );
}

/** /profile: avatar, username, account info, two-factor, subscription, referrals, data export and deletion. */
export function ProfileView() {
  const profile = useProfile();
  const isNotFound = profile.error instanceof ApiRequestError && profile.error.status === 404;
  const hasFailed = profile.isError && !isNotFound;

  useEffect(() => {
    if (hasFailed) toast.error('Error', { description: 'Failed to load profile' });
  }, [hasFailed]);

  if (profile.isPending) {
    return (
      <PageContainer className="max-w-4xl">
        <PageHeader title="Profile" description="Manage your account settings and subscription." />
        <div className="grid gap-6" aria-busy="true" aria-label="Loading profile">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      </PageContainer>
    );
  }

  if (!profile.data) {
    return (
      <PageContainer className="max-w-4xl">
        <PageHeader title="Profile" />
        <Alert variant={isNotFound ? 'default' : 'destructive'}>
          <UserRound aria-hidden="true" />
          <AlertTitle>{isNotFound ? 'Profile not found' : 'Failed to load profile'}</AlertTitle>
          <AlertDescription>
            {isNotFound ? (
              'Your profile could not be found.'
            ) : (
              <Button variant="link" className="h-auto p-0" onClick={() => void profile.refetch()}>
                Try again
              </Button>
            )}
          </AlertDescription>
        </Alert>
      </PageContainer>
    );
  }

  const data = profile.data;
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title="Profile" description="Manage your account settings and subscription." />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Profile Information</CardTitle>
            <CardDescription>Your avatar and username.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <AvatarUpload profile={data} />
            <UsernameForm profile={data} />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
              Account Information
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3">
              <InfoRow label="Email">{data.email}</InfoRow>
              <InfoRow label="Role">
                <Badge variant={data.role === 'admin' ? 'violet' : 'grey'}>
                  {data.role === 'admin' ? 'Administrator' : 'User'}
                </Badge>
              </InfoRow>
              <InfoRow label="Joined">{formatLongDate(data.createdAt)}</InfoRow>
            </dl>
          </CardContent>
          <CardFooter>
            <ChangePasswordDialog />
          </CardFooter>
        </Card>

        <TwoFactorCard />

        <SubscriptionCard />

        <ReferralsCard />

        <Card>
          <CardHeader>
            <CardTitle>Your Data</CardTitle>
            <CardDescription>
              Download everything you own (websites, conversations with their messages, leads) as JSON, or
              delete your account.
            </CardDescription>
          </CardHeader>
          <CardFooter className="flex flex-wrap gap-2">
            <ExportButton />
            <DeleteAccountDialog />
          </CardFooter>
        </Card>
      </div>
    </PageContainer>
  );
}
