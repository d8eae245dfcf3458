/**
 * Provider statuses only move forward: a late "sent" callback never replaces "delivered" (Twilio sends callbacks
 * out of order and more than once). Ranks follow Twilio's message lifecycle.
 */
const RANK: Record<string, number> = {
  accepted: 1,
  scheduled: 1,
  queued: 2,
  stored: 2,
  sending: 3,
  sent: 4,
  receiving: 4,
  received: 4,
  delivered: 5,
  undelivered: 5,
  failed: 5,
  canceled: 5,
  read: 6,
};

export function providerStatusRank(status: string | null | undefined): number {
  return status ? (RANK[status] ?? 0) : 0;
}

/** Our own status for a provider status: delivered, failed, or unchanged (still on its way). */
export function deliveryStatusFor(providerStatus: string): 'delivered' | 'failed' | undefined {
  if (providerStatus === 'delivered' || providerStatus === 'read') return 'delivered';
  if (providerStatus === 'undelivered' || providerStatus === 'failed' || providerStatus === 'canceled')
    return 'failed';
  return undefined;
}
