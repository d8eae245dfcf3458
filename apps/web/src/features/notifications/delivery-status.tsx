import type { OutboundDelivery } from '@leadchat/contract';
import { Badge } from '@/components/ui/badge';

/** Whether a delivery has reached its end (nothing more will change without the provider). */
export function isSettled(delivery: OutboundDelivery): boolean {
  return ['sent', 'delivered', 'failed', 'suppressed', 'cancelled', 'unconfirmed'].includes(delivery.status);
}

/**
 * What happened to one message, in words that claim no more than we know: "Sent" means the provider accepted
 * it; "Delivered" only when the provider said so; the outbox is named as such.
 */
export function describeDelivery(delivery: OutboundDelivery, isOutbox: boolean): string {
  switch (delivery.status) {
    case 'delivered':
      return 'Delivered';
    case 'sent':
      return isOutbox ? 'Kept in the outbox (not sent)' : 'Sent';
    case 'failed':
      return delivery.lastError ? `Failed: ${delivery.lastError}` : 'Failed';
    case 'suppressed':
      return 'Not sent: the recipient opted out';
    case 'cancelled':
      return 'Cancelled';
    case 'unconfirmed':
      // Handed to the mail server, its answer never recorded (decision 0120): probably delivered, not resent.
      return 'Delivery unconfirmed';
    case 'sending':
      return 'Sending…';
    default:
      return delivery.attempts > 0 ? 'Retrying…' : 'Waiting to send…';
  }
}

export function DeliveryStatusBadge({
  delivery,
  isOutbox,
}: {
  delivery: OutboundDelivery;
  isOutbox: boolean;
}) {
  const variant =
    delivery.status === 'failed'
      ? 'destructive'
      : delivery.status === 'delivered'
        ? 'green'
        : delivery.status === 'unconfirmed'
          ? 'yellow'
          : 'secondary';
  return <Badge variant={variant}>{describeDelivery(delivery, isOutbox)}</Badge>;
}
