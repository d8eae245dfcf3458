import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  FOLLOW_UP_PLACEHOLDERS,
  renderFollowUpTemplate,
  type NotificationSettingsResponse,
  type OutboundDelivery,
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
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { ApiRequestError } from '@/lib/api';
import { DeliveryStatusBadge, isSettled } from './delivery-status';
import {
  fetchDeliveries,
  fetchNotificationSettings,
  notificationSettingsQueryKey,
  saveNotificationSettings,
  sendTestAlert,
} from './notifications-api';

type FormState = {
  alertEmails: string;
  isEmailAlertOn: boolean;
  alertPhone: string;
  isSmsAlertOn: boolean;
  businessPhone: string;
  timezone: string;
  isFollowUpEmailOn: boolean;
  followUpEmailTemplate: string;
};

function toForm(settings: NotificationSettingsResponse, fallbackEmail: string | undefined): FormState {
  return {
    alertEmails: (settings.alertEmails.length
      ? settings.alertEmails
      : fallbackEmail
        ? [fallbackEmail]
        : []
    ).join(', '),
    isEmailAlertOn: settings.isEmailAlertOn,
    alertPhone: settings.alertPhone ?? '',
    isSmsAlertOn: settings.isSmsAlertOn,
    businessPhone: settings.businessPhone ?? '',
    timezone: settings.timezone,
    isFollowUpEmailOn: settings.isFollowUpEmailOn,
    followUpEmailTemplate: settings.followUpEmailTemplate,
  };
}

function splitAddresses(value: string): string[] {
  return value
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}

/** The fields a 400 names (its message reads `field: problem; field: problem`). */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  const errors: Record<string, string> = {};
  for (const part of error.message.split('; ')) {
    const match = /^([A-Za-z]+)(?:\.\d+)?: (.+)$/.exec(part);
    if (match && !errors[match[1]!]) errors[match[1]!] = match[2]!;
  }
  return errors;
}

/**
 * A website's Notifications setting (opened by /conversations?website={id}&setup=email and from the website's
 * settings): who hears about each lead by email and SMS, a test alert with its delivery status, and the
 * visitor's follow-up email (off until switched on).
 */
export function NotificationsDialog({
  websiteId,
  websiteName,
  ownerEmail,
  onClose,
}: {
  websiteId: string;
  websiteName?: string;
  ownerEmail?: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: notificationSettingsQueryKey(websiteId),
    queryFn: ({ signal }) => fetchNotificationSettings(websiteId, signal),
  });
  const [form, setForm] = useState<FormState | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [testIds, setTestIds] = useState<string[]>([]);

  if (settings.data && form === null) setForm(toForm(settings.data, ownerEmail));

  useEffect(() => {
    if (settings.isError) toast.error('Error', { description: 'Failed to load the notification settings' });
  }, [settings.isError]);

  const save = useMutation({
    mutationFn: (state: FormState) =>
      saveNotificationSettings(websiteId, {
        alertEmails: splitAddresses(state.alertEmails),
        isEmailAlertOn: state.isEmailAlertOn,
        alertPhone: state.alertPhone.trim(),
        isSmsAlertOn: state.isSmsAlertOn,
        alertKinds: settings.data?.alertKinds ?? [],
        businessPhone: state.businessPhone.trim(),
        timezone: state.timezone.trim() || 'UTC',
        isFollowUpEmailOn: state.isFollowUpEmailOn,
        followUpEmailTemplate: state.followUpEmailTemplate,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationSettingsQueryKey(websiteId), saved);
      void queryClient.invalidateQueries({ queryKey: ['websites'] });
      setForm(toForm(saved, ownerEmail));
      setErrors({});
      toast.success('Notification settings saved');
    },
    onError: (error) => {
      const found = fieldErrors(error);
      setErrors(found);
      if (Object.keys(found).length === 0)
        toast.error('Error', { description: 'Failed to save configuration. Please try again.' });
    },
  });

  const test = useMutation({
    mutationFn: () => sendTestAlert(websiteId),
    onSuccess: (deliveries) => setTestIds(deliveries.map((delivery) => delivery.id)),
    onError: (error) =>
      toast.error('Error', {
        description: error instanceof ApiRequestError ? error.message : 'The test alert could not be sent',
      }),
  });

  const testStatus = useQuery({
    queryKey: ['notifications', websiteId, 'test', testIds],
    queryFn: ({ signal }) => fetchDeliveries(websiteId, testIds, signal),
    enabled: testIds.length > 0,
    refetchInterval: (query) => {
      const data = query.state.data as OutboundDelivery[] | undefined;
      return data && data.every(isSettled) ? false : 1000;
    },
  });

  function update<K extends keyof FormState>(key: K, value: FormState[K]) {
    setForm((current) => (current ? { ...current, [key]: value } : current));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    if (form.isEmailAlertOn && splitAddresses(form.alertEmails).length === 0) {
      setErrors({ alertEmails: 'Enter the address that should receive new leads' });
      return;
    }
    if (form.isSmsAlertOn && form.alertPhone.trim() === '') {
      setErrors({ alertPhone: 'Enter the phone that should receive texts' });
      return;
    }
    save.mutate(form);
  }

  const name = websiteName ?? 'this website';
  const isSaved =
    settings.data && form && JSON.stringify(toForm(settings.data, ownerEmail)) === JSON.stringify(form);
  const preview = form
    ? renderFollowUpTemplate(form.followUpEmailTemplate, {
        name: 'Alex',
        business: websiteName ?? 'Your business',
        need: 'a quote for a new boiler',
        phone: form.businessPhone || 'the number on our website',
      })
    : '';

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Notifications</DialogTitle>
          <DialogDescription>
            Hear about every lead {name} captures, by email and text, within a minute.
          </DialogDescription>
        </DialogHeader>
        {settings.isError ? (
          <Alert variant="destructive">
            <AlertDescription>This website could not be found.</AlertDescription>
          </Alert>
        ) : !form || !settings.data ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading the notification settings">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-6 w-2/3" />
          </div>
        ) : (
          <form noValidate onSubmit={handleSubmit} className="grid gap-5" aria-label="Notifications">
            <section className="grid gap-3" aria-labelledby="lead-alerts-heading">
              <h3 id="lead-alerts-heading" className="text-sm font-semibold">
                Lead alerts
              </h3>
              <FormField
                id="alert-emails"
                label="Alert email addresses"
                hint="Separate several addresses with commas."
                error={errors.alertEmails}
              >
                {(field) => (
                  <Input
                    {...field}
                    type="text"
                    inputMode="email"
                    autoComplete="email"
                    value={form.alertEmails}
                    onChange={(event) => update('alertEmails', event.target.value)}
                  />
                )}
              </FormField>
              <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
                <Label htmlFor="notify-on-new-lead" className="leading-snug">
                  Email me about each new lead
                </Label>
                <Switch
                  id="notify-on-new-lead"
                  checked={form.isEmailAlertOn}
                  onCheckedChange={(checked) => update('isEmailAlertOn', checked)}
                />
              </div>
              <FormField
                id="alert-phone"
                label="Alert phone number"
                hint="A mobile number with its country code, e.g. +1 415 555 0100."
                error={errors.alertPhone}
              >
                {(field) => (
                  <Input
                    {...field}
                    type="tel"
                    autoComplete="tel"
                    value={form.alertPhone}
                    onChange={(event) => update('alertPhone', event.target.value)}
                  />
                )}
              </FormField>
              <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
                <Label htmlFor="text-on-new-lead" className="leading-snug">
                  Text me about each new lead
                </Label>
                <Switch
                  id="text-on-new-lead"
                  checked={form.isSmsAlertOn}
                  onCheckedChange={(checked) => update('isSmsAlertOn', checked)}
                />
              </div>
              {settings.data.smsDelivery === 'outbox' || settings.data.emailDelivery === 'outbox' ? (
                <p className="text-xs text-muted-foreground">
                  {settings.data.emailDelivery === 'outbox'
                    ? 'No mail server is configured: emails are kept in the outbox, not sent. '
                    : ''}
                  {settings.data.smsDelivery === 'outbox'
                    ? 'No SMS provider is configured: texts are kept in the outbox, not sent.'
                    : ''}
                </p>
              ) : null}
            </section>

            <section className="grid gap-3" aria-labelledby="follow-up-heading">
              <h3 id="follow-up-heading" className="text-sm font-semibold">
                Visitor follow-up
              </h3>
              <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
                <Label htmlFor="follow-up-email" className="leading-snug">
                  Email visitors after they leave their contact details
                </Label>
                <Switch
                  id="follow-up-email"
                  checked={form.isFollowUpEmailOn}
                  onCheckedChange={(checked) => update('isFollowUpEmailOn', checked)}
                />
              </div>
              <FormField
                id="follow-up-template"
                label="Follow-up email"
                hint={`You can use ${FOLLOW_UP_PLACEHOLDERS.join(', ')}.`}
                error={errors.followUpEmailTemplate}
              >
                {(field) => (
                  <Textarea
                    {...field}
                    rows={5}
                    value={form.followUpEmailTemplate}
                    onChange={(event) => update('followUpEmailTemplate', event.target.value)}
                  />
                )}
              </FormField>
              <div className="grid gap-1">
                <p className="text-xs font-medium text-muted-foreground" id="follow-up-preview-label">
                  Preview
                </p>
                <p
                  aria-labelledby="follow-up-preview-label"
                  className="whitespace-pre-wrap rounded-lg border bg-muted/40 p-3 text-sm"
                >
                  {preview}
                </p>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField id="business-phone" label="Business phone" error={errors.businessPhone}>
                  {(field) => (
                    <Input
                      {...field}
                      type="tel"
                      value={form.businessPhone}
                      onChange={(event) => update('businessPhone', event.target.value)}
                    />
                  )}
                </FormField>
                <FormField
                  id="business-timezone"
                  label="Business time zone"
                  hint="Nothing goes to visitors between 20:00 and 08:00 there."
                  error={errors.timezone}
                >
                  {(field) => (
                    <Input
                      {...field}
                      value={form.timezone}
                      onChange={(event) => update('timezone', event.target.value)}
                    />
                  )}
                </FormField>
              </div>
            </section>

            {testStatus.data && testStatus.data.length > 0 ? (
              <section aria-labelledby="test-alert-heading" aria-live="polite" className="grid gap-2">
                <h3 id="test-alert-heading" className="text-sm font-semibold">
                  Test alert
                </h3>
                <ul className="grid gap-2">
                  {testStatus.data.map((delivery) => (
                    <li key={delivery.id} className="flex items-center justify-between gap-3 text-sm">
                      <span className="truncate">
                        {delivery.channel === 'sms' ? 'Text to' : 'Email to'} {delivery.recipient}
                      </span>
                      <DeliveryStatusBadge
                        delivery={delivery}
                        isOutbox={
                          (delivery.channel === 'sms'
                            ? settings.data?.smsDelivery
                            : settings.data?.emailDelivery) === 'outbox'
                        }
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <DialogFooter className="gap-2">
              <Button
                type="button"
                variant="outline"
                onClick={() => test.mutate()}
                isLoading={test.isPending}
                disabled={!isSaved}
                title={isSaved ? undefined : 'Save your changes first'}
              >
                Send test alert
              </Button>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" isLoading={save.isPending}>
                Save
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
