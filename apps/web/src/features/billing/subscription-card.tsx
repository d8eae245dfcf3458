import type { ReactNode } from 'react';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@leadchat/contract';
import { CreditCard, ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLongDate } from '@/lib/format';
import { planName, statusLabel } from './plan-format';
import { useSubscription } from './use-subscription';
import { useOpenPortal } from './use-billing-mutations';

export const PORTAL_FAILED_MESSAGE = 'Failed to open customer portal';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/** /profile's subscription card: current plan, next billing date, Manage Subscription and View Plans. */
export function SubscriptionCard() {
  const subscription = useSubscription();
  const portal = useOpenPortal();
  const isOpeningPortal = portal.isPending;
  const info = subscription.data;

  function handleManage() {
    portal.mutate(undefined, {
      onError: () => toast.error('Error', { description: PORTAL_FAILED_MESSAGE }),
    });
  }

  const nextBilling = info?.subscribed
    ? info.payment_type === 'payment'
      ? 'One-time purchase (no recurring billing)'
      : (formatLongDate(info.subscription_end) ?? '—')
    : '—';

  return (
    <Card aria-busy={subscription.isPending || undefined}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard className="size-5 text-primary" aria-hidden="true" />
          Subscription
        </CardTitle>
        <CardDescription>Your plan and billing.</CardDescription>
      </CardHeader>
      <CardContent>
        {subscription.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : (
          <dl className="grid gap-3">
            <Row label="Current plan">
              <span className="flex items-center gap-2">
                {info?.subscribed ? planName(info.subscription_tier) : 'No active plan'}
                {info?.status ? (
                  <Badge variant={info.subscribed ? 'green' : 'grey'}>{statusLabel(info.status)}</Badge>
                ) : null}
              </span>
            </Row>
            {info?.trial_end ? <Row label="Free trial ends">{formatLongDate(info.trial_end)}</Row> : null}
            <Row label="Next billing date">{nextBilling}</Row>
          </dl>
        )}
        {info?.mode === 'test' ? (
          <p className="mt-3 text-xs text-muted-foreground">Payments run in test mode: nothing is charged.</p>
        ) : info?.mode === 'disabled' ? (
          <p className="mt-3 text-xs text-muted-foreground">{PAYMENTS_NOT_CONFIGURED_MESSAGE}</p>
        ) : null}
        {subscription.isError ? (
          <p className="mt-3 text-xs text-muted-foreground">Your plan could not be checked just now.</p>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {info?.has_billing_account ? (
          <Button onClick={handleManage} isLoading={isOpeningPortal}>
            {isOpeningPortal ? null : <ExternalLink aria-hidden="true" />}
            Manage Subscription
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <a href="/pricing" target="_blank" rel="noopener noreferrer">
            View Plans
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      </CardFooter>
    </Card>
  );
}
