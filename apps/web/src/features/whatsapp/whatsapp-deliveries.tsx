import { useQuery } from '@tanstack/react-query';
import type { WhatsAppDeliveryStatus } from '@leadchat/contract';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { fetchWhatsAppDeliveries, whatsappDeliveriesQueryKey } from './whatsapp-api';

const STATUS: Record<WhatsAppDeliveryStatus, { label: string; variant: BadgeProps['variant'] }> = {
  queued: { label: 'Queued', variant: 'grey' },
  sending: { label: 'Sending', variant: 'grey' },
  sent: { label: 'Sent', variant: 'blue' },
  delivered: { label: 'Delivered', variant: 'green' },
  read: { label: 'Read', variant: 'green' },
  failed: { label: 'Not delivered', variant: 'red' },
  not_sent: { label: 'Not sent', variant: 'yellow' },
};

/** What happened to each message sent in a WhatsApp conversation, and why one was not sent. */
export function WhatsAppDeliveries({ conversationId }: { conversationId: string }) {
  const deliveries = useQuery({
    queryKey: whatsappDeliveriesQueryKey(conversationId),
    queryFn: ({ signal }) => fetchWhatsAppDeliveries(conversationId, signal),
  });
  if (!deliveries.data?.deliveries.length) return null;
  return (
    <section aria-labelledby={`whatsapp-deliveries-${conversationId}`} className="grid gap-2">
      <h3 id={`whatsapp-deliveries-${conversationId}`} className="text-sm font-semibold">
        WhatsApp delivery
      </h3>
      <ul className="grid gap-2 text-sm">
        {deliveries.data.deliveries.map((delivery) => {
          const status = STATUS[delivery.status];
          return (
            <li key={delivery.id} className="grid gap-1 rounded-md border p-2">
              <div className="flex items-center justify-between gap-2">
                <span className="truncate text-muted-foreground">{delivery.body}</span>
                <Badge variant={status.variant}>{status.label}</Badge>
              </div>
              {delivery.reason ? <p className="text-muted-foreground">{delivery.reason}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
