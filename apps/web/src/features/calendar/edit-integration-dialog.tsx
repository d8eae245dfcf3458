import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  CALENDAR_PROVIDER_LABELS,
  UpdateCalendarIntegrationSchema,
  type Availability,
  type CalendarIntegration,
  type LeadStatusOnBooking,
  type UpdateCalendarIntegration,
} from '@leadchat/contract';
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
import { calendarQueryKeys, updateCalendarIntegration } from './calendar-api';
import {
  LEAD_STATUS_OPTIONS,
  availabilityErrors,
  failureDescription,
  fieldErrors,
  isLinkProvider,
  isSlotProvider,
} from './integration-form';

/** Changes an integration's settings: its hours, the Google calendar and key, or the booking link. */
export function EditIntegrationDialog({
  integration,
  onClose,
}: {
  integration: CalendarIntegration;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { provider } = integration;
  const [availability, setAvailability] = useState<Availability>(integration.availability);
  const [leadStatus, setLeadStatus] = useState<LeadStatusOnBooking>(integration.leadStatusOnBooking);
  const [calendarId, setCalendarId] = useState(integration.calendarId ?? '');
  const [apiKey, setApiKey] = useState('');
  const [bookingUrl, setBookingUrl] = useState(integration.bookingUrl ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: (input: UpdateCalendarIntegration) => updateCalendarIntegration(integration.id, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarQueryKeys.integrations(integration.websiteId) });
      toast.success('Integration updated');
      onClose();
    },
    onError: (error) =>
      toast.error('Error', { description: failureDescription(error, 'Failed to update integration') }),
  });

  function submit() {
    const input: UpdateCalendarIntegration = {
      ...(isSlotProvider(provider) ? { availability, leadStatusOnBooking: leadStatus } : {}),
      ...(provider === 'google' ? { calendarId: calendarId.trim() } : {}),
      ...(provider === 'google' && apiKey.trim() ? { apiKey: apiKey.trim() } : {}),
      ...(isLinkProvider(provider) ? { bookingUrl: bookingUrl.trim() } : {}),
    };
    const parsed = UpdateCalendarIntegrationSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(input);
  }

  return (
    <Dialog open onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit {CALENDAR_PROVIDER_LABELS[provider]}</DialogTitle>
          <DialogDescription>Changes apply to the next times offered to visitors.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label={`Edit ${CALENDAR_PROVIDER_LABELS[provider]}`}
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {provider === 'google' ? (
            <>
              <FormField id="edit-google-id" label="Calendar ID" error={errors.calendarId}>
                {(field) => (
                  <Input
                    {...field}
                    value={calendarId}
                    onChange={(event) => setCalendarId(event.target.value)}
                  />
                )}
              </FormField>
              <FormField
                id="edit-google-api-key"
                label="API key"
                error={errors.apiKey}
                hint={
                  integration.hasApiKey
                    ? `Stored key ${integration.apiKeyHint ?? ''}. Leave empty to keep it.`
                    : 'Optional: reads a public calendar’s busy times.'
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
          {isLinkProvider(provider) ? (
            <FormField id="edit-booking-url" label="Booking URL" error={errors.bookingUrl}>
              {(field) => (
                <Input
                  {...field}
                  type="url"
                  value={bookingUrl}
                  onChange={(event) => setBookingUrl(event.target.value)}
                />
              )}
            </FormField>
          ) : null}
          {isSlotProvider(provider) ? (
            <>
              <AvailabilityFields
                value={availability}
                onChange={setAvailability}
                errors={availabilityErrors(errors)}
              />
              <FormField id="edit-lead-status" label="Lead status after a booking">
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
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" isLoading={save.isPending}>
              Save changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
