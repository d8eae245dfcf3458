import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  CreateCalendarIntegrationSchema,
  defaultAvailability,
  type Availability,
  type CalendarProvider,
  type CreateCalendarIntegration,
  type LeadStatusOnBooking,
} from '@leadchat/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { AvailabilityFields } from './availability-fields';
import { calendarQueryKeys, createCalendarIntegration, startCalendarOauth } from './calendar-api';
import {
  LEAD_STATUS_OPTIONS,
  PROVIDER_OPTIONS,
  availabilityErrors,
  failureDescription,
  fieldErrors,
  isLinkProvider,
  isSlotProvider,
} from './integration-form';

export const SELECT_WEBSITE_FIRST = 'Please select a website first';

type Submission = { input: CreateCalendarIntegration; connect: boolean };

/**
 * Add Integration (docs/product/validation.md): a website and a provider are required; Google asks for a calendar ID
 * and an API key (hidden) or a sign-in with Google; Calendly and custom ask for a booking URL; the built-in,
 * Google and Outlook calendars take the hours visitors may book (09:00–17:00 on weekdays, UTC, by default).
 */
export function AddIntegrationDialog({
  open,
  onOpenChange,
  websites,
  defaultWebsiteId,
  oauth,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  websites: { id: string; name: string }[];
  defaultWebsiteId: string | null;
  oauth: { google: boolean; outlook: boolean };
  onCreated: (websiteId: string) => void;
}) {
  const queryClient = useQueryClient();
  const [websiteId, setWebsiteId] = useState(defaultWebsiteId ?? '');
  const [provider, setProvider] = useState<CalendarProvider | ''>('');
  const [calendarId, setCalendarId] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [bookingUrl, setBookingUrl] = useState('');
  const [availability, setAvailability] = useState<Availability>(() => defaultAvailability());
  const [leadStatus, setLeadStatus] = useState<LeadStatusOnBooking>('qualified');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function reset() {
    setWebsiteId(defaultWebsiteId ?? '');
    setProvider('');
    setCalendarId('');
    setApiKey('');
    setBookingUrl('');
    setAvailability(defaultAvailability());
    setLeadStatus('qualified');
    setErrors({});
  }

  function handleOpenChange(next: boolean) {
    if (next) reset();
    onOpenChange(next);
  }

  const create = useMutation({
    mutationFn: async ({ input, connect }: Submission) => {
      const integration = await createCalendarIntegration(input);
      const authUrl = connect ? (await startCalendarOauth(integration.id)).authUrl : null;
      return { integration, authUrl };
    },
    onSuccess: ({ integration, authUrl }) => {
      void queryClient.invalidateQueries({ queryKey: calendarQueryKeys.integrations(integration.websiteId) });
      toast.success('Calendar integration created successfully');
      onCreated(integration.websiteId);
      onOpenChange(false);
      // The provider's consent page; it sends the browser back to /calendar-integrations.
      if (authUrl) window.location.assign(authUrl);
    },
    onError: (error) =>
      toast.error('Error', { description: failureDescription(error, 'Failed to create integration') }),
  });

  function submit(connect: boolean) {
    const next: Record<string, string> = {};
    if (!websiteId) next.websiteId = SELECT_WEBSITE_FIRST;
    if (!provider) next.provider = 'Please choose a provider';
    if (provider === 'google' && !connect && !apiKey.trim()) {
      next.apiKey = oauth.google ? 'Enter an API key, or connect with Google instead' : 'Enter an API key';
    }
    if (!provider || Object.keys(next).length) {
      setErrors(next);
      if (next.websiteId) toast.error('Error', { description: SELECT_WEBSITE_FIRST });
      return;
    }
    const input: CreateCalendarIntegration = {
      websiteId,
      provider,
      ...(provider === 'google'
        ? { calendarId: calendarId.trim(), ...(apiKey.trim() ? { apiKey: apiKey.trim() } : {}) }
        : {}),
      ...(isLinkProvider(provider) ? { bookingUrl: bookingUrl.trim() } : {}),
      ...(isSlotProvider(provider) ? { availability, leadStatusOnBooking: leadStatus } : {}),
    };
    const parsed = CreateCalendarIntegrationSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    create.mutate({ input, connect });
  }

  const canConnect = provider === 'google' ? oauth.google : provider === 'outlook' ? oauth.outlook : false;
  const outlookUnavailable = provider === 'outlook' && !oauth.outlook;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add Integration</DialogTitle>
          <DialogDescription>
            Choose where visitors&apos; bookings go. Keys and sign-ins are stored encrypted and never shown
            again.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Add Integration"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit(false);
          }}
        >
          <FormField id="calendar-website" label="Website" error={errors.websiteId}>
            {(field) => (
              <Select value={websiteId} onValueChange={setWebsiteId}>
                <SelectTrigger {...field}>
                  <SelectValue placeholder="Select a website" />
                </SelectTrigger>
                <SelectContent>
                  {websites.map((website) => (
                    <SelectItem key={website.id} value={website.id}>
                      {website.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField id="calendar-provider" label="Provider" error={errors.provider}>
            {(field) => (
              <Select value={provider} onValueChange={(value) => setProvider(value as CalendarProvider)}>
                <SelectTrigger {...field}>
                  <SelectValue placeholder="Select a provider" />
                </SelectTrigger>
                <SelectContent>
                  {PROVIDER_OPTIONS.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>

          {provider === 'google' ? (
            <>
              <FormField
                id="calendar-google-id"
                label="Calendar ID"
                error={errors.calendarId}
                hint="primary, or the calendar's address from Google Calendar › Settings › Integrate calendar."
              >
                {(field) => (
                  <Input
                    {...field}
                    value={calendarId}
                    autoComplete="off"
                    placeholder="primary"
                    onChange={(event) => setCalendarId(event.target.value)}
                  />
                )}
              </FormField>
              <FormField
                id="calendar-google-api-key"
                label="API key"
                error={errors.apiKey}
                hint={
                  oauth.google
                    ? 'Optional when you connect with Google. A key alone reads a public calendar’s busy times.'
                    : 'Reads a public calendar’s busy times (Google sign-in is not configured on this server).'
                }
              >
                {(field) => (
                  <PasswordInput
                    {...field}
                    value={apiKey}
                    autoComplete="off"
                    onChange={(event) => setApiKey(event.target.value)}
                  />
                )}
              </FormField>
            </>
          ) : null}

          {provider === 'outlook' ? (
            <Alert variant={outlookUnavailable ? 'destructive' : 'default'}>
              <CircleAlert aria-hidden="true" />
              <AlertDescription>
                {outlookUnavailable ? (
                  <p>
                    Microsoft sign-in is not configured on this server: set <code>MICROSOFT_CLIENT_ID</code>{' '}
                    and <code>MICROSOFT_CLIENT_SECRET</code> and restart it.
                  </p>
                ) : (
                  <p>You sign in with Microsoft next; LeadChat then reads busy times and writes bookings.</p>
                )}
              </AlertDescription>
            </Alert>
          ) : null}

          {provider && isLinkProvider(provider) ? (
            <FormField
              id="calendar-booking-url"
              label="Booking URL"
              error={errors.bookingUrl}
              hint="The assistant hands this link to visitors who want to book."
            >
              {(field) => (
                <Input
                  {...field}
                  type="url"
                  inputMode="url"
                  value={bookingUrl}
                  placeholder={provider === 'calendly' ? 'https://calendly.com/you/30min' : 'https://'}
                  onChange={(event) => setBookingUrl(event.target.value)}
                />
              )}
            </FormField>
          ) : null}

          {provider && isSlotProvider(provider) ? (
            <>
              <AvailabilityFields
                value={availability}
                onChange={setAvailability}
                errors={availabilityErrors(errors)}
              />
              <FormField
                id="calendar-lead-status"
                label="Lead status after a booking"
                hint="Applied to new and contacted leads when they book."
              >
                {(field) => (
                  <Select
                    value={leadStatus}
                    onValueChange={(value) => setLeadStatus(value as LeadStatusOnBooking)}
                  >
                    <SelectTrigger {...field}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {LEAD_STATUS_OPTIONS.map((option) => (
                        <SelectItem key={option.value} value={option.value}>
                          {option.label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </FormField>
            </>
          ) : null}

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            {canConnect ? (
              <Button
                type="button"
                variant={provider === 'google' ? 'outline' : 'default'}
                isLoading={create.isPending && create.variables?.connect === true}
                disabled={create.isPending}
                onClick={() => submit(true)}
              >
                {provider === 'google' ? 'Connect with Google' : 'Connect with Microsoft'}
              </Button>
            ) : null}
            {provider !== 'outlook' ? (
              <Button
                type="submit"
                isLoading={create.isPending && create.variables?.connect === false}
                disabled={create.isPending}
              >
                Add Integration
              </Button>
            ) : null}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
