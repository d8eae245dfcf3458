import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@leadchat/contract';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiRequestError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  fetchWebhookDeliveries,
  fetchWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
  webhookDeliveriesQueryKey,
  webhookEndpointsQueryKey,
} from './notifications-api';

const DEFAULT_EVENTS: WebhookEventType[] = ['lead.created', 'lead.updated'];

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message.replace(/^url: /, '') : fallback;
}

function deliveryStatusLabel(delivery: WebhookDelivery): string {
  switch (delivery.status) {
    case 'sent':
      return 'Delivered';
    case 'failed':
      return 'Failed';
    case 'cancelled':
      return 'Cancelled';
    case 'sending':
      return 'Sending…';
    default:
      return delivery.attempts > 0 ? 'Retrying' : 'Waiting';
  }
}

/** An endpoint's latest deliveries, each attempt (time, status, latency, the answer's start) and a replay. */
function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const queryClient = useQueryClient();
  const deliveries = useQuery({
    queryKey: webhookDeliveriesQueryKey(endpoint.id),
    queryFn: ({ signal }) => fetchWebhookDeliveries(endpoint.id, signal),
    refetchInterval: (query) =>
      (query.state.data as WebhookDelivery[] | undefined)?.some((entry) =>
        ['queued', 'sending'].includes(entry.status),
      )
        ? 2000
        : false,
  });
  const replay = useMutation({
    mutationFn: replayWebhookDelivery,
    onSuccess: () => {
      toast.success('Delivery queued again');
      void queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey(endpoint.id) });
    },
    onError: (error) =>
      toast.error('Error', { description: errorMessage(error, 'The delivery could not be replayed') }),
  });

  if (deliveries.isError) return <p className="text-sm text-destructive">Failed to load the delivery log</p>;
  if (!deliveries.data) return <p className="text-sm text-muted-foreground">Loading the delivery log…</p>;
  if (deliveries.data.length === 0)
    return <p className="text-sm text-muted-foreground">Nothing was sent to this endpoint yet.</p>;
  return (
    <ul className="grid gap-2" aria-label={`Deliveries to ${endpoint.url}`}>
      {deliveries.data.map((delivery) => (
        <li key={delivery.id} className="grid gap-2 rounded-md border p-2 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-mono text-xs">{delivery.eventType}</span>
            <span className="text-xs text-muted-foreground">{formatDateTime(delivery.createdAt)}</span>
            <Badge
              variant={
                delivery.status === 'sent'
                  ? 'green'
                  : delivery.status === 'failed'
                    ? 'destructive'
                    : 'secondary'
              }
            >
              {deliveryStatusLabel(delivery)}
            </Badge>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => replay.mutate(delivery.id)}
              disabled={replay.isPending || !endpoint.isActive}
              aria-label={`Replay the ${delivery.eventType} delivery of ${formatDateTime(delivery.createdAt)}`}
            >
              Replay
            </Button>
          </div>
          {delivery.nextAttemptAt ? (
            <p className="text-xs text-muted-foreground">
              Next attempt {formatDateTime(delivery.nextAttemptAt)}
            </p>
          ) : null}
          {delivery.attemptLog.length > 0 ? (
            <ol className="grid gap-1 text-xs">
              {delivery.attemptLog.map((attempt) => (
                <li key={attempt.attempt} className="grid gap-0.5">
                  <span>
                    Attempt {attempt.attempt} · {formatDateTime(attempt.startedAt)} ·{' '}
                    {attempt.statusCode ? `HTTP ${attempt.statusCode}` : attempt.outcome}
                    {attempt.durationMs !== null ? ` · ${attempt.durationMs} ms` : ''}
                  </span>
                  {attempt.error ? <span className="text-destructive">{attempt.error}</span> : null}
                  {attempt.responseExcerpt ? (
                    <code className="block max-h-16 overflow-auto whitespace-pre-wrap break-all rounded bg-muted/60 p-1">
                      {attempt.responseExcerpt}
                    </code>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The outcome of the last test event sent to an endpoint, from its delivery log: waiting, delivered with the HTTP
 * status, or failed with the reason — as the worker recorded it, nothing assumed.
 */
function TestEventResult({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) {
  const deliveries = useQuery({
    queryKey: webhookDeliveriesQueryKey(endpointId),
    queryFn: ({ signal }) => fetchWebhookDeliveries(endpointId, signal),
    refetchInterval: (query) => {
      const entry = (query.state.data as WebhookDelivery[] | undefined)?.find((d) => d.id === deliveryId);
      return !entry || ['queued', 'sending'].includes(entry.status) ? 1000 : false;
    },
  });
  const delivery = deliveries.data?.find((entry) => entry.id === deliveryId);
  const lastAttempt = delivery?.attemptLog.at(-1);
  let text = 'Test event: sending…';
  let isFailure = false;
  if (deliveries.isError) {
    text = 'Test event: its result could not be loaded';
    isFailure = true;
  } else if (delivery?.status === 'sent') {
    text = `Test event delivered${lastAttempt?.statusCode ? ` · HTTP ${lastAttempt.statusCode}` : ''}`;
  } else if (delivery?.status === 'failed' || delivery?.status === 'cancelled') {
    text = `Test event failed: ${delivery.lastError ?? 'no answer'}`;
    isFailure = true;
  }
  return (
    <p role="status" className={isFailure ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
      {text}
    </p>
  );
}

function SecretNotice({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  return (
    <Alert role="status">
      <AlertTitle>Signing secret for {url}</AlertTitle>
      <AlertDescription className="grid gap-2">
        <code className="block break-all rounded bg-muted/60 p-2 text-xs" data-testid="webhook-secret">
          {secret}
        </code>
        <span>Copy it now: it is not shown again. Verify each delivery with it (Standard Webhooks).</span>
        <span className="flex gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() =>
              void navigator.clipboard
                .writeText(secret)
                .then(() => toast.success('Secret copied'))
                .catch(() => toast.error('Error', { description: 'Copy the secret by hand' }))
            }
          >
            Copy secret
          </Button>
          <Button type="button" size="sm" onClick={onDone}>
            Done
          </Button>
        </span>
      </AlertDescription>
    </Alert>
  );
}

/**
 * A website's lead webhooks (issue 10): add an HTTPS endpoint and the events it receives (its signing secret is
 * shown once), send a test event, rotate the secret, disable or delete it, and read each delivery's attempts with a
 * replay.
 */
export function WebhooksSection({ websiteId }: { websiteId: string }) {
  const queryClient = useQueryClient();
  const endpoints = useQuery({
    queryKey: webhookEndpointsQueryKey(websiteId),
    queryFn: ({ signal }) => fetchWebhookEndpoints(websiteId, signal),
  });
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(DEFAULT_EVENTS);
  const [urlError, setUrlError] = useState<string>();
  const [secret, setSecret] = useState<{ url: string; value: string } | null>(null);
  const [openLog, setOpenLog] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [testDeliveries, setTestDeliveries] = useState<Record<string, string>>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQueryKey(websiteId) });

  const create = useMutation({
    mutationFn: () => createWebhookEndpoint(websiteId, { url: url.trim(), events }),
    onSuccess: (created) => {
      setSecret({ url: created.endpoint.url, value: created.secret });
      setUrl('');
      setUrlError(undefined);
      setEvents(DEFAULT_EVENTS);
      void refresh();
    },
    onError: (error) => setUrlError(errorMessage(error, 'The endpoint could not be added')),
  });
  const rotate = useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: (rotated) => {
      setSecret({ url: rotated.endpoint.url, value: rotated.secret });
      void refresh();
    },
    onError: (error) =>
      toast.error('Error', { description: errorMessage(error, 'The secret could not be rotated') }),
  });
  const toggle = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) =>
      updateWebhookEndpoint(endpoint.id, { isActive: !endpoint.isActive }),
    onSuccess: (updated) => {
      toast.success(updated.isActive ? 'Endpoint enabled' : 'Endpoint disabled');
      void refresh();
    },
    onError: (error) =>
      toast.error('Error', { description: errorMessage(error, 'The endpoint could not be changed') }),
  });
  const sendTest = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => sendWebhookTestEvent(endpoint.id),
    onSuccess: (deliveryId, endpoint) =>
      setTestDeliveries((current) => ({ ...current, [endpoint.id]: deliveryId })),
    onError: (error) =>
      toast.error('Error', { description: errorMessage(error, 'The test event could not be sent') }),
  });
  const remove = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => deleteWebhookEndpoint(endpoint.id),
    onSuccess: () => {
      toast.success('Endpoint deleted');
      setDeleting(null);
      void refresh();
    },
    onError: (error) =>
      toast.error('Error', { description: errorMessage(error, 'The endpoint could not be deleted') }),
  });

  function handleAdd(event: FormEvent) {
    event.preventDefault();
    if (!/^https?:\/\/\S+$/i.test(url.trim())) {
      setUrlError('Enter a full URL starting with https://');
      return;
    }
    if (events.length === 0) {
      setUrlError('Choose at least one event');
      return;
    }
    create.mutate();
  }

  function toggleEvent(type: WebhookEventType, checked: boolean) {
    setEvents((current) =>
      checked ? [...new Set([...current, type])] : current.filter((entry) => entry !== type),
    );
  }

  return (
    <section className="grid gap-3 border-t pt-5" aria-labelledby="webhooks-heading">
      <div className="grid gap-1">
        <h3 id="webhooks-heading" className="text-sm font-semibold">
          Lead webhooks
        </h3>
        <p className="text-xs text-muted-foreground">
          Send each lead to your CRM or Zapier: we POST signed JSON (Standard Webhooks) to your HTTPS endpoint
          and retry a failed delivery for over a day.
        </p>
      </div>

      {secret ? <SecretNotice url={secret.url} secret={secret.value} onDone={() => setSecret(null)} /> : null}

      {endpoints.isError ? (
        <p className="text-sm text-destructive">Failed to load the webhook endpoints</p>
      ) : endpoints.data && endpoints.data.length > 0 ? (
        <ul className="grid gap-3" aria-label="Webhook endpoints">
          {endpoints.data.map((endpoint) => (
            <li key={endpoint.id} className="grid gap-2 rounded-lg border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="break-all text-sm font-medium">{endpoint.url}</span>
                <Badge variant={endpoint.isActive ? 'green' : 'grey'}>
                  {endpoint.isActive ? 'Active' : 'Disabled'}
                </Badge>
              </div>
              {!endpoint.isActive && endpoint.disabledReason ? (
                <p className="text-xs text-muted-foreground">{endpoint.disabledReason}</p>
              ) : null}
              <p className="text-xs text-muted-foreground">
                {endpoint.events.join(', ')} · secret {endpoint.secretHint}
                {endpoint.previousSecretExpiresAt
                  ? ` · the previous secret also signs until ${formatDateTime(endpoint.previousSecretExpiresAt)}`
                  : ''}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-expanded={openLog === endpoint.id}
                  onClick={() => setOpenLog(openLog === endpoint.id ? null : endpoint.id)}
                >
                  Delivery log
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => sendTest.mutate(endpoint)}
                  disabled={sendTest.isPending || !endpoint.isActive}
                >
                  Send test event
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => rotate.mutate(endpoint.id)}
                  disabled={rotate.isPending}
                >
                  Rotate secret
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => toggle.mutate(endpoint)}
                  disabled={toggle.isPending}
                >
                  {endpoint.isActive ? 'Disable' : 'Enable'}
                </Button>
                <Button type="button" size="sm" variant="destructive" onClick={() => setDeleting(endpoint)}>
                  Delete
                </Button>
              </div>
              {testDeliveries[endpoint.id] ? (
                <TestEventResult endpointId={endpoint.id} deliveryId={testDeliveries[endpoint.id]!} />
              ) : null}
              {openLog === endpoint.id ? <DeliveryLog endpoint={endpoint} /> : null}
            </li>
          ))}
        </ul>
      ) : endpoints.data ? (
        <p className="text-sm text-muted-foreground">No webhook endpoints yet.</p>
      ) : null}

      <form noValidate onSubmit={handleAdd} className="grid gap-3" aria-label="Add a webhook endpoint">
        <FormField id="webhook-url" label="Endpoint URL" error={urlError}>
          {(field) => (
            <Input
              {...field}
              type="url"
              inputMode="url"
              placeholder="https://hooks.example.com/leadchat"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          )}
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Events</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={events.includes(type)}
                onChange={(event) => toggleEvent(type, event.target.checked)}
              />
              <span>
                <span className="font-mono text-xs">{type}</span> — {WEBHOOK_EVENT_LABELS[type]}
              </span>
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" variant="outline" isLoading={create.isPending}>
            Add endpoint
          </Button>
        </div>
      </form>

      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this endpoint?</AlertDialogTitle>
            <AlertDialogDescription>
              {deleting?.url} stops receiving leads at once; deliveries still waiting are cancelled.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => deleting && remove.mutate(deleting)}>Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
