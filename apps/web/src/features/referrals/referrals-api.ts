import {
  AdminReferralSettingsSchema,
  AdminReferrersPageSchema,
  RecordPayoutResponseSchema,
  ReferralOverviewSchema,
  type AdminReferralSettings,
  type AdminReferrersPage,
  type RecordPayoutResponse,
  type ReferralOverview,
} from '@leadchat/contract';
import { apiFetch } from '@/lib/api';

/**
 * The referral programme's queries. Keys follow the app's convention (resource first, narrowing to the right); the
 * admin's sit under ['admin'], so the admin page's Refresh reloads them too.
 */
export const referralQueryKeys = {
  overview: () => ['referrals'] as const,
  adminAll: () => ['admin', 'referrals'] as const,
  adminList: (page: number) => ['admin', 'referrals', 'list', page] as const,
  adminSettings: () => ['admin', 'referrals', 'settings'] as const,
};

export function fetchReferralOverview(signal?: AbortSignal): Promise<ReferralOverview> {
  return apiFetch('/api/referrals', { schema: ReferralOverviewSchema, signal });
}

export function savePayoutDetails(payoutDetails: string): Promise<ReferralOverview> {
  return apiFetch('/api/referrals/payout-details', {
    method: 'PUT',
    body: { payoutDetails },
    schema: ReferralOverviewSchema,
  });
}

export function fetchAdminReferrers(page: number, signal?: AbortSignal): Promise<AdminReferrersPage> {
  return apiFetch(`/api/admin/referrals?page=${page}`, { schema: AdminReferrersPageSchema, signal });
}

export function fetchAdminReferralSettings(signal?: AbortSignal): Promise<AdminReferralSettings> {
  return apiFetch('/api/admin/referrals/settings', { schema: AdminReferralSettingsSchema, signal });
}

export function saveAdminReferralSettings(settings: AdminReferralSettings): Promise<AdminReferralSettings> {
  return apiFetch('/api/admin/referrals/settings', {
    method: 'PUT',
    body: settings,
    schema: AdminReferralSettingsSchema,
  });
}

export function recordPayout(input: {
  referrerUserId: string;
  amountCents: number;
  note: string;
}): Promise<RecordPayoutResponse> {
  return apiFetch(`/api/admin/referrals/${encodeURIComponent(input.referrerUserId)}/payouts`, {
    method: 'POST',
    body: { amountCents: input.amountCents, note: input.note },
    schema: RecordPayoutResponseSchema,
  });
}
