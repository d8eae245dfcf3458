import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CircleAlert, Link2, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { CALENDAR_PROVIDER_LABELS, type CalendarIntegration } from '@leadchat/contract';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { describeWeeklyHours } from './availability-fields';
import { calendarQueryKeys, startCalendarOauth, updateCalendarIntegration } from './calendar-api';
import { failureDescription, isLinkProvider, isSlotProvider } from './integration-form';

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** How the integration reaches its provider, in the owner's words. */
function connectionText(integration: CalendarIntegration): string | null {
  if (integration.provider === 'google') {
    if (integration.isConnected)
      return `Connected as ${integration.connectedAccount ?? 'your Google account'}`;
    if (integration.hasApiKey)
      return `API key ${integration.apiKeyHint ?? ''}: reads busy times; bookings stay in LeadChat`;
    return 'Not connected: connect with Google or add an API key';
  }
  if (integration.provider === 'outlook') {
    return integration.isConnected
      ? `Connected as ${integration.connectedAccount ?? 'your Microsoft account'}`
      : 'Not connected: connect with Microsoft';
  }
  return null;
}

/** One integration: what it is, its state, its active switch and its actions. */
export function IntegrationCard({
  integration,
  onEdit,
  onDelete,
}: {
  integration: CalendarIntegration;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const queryClient = useQueryClient();
  const switchId = useId();
  const label = CALENDAR_PROVIDER_LABELS[integration.provider];
  const toggle = useMutation({
    mutationFn: (isActive: boolean) => updateCalendarIntegration(integration.id, { isActive }),
    onSuccess: (updated) => {
      void queryClient.invalidateQueries({ queryKey: calendarQueryKeys.integrations(integration.websiteId) });
      toast.success(updated.isActive ? 'Integration enabled' : 'Integration disabled');
    },
    onError: (error) =>
      toast.error('Error', { description: failureDescription(error, 'Failed to update integration') }),
  });
  const connect = useMutation({
    mutationFn: () => startCalendarOauth(integration.id),
    onSuccess: ({ authUrl }) => window.location.assign(authUrl),
    onError: (error) =>
      toast.error('Error', { description: failureDescription(error, 'Failed to update integration') }),
  });
  const connection = connectionText(integration);
  const { availability } = integration;
  const isChecked = toggle.isPending ? Boolean(toggle.variables) : integration.isActive;

  return (
    <li className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs" aria-label={label}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold">
            {isLinkProvider(integration.provider) ? (
              <Link2 className="size-4 text-primary" aria-hidden="true" />
            ) : (
              <CalendarDays className="size-4 text-primary" aria-hidden="true" />
            )}
            {label}
            <Badge variant={integration.isActive ? 'green' : 'grey'}>
              {integration.isActive ? 'Active' : 'Inactive'}
            </Badge>
            {integration.isBookingCalendar ? <Badge variant="violet">Used for bookings</Badge> : null}
          </h3>
          <p className="text-xs text-muted-foreground">
            Added {new Date(integration.createdAt).toLocaleDateString()}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={isChecked}
            disabled={toggle.isPending}
            onCheckedChange={(checked) => toggle.mutate(checked)}
          />
          <Label htmlFor={switchId}>Active</Label>
        </div>
      </div>

      <dl className="grid gap-3 sm:grid-cols-2">
        {connection ? <Detail term="Connection">{connection}</Detail> : null}
        {integration.calendarId ? <Detail term="Calendar ID">{integration.calendarId}</Detail> : null}
        {integration.bookingUrl ? (
          <Detail term="Booking URL">
            <a
              href={integration.bookingUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="font-medium text-primary underline"
            >
              {integration.bookingUrl}
            </a>
          </Detail>
        ) : null}
        {isSlotProvider(integration.provider) ? (
          <>
            <Detail term="Hours">{describeWeeklyHours(availability)}</Detail>
            <Detail term="Time zone">{availability.timezone}</Detail>
            <Detail term="Slots">
              {availability.slotMinutes} min, {availability.bufferMinutes} min buffer, at least{' '}
              {availability.minNoticeMinutes} min notice, up to {availability.daysAhead} days ahead
            </Detail>
            {availability.blackoutDates.length ? (
              <Detail term="Closed dates">{availability.blackoutDates.join(', ')}</Detail>
            ) : null}
          </>
        ) : null}
      </dl>

      {integration.lastError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>The calendar could not be reached</AlertTitle>
          <AlertDescription>
            <p>
              {integration.lastError}
              {integration.lastCheckedAt ? ` (${new Date(integration.lastCheckedAt).toLocaleString()})` : ''}.
              Visitors are offered no times until it works again.
            </p>
          </AlertDescription>
        </Alert>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        {integration.canConnect ? (
          <Button variant="outline" size="sm" isLoading={connect.isPending} onClick={() => connect.mutate()}>
            {integration.isConnected
              ? 'Reconnect'
              : integration.provider === 'google'
                ? 'Connect with Google'
                : 'Connect with Microsoft'}
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}
