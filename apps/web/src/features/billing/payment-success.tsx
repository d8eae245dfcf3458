import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { fetchCheckoutSession } from './billing-api';
import { formatLongDate } from '@/lib/format';
import { planName } from './plan-format';
import { useSubscription } from './use-subscription';
import { queryKeys } from '@/lib/query-keys';

/** Polls for a while when the provider has not confirmed the payment yet (the webhook may lag a few seconds). */
const CONFIRMATION_POLL_MS = 2000;
const CONFIRMATION_POLL_LIMIT = 15;

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b py-3 last:border-0 sm:flex-row sm:justify-between">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** /payment-success: the plan, status Active and next billing; links to the setup guide, profile and dashboard. */
export function PaymentSuccess() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const queryClient = useQueryClient();
  const subscription = useSubscription();
  const session = useQuery({
    queryKey: queryKeys.billing.checkoutSession(sessionId),
    queryFn: ({ signal }) => fetchCheckoutSession(sessionId!, signal),
    enabled: Boolean(sessionId),
    refetchInterval: (query) =>
      query.state.data?.status === 'open' && query.state.dataUpdateCount < CONFIRMATION_POLL_LIMIT
        ? CONFIRMATION_POLL_MS
        : false,
  });
  const isComplete = session.data?.status === 'complete';

  useEffect(() => {
    if (isComplete) void queryClient.invalidateQueries({ queryKey: queryKeys.billing.subscription() });
  }, [isComplete, queryClient]);

  const summary = session.data;
  const info = subscription.data;
  const plan = summary ? summary.planName : info?.subscribed ? planName(info.subscription_tier) : null;
  const isRecurring = summary
    ? summary.paymentType === 'subscription'
    : info?.payment_type === 'subscription';
  const nextBilling = summary?.nextBillingDate ?? (summary ? null : (info?.subscription_end ?? null));
  const trialEnd = summary?.trialEnd ?? (summary ? null : (info?.trial_end ?? null));
  const isLoading = (Boolean(sessionId) && session.isPending) || (!sessionId && subscription.isPending);
  const isWaiting = summary?.status === 'open';

  return (
    <PageContainer className="max-w-2xl">
      <div className="mb-6 flex justify-center">
        <CheckCircle2 className="size-16 text-success" aria-hidden="true" />
      </div>
      <PageHeader
        title="Payment Successful!"
        description="Thank you for your purchase. Your plan is ready to use."
        className="text-center sm:justify-center [&_h1]:text-center [&_p]:text-center"
      />
      {session.isError ? (
        <Alert variant="warning" className="mb-6">
          <AlertDescription>
            We could not load this checkout’s details. Your profile shows your current plan.
          </AlertDescription>
        </Alert>
      ) : null}
      {isWaiting ? (
        <Alert variant="info" className="mb-6" role="status">
          <AlertDescription>Waiting for the payment provider to confirm your payment…</AlertDescription>
        </Alert>
      ) : null}
      <Card aria-busy={isLoading || undefined}>
        <CardContent className="pt-6">
          {isLoading ? (
            <div className="grid gap-3">
              <Skeleton className="h-6 w-full" />
              <Skeleton className="h-6 w-full" />
              <Skeleton className="h-6 w-full" />
            </div>
          ) : (
            <dl>
              <Detail label="Plan" value={plan ?? '—'} />
              <Detail label="Status" value={isWaiting ? 'Processing' : 'Active'} />
              {trialEnd ? <Detail label="Free trial ends" value={formatLongDate(trialEnd)} /> : null}
              <Detail
                label="Next billing"
                value={
                  isRecurring
                    ? (formatLongDate(nextBilling) ?? '—')
                    : 'One-time payment (no recurring billing)'
                }
              />
            </dl>
          )}
        </CardContent>
      </Card>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/feature-guide">View Setup Guide</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/profile">Go to Profile</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
