import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { OutboundDelivery } from '@leadchat/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { DeliveryStatusBadge, isSettled } from './delivery-status';
import { fetchLeadDeliveries, leadDeliveriesQueryKey, resendDelivery } from './notifications-api';

const PURPOSE_LABELS: Record<string, string> = {
  owner_alert: 'Alert to you',
  visitor_follow_up: 'Follow-up to the visitor',
  visitor_transcript: 'Transcript to the visitor',
  lead_webhook: 'Webhook',
  booking_invite: 'Booking invitation',
};

function describeMessage(delivery: OutboundDelivery): string {
  const channel = delivery.channel === 'sms' ? 'Text' : delivery.channel === 'webhook' ? 'POST' : 'Email';
  const purpose = PURPOSE_LABELS[delivery.purpose] ?? delivery.purpose.replaceAll('_', ' ');
  return `${purpose} · ${channel} to ${delivery.recipient}`;
}

/**
 * What was sent about one lead (alerts, the visitor's follow-up, webhooks), to whom, and its status: the lead's
 * detail (issue 10). Refreshes while something is still on its way.
 */
export function LeadDeliveries({ conversationId }: { conversationId: string }) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: resendDelivery,
    onSuccess: () => {
      toast.success('Email queued again');
      void queryClient.invalidateQueries({ queryKey: leadDeliveriesQueryKey(conversationId) });
    },
    onError: () => toast.error('Error', { description: 'The email could not be resent' }),
  });
  const deliveries = useQuery({
    queryKey: leadDeliveriesQueryKey(conversationId),
    queryFn: ({ signal }) => fetchLeadDeliveries(conversationId, signal),
    refetchInterval: (query) => {
      const data = query.state.data as OutboundDelivery[] | undefined;
      // Until everything settled, and while a recent text may still hear back from the carrier.
      const isRecent = (delivery: OutboundDelivery) =>
        Date.now() - Date.parse(delivery.createdAt) < 10 * 60_000;
      return data?.some(
        (delivery) =>
          !isSettled(delivery) ||
          (delivery.channel === 'sms' && delivery.status === 'sent' && isRecent(delivery)),
      )
        ? 3000
        : false;
    },
  });
  const headingId = `lead-deliveries-${conversationId}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        Sent about this lead
      </h3>
      {deliveries.isError ? (
        <p className="text-sm text-destructive">Failed to load what was sent</p>
      ) : !deliveries.data ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : deliveries.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing was sent about this lead.</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {deliveries.data.map((delivery) => (
            <li
              key={delivery.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2"
            >
              <span className="grid min-w-0 gap-0.5">
                <span className="break-all">{describeMessage(delivery)}</span>
                <span className="text-xs text-muted-foreground">
                  {formatDateTime(delivery.sentAt ?? delivery.createdAt)}
                </span>
                {delivery.status === 'unconfirmed' && delivery.lastError ? (
                  <span className="text-xs text-muted-foreground">{delivery.lastError}</span>
                ) : null}
              </span>
              {delivery.channel === 'webhook' && delivery.status === 'sent' ? (
                <Badge variant="green">Delivered</Badge>
              ) : (
                <DeliveryStatusBadge delivery={delivery} isOutbox={delivery.providerStatus === 'stored'} />
              )}
              {delivery.status === 'unconfirmed' ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => resend.mutate(delivery.id)}
                  disabled={resend.isPending}
                  aria-label={`Resend the email to ${delivery.recipient}`}
                >
                  Resend
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
