import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { CalendarIntegration } from '@leadchat/contract';
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
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { WebsiteSelect } from '@/components/website-select';
import { useWebsites } from '@/features/websites';
import { useErrorToast } from '@/lib/use-error-toast';
import { useStoredState } from '@/lib/use-stored-state';
import { AddIntegrationDialog, SELECT_WEBSITE_FIRST } from './add-integration-dialog';
import { AppointmentsCard } from './appointments-card';
import { calendarQueryKeys, deleteCalendarIntegration, fetchCalendarIntegrations } from './calendar-api';
import { EditIntegrationDialog } from './edit-integration-dialog';
import { IntegrationCard } from './integration-card';
import { failureDescription } from './integration-form';
import { SetupInstructions } from './setup-instructions';

/** docs/product/messages.md's OAuth callback messages, by the reason the server's callback names. */
const OAUTH_ERRORS: Record<string, string> = {
  provider: 'OAuth error from the provider',
  missing: 'Missing authorization code or state parameter',
  'signed-out': 'User not authenticated',
  failed: 'Failed to process OAuth callback',
};

/** Shows the outcome of a Google/Microsoft sign-in the provider sent back here, once, then clears the address. */
function useOauthOutcome() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('oauth');
  const reason = params.get('reason') ?? 'failed';
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'connected') toast.success('Calendar connected');
    else toast.error('Error', { description: OAUTH_ERRORS[reason] ?? OAUTH_ERRORS.failed });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('oauth');
        next.delete('reason');
        next.delete('integration');
        return next;
      },
      { replace: true },
    );
  }, [outcome, reason, setParams]);
}

/** /calendar-integrations: a website selector, its integrations with their switches, appointments and setup help. */
export function CalendarIntegrationsView() {
  useOauthOutcome();
  const queryClient = useQueryClient();
  const websites = useWebsites();
  const [params, setParams] = useSearchParams();
  // Remembered so the page comes back to the same website after a provider's sign-in.
  const [storedWebsite, setStoredWebsite] = useStoredState<string | null>('calendar-website', null);
  const websiteList = websites.data ?? [];
  const requested = params.get('website') ?? storedWebsite;
  const websiteId = websiteList.find((website) => website.id === requested)?.id ?? websiteList[0]?.id ?? null;
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [editing, setEditing] = useState<CalendarIntegration | null>(null);
  const [deleting, setDeleting] = useState<CalendarIntegration | null>(null);

  const integrations = useQuery({
    queryKey: calendarQueryKeys.integrations(websiteId ?? ''),
    queryFn: ({ signal }) => fetchCalendarIntegrations(websiteId!, signal),
    enabled: Boolean(websiteId),
  });
  useErrorToast(websites.isError, 'Failed to load websites');
  useErrorToast(integrations.isError, 'Failed to load calendar integrations');

  const remove = useMutation({
    mutationFn: (integration: CalendarIntegration) => deleteCalendarIntegration(integration.id),
    onSuccess: (_, integration) => {
      void queryClient.invalidateQueries({ queryKey: calendarQueryKeys.integrations(integration.websiteId) });
      toast.success('Integration deleted');
      setDeleting(null);
    },
    onError: (error) =>
      toast.error('Error', { description: failureDescription(error, 'Failed to update integration') }),
  });

  function selectWebsite(id: string) {
    setStoredWebsite(id);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('website', id);
        return next;
      },
      { replace: true },
    );
  }

  function openAdd() {
    if (!websiteId) {
      toast.error('Error', { description: SELECT_WEBSITE_FIRST });
      return;
    }
    setIsAddOpen(true);
  }

  return (
    <PageContainer>
      <PageHeader
        title="Calendar Integrations"
        description="Let visitors book appointments in the chat, in your calendar's free times."
        actions={
          <>
            <WebsiteSelect
              websites={websiteList}
              value={websiteId}
              onChange={selectWebsite}
              placeholder={websites.isPending ? 'Loading websites…' : 'Select a website'}
              disabled={websiteList.length === 0}
            />
            <Button onClick={openAdd} disabled={websites.isPending}>
              <CalendarPlus aria-hidden="true" />
              Add Integration
            </Button>
          </>
        }
      />

      <div className="grid gap-6">
        {!websites.isPending && websiteList.length === 0 ? (
          <Alert>
            <AlertTitle>{SELECT_WEBSITE_FIRST}</AlertTitle>
            <AlertDescription>
              <p>
                Calendars belong to a website.{' '}
                <Link to="/websites" className="font-medium underline">
                  Add your website
                </Link>{' '}
                first, then come back to connect a calendar.
              </p>
            </AlertDescription>
          </Alert>
        ) : null}

        {websiteId ? (
          <Card>
            <CardHeader>
              <CardTitle as="h2">Integrations</CardTitle>
              <CardDescription>
                Switch an integration off to stop offering its times; the newest active one takes bookings.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {integrations.isPending ? (
                <Skeleton className="h-32 w-full" aria-label="Loading calendar integrations" />
              ) : integrations.isError ? (
                <Alert variant="destructive">
                  <AlertTitle>Failed to load calendar integrations</AlertTitle>
                  <AlertDescription>
                    <Button variant="link" className="h-auto p-0" onClick={() => void integrations.refetch()}>
                      Try again
                    </Button>
                  </AlertDescription>
                </Alert>
              ) : integrations.data.integrations.length === 0 ? (
                <div className="grid justify-items-start gap-3">
                  <p className="text-sm text-muted-foreground">
                    No calendar integrations yet. Until you add one, the assistant takes booking requests as
                    leads and you confirm them yourself.
                  </p>
                  <Button variant="outline" onClick={openAdd}>
                    <CalendarPlus aria-hidden="true" />
                    Add Integration
                  </Button>
                </div>
              ) : (
                <ul className="grid gap-4" aria-label="Calendar integrations">
                  {integrations.data.integrations.map((integration) => (
                    <IntegrationCard
                      key={integration.id}
                      integration={integration}
                      onEdit={() => setEditing(integration)}
                      onDelete={() => setDeleting(integration)}
                    />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        ) : null}

        {websiteId ? <AppointmentsCard websiteId={websiteId} /> : null}
        <SetupInstructions />
      </div>

      <AddIntegrationDialog
        key={websiteId ?? 'none'}
        open={isAddOpen}
        onOpenChange={setIsAddOpen}
        websites={websiteList}
        defaultWebsiteId={websiteId}
        oauth={integrations.data?.oauth ?? { google: false, outlook: false }}
        onCreated={selectWebsite}
      />
      {editing ? <EditIntegrationDialog integration={editing} onClose={() => setEditing(null)} /> : null}
      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => (!open && !remove.isPending ? setDeleting(null) : undefined)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this integration?</AlertDialogTitle>
            <AlertDialogDescription>
              Visitors are no longer offered its times. Booked appointments stay in your list.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Keep it</AlertDialogCancel>
            <Button
              variant="destructive"
              isLoading={remove.isPending}
              onClick={() => (deleting ? remove.mutate(deleting) : undefined)}
            >
              Delete integration
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </PageContainer>
  );
}
