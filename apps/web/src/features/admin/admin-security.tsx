import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  AdminSecuritySettingsSchema,
  TWO_FACTOR_REQUIRED_CODE,
  type AdminSecuritySettings,
} from '@leadchat/contract';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { ApiRequestError, apiFetch } from '@/lib/api';

const securityQueryKey = ['admin', 'security'] as const;

function fetchSecurity(signal?: AbortSignal): Promise<AdminSecuritySettings> {
  return apiFetch('/api/admin/security', { schema: AdminSecuritySettingsSchema, signal });
}

function saveSecurity(settings: AdminSecuritySettings): Promise<AdminSecuritySettings> {
  return apiFetch('/api/admin/security', {
    method: 'PUT',
    body: settings,
    schema: AdminSecuritySettingsSchema,
  });
}

/**
 * Renders the admin pages only when this administrator may see them: while the installation requires two-factor
 * sign-in of administrators and this one has none, it asks them to turn it on first.
 */
export function AdminTwoFactorGate({ children }: { children: ReactNode }) {
  const security = useQuery({ queryKey: securityQueryKey, queryFn: ({ signal }) => fetchSecurity(signal) });
  if (security.error instanceof ApiRequestError && security.error.code === TWO_FACTOR_REQUIRED_CODE) {
    return (
      <PageContainer className="max-w-3xl">
        <PageHeader title="Admin Dashboard" />
        <Alert variant="info">
          <ShieldAlert aria-hidden="true" />
          <AlertTitle>Turn on two-factor sign-in first</AlertTitle>
          <AlertDescription>
            <p>This installation requires administrators to sign in with a second factor.</p>
            <Button asChild className="mt-3">
              <Link to="/profile">Go to your profile</Link>
            </Button>
          </AlertDescription>
        </Alert>
      </PageContainer>
    );
  }
  if (security.isPending) {
    return (
      <PageContainer>
        <Skeleton className="h-40 w-full" aria-label="Loading admin dashboard" />
      </PageContainer>
    );
  }
  return children;
}

/** The one installation-wide sign-in rule an administrator sets here. */
export function SecuritySettingsCard() {
  const queryClient = useQueryClient();
  const security = useQuery({ queryKey: securityQueryKey, queryFn: ({ signal }) => fetchSecurity(signal) });
  const save = useMutation({
    mutationFn: saveSecurity,
    onSuccess: (updated) => {
      queryClient.setQueryData(securityQueryKey, updated);
      toast.success(
        updated.requireAdminTwoFactor
          ? 'Administrators must now use two-factor sign-in'
          : 'Two-factor sign-in is no longer required of administrators',
      );
    },
    onError: (error) =>
      toast.error('Error', {
        description: error instanceof Error ? error.message : 'Failed to update the setting',
      }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Sign-In Security
        </CardTitle>
        <CardDescription>
          The user list shows who has two-factor sign-in on. You can require it of every administrator: those
          without it are asked to turn it on before the admin pages open.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {security.data ? (
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor="require-admin-two-factor">Require two-factor sign-in for administrators</Label>
            <Switch
              id="require-admin-two-factor"
              checked={
                save.isPending ? save.variables.requireAdminTwoFactor : security.data.requireAdminTwoFactor
              }
              disabled={save.isPending}
              onCheckedChange={(checked) => save.mutate({ requireAdminTwoFactor: checked })}
            />
          </div>
        ) : (
          <Skeleton className="h-6 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
