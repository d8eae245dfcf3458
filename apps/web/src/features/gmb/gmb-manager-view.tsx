import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { GMB_MESSAGES, type GmbAccount, type GmbStatus } from '@leadchat/contract';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { WebsiteSelect } from '@/components/website-select';
import { useWebsites } from '@/features/websites';
import { getErrorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { disconnectGmb, fetchGmbStatus, gmbStatusQueryKey, syncGmbReviews } from './gmb-api';
import { GmbAutomationsTab } from './gmb-automations-tab';
import { GmbConnectCard, useConnectGmb } from './gmb-connect-card';
import { GmbOverviewTab } from './gmb-overview-tab';
import { GmbReviewsTab } from './gmb-reviews-tab';

const TABS = ['overview', 'reviews', 'posts', 'automations'] as const;
type Tab = (typeof TABS)[number];

function AccountPanel({
  websiteId,
  status,
  account,
}: {
  websiteId: string;
  status: GmbStatus;
  account: GmbAccount;
}) {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === searchParams.get('tab')) ?? 'overview';
  const [isConfirmingDisconnect, setConfirmingDisconnect] = useState(false);
  const reconnect = useConnectGmb(websiteId);
  const sync = useMutation({
    mutationFn: () => syncGmbReviews(account.id),
    onSuccess: ({ syncedCount }) => {
      toast.success(`Synced ${syncedCount} new reviews`);
      void queryClient.invalidateQueries({ queryKey: ['gmb', websiteId] });
    },
    onError: () => {
      // The account shows why (needs reconnecting, or the last sync's error) once its status is read again.
      toast.error('Error', { description: GMB_MESSAGES.syncFailed });
      void queryClient.invalidateQueries({ queryKey: gmbStatusQueryKey(websiteId) });
    },
  });
  const disconnect = useMutation({
    mutationFn: () => disconnectGmb(account.id),
    onSuccess: () => {
      toast.success('Google My Business disconnected');
      setConfirmingDisconnect(false);
      void queryClient.invalidateQueries({ queryKey: ['gmb', websiteId] });
    },
    onError: (error) => toast.error('Error', { description: getErrorMessage(error) }),
  });
  const needsReconnect = account.status === 'needs_reconnect';

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
          <div className="space-y-1">
            <CardTitle className="flex flex-wrap items-center gap-2">
              {account.email ?? 'Google account'}
              <Badge variant={needsReconnect ? 'red' : 'green'}>
                {needsReconnect ? 'Needs reconnecting' : 'Connected'}
              </Badge>
            </CardTitle>
            <p className="text-sm text-muted-foreground">
              {account.locations.filter((l) => l.selected).length} of {account.locations.length} locations
              synced ·{' '}
              {account.lastSyncedAt
                ? `last synced ${formatDateTime(account.lastSyncedAt)}`
                : 'first sync in progress'}{' '}
              · new reviews are fetched every {status.syncIntervalMinutes} minutes
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => sync.mutate()} isLoading={sync.isPending} disabled={needsReconnect}>
              <RefreshCw aria-hidden="true" />
              Sync Reviews
            </Button>
            <Button variant="outline" onClick={() => reconnect.mutate()} isLoading={reconnect.isPending}>
              Reconnect
            </Button>
            <Button variant="ghost" onClick={() => setConfirmingDisconnect(true)}>
              Disconnect
            </Button>
          </div>
        </CardHeader>
        {needsReconnect || account.lastSyncError ? (
          <CardContent>
            {needsReconnect ? (
              <Alert variant="destructive">
                <AlertTitle>This connection needs reconnecting</AlertTitle>
                <AlertDescription>
                  {account.statusDetail ?? 'Google no longer accepts it.'} Nothing is synced or posted until
                  you press Reconnect.
                </AlertDescription>
              </Alert>
            ) : (
              <Alert variant="warning">
                <AlertTitle>The last sync failed</AlertTitle>
                <AlertDescription>
                  {account.lastSyncError} It is tried again at the next interval.
                </AlertDescription>
              </Alert>
            )}
          </CardContent>
        ) : null}
      </Card>

      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="reviews">Reviews</TabsTrigger>
          <TabsTrigger value="posts">Posts</TabsTrigger>
          <TabsTrigger value="automations">Automations</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="mt-6">
          <GmbOverviewTab websiteId={websiteId} account={account} />
        </TabsContent>
        <TabsContent value="reviews" className="mt-6">
          <GmbReviewsTab websiteId={websiteId} account={account} />
        </TabsContent>
        <TabsContent value="posts" className="mt-6">
          <Card>
            <CardHeader>
              <CardTitle>Coming Soon</CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">
              Scheduling posts on your Business Profile isn&apos;t available in LeadChat yet.
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="automations" className="mt-6">
          <GmbAutomationsTab websiteId={websiteId} account={account} hasAiDrafts={status.hasAiDrafts} />
        </TabsContent>
      </Tabs>

      <AlertDialog
        open={isConfirmingDisconnect}
        onOpenChange={(open) => (disconnect.isPending ? undefined : setConfirmingDisconnect(open))}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Disconnect Google My Business?</AlertDialogTitle>
            <AlertDialogDescription>
              LeadChat forgets this connection, its synced reviews and automations, and asks Google to revoke
              its access. Replies already on Google stay there.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={disconnect.isPending}>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              onClick={() => disconnect.mutate()}
              isLoading={disconnect.isPending}
            >
              Disconnect
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

/** /gmb-manager: a website selector, the connect screen without an account, else the account and its tabs. */
export function GmbManagerView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const websites = useWebsites();
  const websiteId = searchParams.get('website') ?? websites.data?.[0]?.id ?? null;
  const status = useQuery({
    queryKey: gmbStatusQueryKey(websiteId ?? ''),
    queryFn: ({ signal }) => fetchGmbStatus(websiteId!, signal),
    enabled: websiteId !== null,
  });

  return (
    <PageContainer className="max-w-5xl">
      <PageHeader
        title="Google My Business"
        description="Your Google reviews, replies drafted for you, and automatic answers to good reviews."
        actions={
          websites.data && websites.data.length > 0 ? (
            <WebsiteSelect
              websites={websites.data}
              value={websiteId}
              onChange={(value) => setSearchParams({ website: value })}
              placeholder="Select a website"
            />
          ) : null
        }
      />
      {websites.isPending || (websiteId && status.isPending) ? (
        <div className="grid gap-4" aria-busy="true" aria-label="Loading Google My Business">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : !websiteId ? (
        <Card>
          <CardContent className="space-y-3 pt-6">
            <p className="font-medium">{GMB_MESSAGES.selectWebsite}</p>
            <p className="text-sm text-muted-foreground">
              A Google Business Profile is connected to one of your websites. Add a website first.
            </p>
            <Button asChild variant="outline">
              <Link to="/websites">Go to Websites</Link>
            </Button>
          </CardContent>
        </Card>
      ) : status.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Error</AlertTitle>
          <AlertDescription>{getErrorMessage(status.error)}</AlertDescription>
        </Alert>
      ) : status.data?.account ? (
        <AccountPanel websiteId={websiteId} status={status.data} account={status.data.account} />
      ) : status.data ? (
        <GmbConnectCard websiteId={websiteId} status={status.data} />
      ) : null}
    </PageContainer>
  );
}
