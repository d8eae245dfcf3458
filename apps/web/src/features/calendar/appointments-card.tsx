import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CALENDAR_PROVIDER_LABELS, type Appointment } from '@leadchat/contract';
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
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { queryKeys } from '@/lib/query-keys';
import { useErrorToast } from '@/lib/use-error-toast';
import {
  calendarQueryKeys,
  cancelAppointment,
  fetchAppointments,
  type AppointmentWindow,
} from './calendar-api';
import { browserTimeZone } from './availability-fields';
import { failureDescription } from './integration-form';

const STATUS_BADGE = {
  confirmed: { variant: 'green', label: 'Confirmed' },
  pending: { variant: 'yellow', label: 'Pending' },
  cancelled: { variant: 'grey', label: 'Cancelled' },
} as const;

function formatTime(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** The owner's appointments for a website: upcoming (soonest first) or past, each cancellable while upcoming. */
export function AppointmentsCard({ websiteId }: { websiteId: string }) {
  const queryClient = useQueryClient();
  const [when, setWhen] = useState<AppointmentWindow>('upcoming');
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const list = useQuery({
    queryKey: calendarQueryKeys.appointments(websiteId, when),
    queryFn: ({ signal }) => fetchAppointments(websiteId, when, signal),
  });
  useErrorToast(list.isError, 'Failed to load appointments');
  const cancel = useMutation({
    mutationFn: (appointment: Appointment) => cancelAppointment(appointment.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarQueryKeys.appointmentsRoot });
      // The dashboard's Appointments card and the conversation's transcript note change too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all() });
      toast.success('Appointment cancelled', { description: 'The visitor was sent the cancellation.' });
      setCancelling(null);
    },
    onError: (error) =>
      toast.error('Error', { description: failureDescription(error, 'Failed to cancel the appointment') }),
  });
  const zone = browserTimeZone();

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as="h2">Appointments</CardTitle>
          <CardDescription>
            Booked by visitors in the chat. Times are shown in your time zone ({zone}).
          </CardDescription>
        </div>
        <div role="group" aria-label="Which appointments" className="flex gap-1 rounded-lg bg-muted p-1">
          {(['upcoming', 'past'] as const).map((value) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant={when === value ? 'default' : 'ghost'}
              aria-pressed={when === value}
              onClick={() => setWhen(value)}
            >
              {value === 'upcoming' ? 'Upcoming' : 'Past'}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Skeleton className="h-20 w-full" aria-label="Loading appointments" />
        ) : list.isError ? (
          <p className="text-sm text-destructive">Failed to load appointments.</p>
        ) : list.data.appointments.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {when === 'upcoming' ? 'No upcoming appointments.' : 'No past appointments.'}
          </p>
        ) : (
          <ul
            className="divide-y"
            aria-label={when === 'upcoming' ? 'Upcoming appointments' : 'Past appointments'}
          >
            {list.data.appointments.map((appointment) => {
              const badge = STATUS_BADGE[appointment.status];
              const isCancellable = when === 'upcoming' && appointment.status !== 'cancelled';
              return (
                <li key={appointment.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                  <div className="grid gap-0.5">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {formatTime(appointment.startsAt, zone)}
                      <Badge variant={badge.variant}>{badge.label}</Badge>
                    </p>
                    <p className="text-sm">
                      {appointment.visitorName ?? 'Visitor'}
                      {appointment.visitorEmail ? ` · ${appointment.visitorEmail}` : ''}
                      {appointment.visitorPhone ? ` · ${appointment.visitorPhone}` : ''}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {appointment.provider
                        ? CALENDAR_PROVIDER_LABELS[appointment.provider]
                        : 'Calendar removed'}
                      {appointment.timezone !== zone
                        ? ` · ${formatTime(appointment.startsAt, appointment.timezone)} business time`
                        : ''}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {appointment.visitorEmail ? (
                      <Button asChild variant="ghost" size="sm">
                        <Link to={`/conversations?q=${encodeURIComponent(appointment.visitorEmail)}`}>
                          Conversation
                        </Link>
                      </Button>
                    ) : null}
                    {isCancellable ? (
                      <Button variant="outline" size="sm" onClick={() => setCancelling(appointment)}>
                        <CalendarX2 aria-hidden="true" />
                        Cancel
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <AlertDialog
        open={cancelling !== null}
        onOpenChange={(open) => (!open && !cancel.isPending ? setCancelling(null) : undefined)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel this appointment?</AlertDialogTitle>
            <AlertDialogDescription>
              {cancelling
                ? `${cancelling.visitorName ?? 'The visitor'} (${formatTime(cancelling.startsAt, zone)}) is emailed the cancellation and the time becomes free again.`
                : ''}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={cancel.isPending}>Keep it</AlertDialogCancel>
            <Button
              variant="destructive"
              isLoading={cancel.isPending}
              onClick={() => (cancelling ? cancel.mutate(cancelling) : undefined)}
            >
              Cancel appointment
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
