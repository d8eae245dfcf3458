import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  FOLLOW_UP_PLACEHOLDERS,
  OWNER_ALERT_KINDS,
  OWNER_ALERT_KIND_LABELS,
  renderFollowUpTemplate,
  type NotificationSettingsResponse,
  type OutboundDelivery,
  type OwnerAlertKind,
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { ApiRequestError } from '@/lib/api';
import { DeliveryStatusBadge, isSettled } from './delivery-status';
import { WebhooksSection } from './webhooks-section';
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
  alertKinds: OwnerAlertKind[];
  businessPhone: string;
  timezone: string;
  quietHoursStart: number;
  quietHoursEnd: number;
  isFollowUpEmailOn: boolean;
  followUpEmailTemplate: string;
  isFollowUpSmsOn: boolean;
  followUpSmsTemplate: string;
};

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const SAMPLE_VALUES = { name: 'Alex', need: 'a quote for a new boiler' };

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
    alertKinds: OWNER_ALERT_KINDS.filter((kind) => settings.alertKinds.includes(kind)),
    businessPhone: settings.businessPhone ?? '',
    timezone: settings.timezone,
    quietHoursStart: settings.quietHoursStart,
    quietHoursEnd: settings.quietHoursEnd,
    isFollowUpEmailOn: settings.isFollowUpEmailOn,
    followUpEmailTemplate: settings.followUpEmailTemplate,
    isFollowUpSmsOn: settings.isFollowUpSmsOn,
    followUpSmsTemplate: settings.followUpSmsTemplate,
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
        alertKinds: state.alertKinds,
        businessPhone: state.businessPhone.trim(),
        timezone: state.timezone.trim() || 'UTC',
        quietHoursStart: state.quietHoursStart,
        quietHoursEnd: state.quietHoursEnd,
        isFollowUpEmailOn: state.isFollowUpEmailOn,
        followUpEmailTemplate: state.followUpEmailTemplate,
        isFollowUpSmsOn: state.isFollowUpSmsOn,
        followUpSmsTemplate: state.followUpSmsTemplate,
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
  const sample = {
    ...SAMPLE_VALUES,
    business: websiteName ?? 'Your business',
    phone: form?.businessPhone || 'the number on our website',
  };
  const preview = form ? renderFollowUpTemplate(form.followUpEmailTemplate, sample) : '';
  const smsPreview = form ? renderFollowUpTemplate(form.followUpSmsTemplate, sample) : '';
  const quietHours =
    form && form.quietHoursStart !== form.quietHoursEnd
      ? `Nothing goes to visitors between ${formatHour(form.quietHoursStart)} and ${formatHour(form.quietHoursEnd)} there: it waits.`
      : 'No quiet hours: follow-ups go out at once.';

  function toggleKind(kind: OwnerAlertKind, checked: boolean) {
    setForm((current) =>
      current
        ? {
            ...current,
            alertKinds: OWNER_ALERT_KINDS.filter((entry) =>
              entry === kind ? checked : current.alertKinds.includes(entry),
            ),
          }
        : current,
    );
  }

  function hourSelect(id: string, label: string, key: 'quietHoursStart' | 'quietHoursEnd') {
    return (
      <FormField id={id} label={label}>
        {(field) => (
          <Select value={String(form![key])} onValueChange={(value) => update(key, Number(value))}>
            <SelectTrigger id={field.id} aria-describedby="quiet-hours-hint">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {HOURS.map((hour) => (
                <SelectItem key={hour} value={String(hour)}>
                  {formatHour(hour)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
    );
  }

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
          <div className="grid gap-5">
            <form
              id="notifications-form"
              noValidate
              onSubmit={handleSubmit}
              className="grid gap-5"
              aria-label="Notifications"
            >
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
                <fieldset className="grid gap-2 rounded-lg border p-3">
                  <legend className="px-1 text-sm font-medium">Alert me about</legend>
                  {OWNER_ALERT_KINDS.map((kind) => (
                    <label key={kind} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={form.alertKinds.includes(kind)}
                        onChange={(event) => toggleKind(kind, event.target.checked)}
                      />
                      {OWNER_ALERT_KIND_LABELS[kind]}
                    </label>
                  ))}
                </fieldset>
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
                <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
                  <Label htmlFor="follow-up-sms" className="grid gap-1 leading-snug">
                    Text visitors who agree to texts in the chat
                    <span className="text-xs font-normal text-muted-foreground">
                      The assistant asks for a clear yes first and records it; STOP ends texts at once.
                    </span>
                  </Label>
                  <Switch
                    id="follow-up-sms"
                    checked={form.isFollowUpSmsOn}
                    onCheckedChange={(checked) => update('isFollowUpSmsOn', checked)}
                  />
                </div>
                <FormField
                  id="follow-up-sms-template"
                  label="Follow-up text"
                  hint={`You can use ${FOLLOW_UP_PLACEHOLDERS.join(', ')}. ${smsPreview.length} characters.`}
                  error={errors.followUpSmsTemplate}
                >
                  {(field) => (
                    <Textarea
                      {...field}
                      rows={3}
                      value={form.followUpSmsTemplate}
                      onChange={(event) => update('followUpSmsTemplate', event.target.value)}
                    />
                  )}
                </FormField>
                <div className="grid gap-1">
                  <p className="text-xs font-medium text-muted-foreground" id="follow-up-sms-preview-label">
                    Text preview
                  </p>
                  <p
                    aria-labelledby="follow-up-sms-preview-label"
                    className="whitespace-pre-wrap rounded-lg border bg-muted/40 p-3 text-sm"
                  >
                    {smsPreview}
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
                    hint="An IANA time zone, e.g. America/Chicago."
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
                <div className="grid gap-3 sm:grid-cols-2">
                  {hourSelect('quiet-hours-start', 'Quiet hours start', 'quietHoursStart')}
                  {hourSelect('quiet-hours-end', 'Quiet hours end', 'quietHoursEnd')}
                </div>
                <p id="quiet-hours-hint" className="text-xs text-muted-foreground">
                  {quietHours} Alerts to you are never held back.
                </p>
              </section>
            </form>

            <WebhooksSection websiteId={websiteId} />

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
              <Button type="submit" form="notifications-form" isLoading={save.isPending}>
                Save
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
