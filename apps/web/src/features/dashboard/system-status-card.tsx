import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, CircleSlash, XCircle } from 'lucide-react';
import type { HealthState } from '@leadchat/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorToast } from '@/lib/use-error-toast';
import { fetchSystemStatus } from './dashboard-api';
import { queryKeys } from '@/lib/query-keys';

const STATE: Record<
  HealthState,
  { label: string; variant: NonNullable<BadgeProps['variant']>; icon: typeof CheckCircle2; tone: string }
> = {
  healthy: { label: 'Healthy', variant: 'green', icon: CheckCircle2, tone: 'text-green-700' },
  warning: { label: 'Warning', variant: 'yellow', icon: AlertTriangle, tone: 'text-amber-700' },
  error: { label: 'Error', variant: 'red', icon: XCircle, tone: 'text-red-700' },
  disabled: { label: 'Disabled', variant: 'grey', icon: CircleSlash, tone: 'text-slate-500' },
};

/** docs/product/behaviour.md system health: database and AI chat checked live, the integrations by their rules. */
export function SystemStatusCard() {
  const status = useQuery({
    queryKey: queryKeys.dashboard.systemStatus(),
    queryFn: ({ signal }) => fetchSystemStatus(signal),
    staleTime: 60_000,
  });
  useErrorToast(status.isError, 'Failed to check system health.');

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>System Status</CardTitle>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void status.refetch()}
          isLoading={status.isFetching}
        >
          Check again
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isError ? (
          <Alert variant="destructive">
            <AlertDescription>Failed to check system health.</AlertDescription>
          </Alert>
        ) : !status.data ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Checking system health">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : (
          <>
            <ul className="grid gap-2">
              {status.data.services.map((service) => {
                const state = STATE[service.status];
                const Icon = state.icon;
                return (
                  <li
                    key={service.key}
                    className="flex items-start justify-between gap-3 rounded-lg border px-3 py-2"
                  >
                    <div className="flex min-w-0 items-start gap-2">
                      <Icon className={`mt-0.5 size-4 shrink-0 ${state.tone}`} aria-hidden="true" />
                      <div className="min-w-0">
                        <p className="text-sm font-medium">{service.name}</p>
                        <p className="text-xs text-muted-foreground">{service.message}</p>
                      </div>
                    </div>
                    <Badge variant={state.variant}>{state.label}</Badge>
                  </li>
                );
              })}
            </ul>
            {status.data.warnings.length > 0 ? (
              <Alert className="border-amber-300 bg-amber-50 text-amber-900">
                <AlertTriangle aria-hidden="true" />
                <AlertDescription>
                  <ul className="list-disc pl-4">
                    {status.data.warnings.map((warning) => (
                      <li key={warning}>{warning}</li>
                    ))}
                  </ul>
                </AlertDescription>
              </Alert>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
