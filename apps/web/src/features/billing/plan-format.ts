import { PLAN_NAMES, type PlanType, type SubscriptionStatusValue } from '@leadchat/contract';

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
