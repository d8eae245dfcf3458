import { PLAN_NAMES, type PlanType, type SubscriptionStatusValue } from '@leadchat/contract';

/** "March 4, 2027" */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function planName(tier: PlanType | null): string {
  return tier ? PLAN_NAMES[tier] : 'Free';
}

const STATUS_LABELS: Record<SubscriptionStatusValue, string> = {
  active: 'Active',
  trialing: 'Active (free trial)',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

export function statusLabel(status: SubscriptionStatusValue | null): string {
  return status ? STATUS_LABELS[status] : 'No subscription';
}
