import {
  GmbAccountSchema,
  GmbAutomationListSchema,
  GmbDraftSchema,
  GmbOauthCompleteResponseSchema,
  GmbOauthStartResponseSchema,
  GmbOverviewSchema,
  GmbReplyLogSchema,
  GmbReviewListSchema,
  GmbReviewSchema,
  GmbStatusSchema,
  GmbSyncResultSchema,
  type GmbAutomationType,
  type GmbDraftSource,
} from '@leadchat/contract';
import { apiFetch } from '@/lib/api';

/** Query keys: everything of one website's Google account lives under ['gmb', websiteId]. */
export const gmbStatusQueryKey = (websiteId: string) => ['gmb', websiteId, 'status'] as const;
export const gmbAccountQueryKey = (websiteId: string, accountId: string, what: string) =>
  ['gmb', websiteId, accountId, what] as const;

/** Google sends the browser back to this page of ours. */
export const gmbRedirectUri = () => `${window.location.origin}/gmb-callback`;

const account = (accountId: string) => `/api/gmb/accounts/${encodeURIComponent(accountId)}`;

export function fetchGmbStatus(websiteId: string, signal?: AbortSignal) {
  return apiFetch(`/api/gmb/accounts?websiteId=${encodeURIComponent(websiteId)}`, {
    schema: GmbStatusSchema,
    signal,
  });
}

/** The seed's `gmb-oauth {websiteId, redirectUri}` → `authUrl`. */
export function startGmbConnect(websiteId: string) {
  return apiFetch('/api/gmb/oauth', {
    body: { websiteId, redirectUri: gmbRedirectUri() },
    schema: GmbOauthStartResponseSchema,
  });
}

/** The seed's `gmb-oauth {code, state, redirect_uri}` → success and email. */
export function completeGmbConnect(input: { code: string; state: string }) {
  return apiFetch('/api/gmb/oauth', {
    body: { ...input, redirect_uri: gmbRedirectUri() },
    schema: GmbOauthCompleteResponseSchema,
  });
}

/** The seed's `gmb-automation {action: 'sync_reviews', accountId}` → `syncedCount`. */
export function syncGmbReviews(accountId: string) {
  return apiFetch('/api/gmb/automation', {
    body: { action: 'sync_reviews', accountId },
    schema: GmbSyncResultSchema,
  });
}

export function selectGmbLocations(accountId: string, selected: string[]) {
  return apiFetch(`${account(accountId)}/locations`, {
    method: 'PUT',
    body: { selected },
    schema: GmbAccountSchema,
  });
}

export function disconnectGmb(accountId: string) {
  return apiFetch(account(accountId), { method: 'DELETE' });
}

export async function fetchGmbReviews(accountId: string, signal?: AbortSignal) {
  return (await apiFetch(`${account(accountId)}/reviews`, { schema: GmbReviewListSchema, signal })).reviews;
}

export function fetchGmbOverview(accountId: string, signal?: AbortSignal) {
  return apiFetch(`${account(accountId)}/overview`, { schema: GmbOverviewSchema, signal });
}

export async function fetchGmbReplyLog(accountId: string, signal?: AbortSignal) {
  return (await apiFetch(`${account(accountId)}/reply-log`, { schema: GmbReplyLogSchema, signal })).jobs;
}

export async function fetchGmbAutomations(accountId: string, signal?: AbortSignal) {
  return (await apiFetch(`${account(accountId)}/automations`, { schema: GmbAutomationListSchema, signal }))
    .automations;
}

export async function updateGmbAutomation(input: {
  accountId: string;
  type: GmbAutomationType;
  isEnabled: boolean;
  settings?: Record<string, unknown>;
}) {
  const { accountId, type, ...body } = input;
  return (
    await apiFetch(`${account(accountId)}/automations/${type}`, {
      method: 'PUT',
      body,
      schema: GmbAutomationListSchema,
    })
  ).automations;
}

export function draftGmbReply(reviewId: string) {
  return apiFetch(`/api/gmb/reviews/${encodeURIComponent(reviewId)}/draft`, {
    body: {},
    schema: GmbDraftSchema,
  });
}

export function postGmbReply(input: { reviewId: string; comment: string; draftSource: GmbDraftSource }) {
  return apiFetch(`/api/gmb/reviews/${encodeURIComponent(input.reviewId)}/reply`, {
    body: { comment: input.comment, draftSource: input.draftSource },
    schema: GmbReviewSchema,
  });
}

export function deleteGmbReply(reviewId: string) {
  return apiFetch(`/api/gmb/reviews/${encodeURIComponent(reviewId)}/reply`, {
    method: 'DELETE',
    schema: GmbReviewSchema,
  });
}

export function approveGmbReply(input: { jobId: string; comment: string }) {
  return apiFetch(`/api/gmb/reply-jobs/${encodeURIComponent(input.jobId)}/approve`, {
    body: { comment: input.comment },
    schema: GmbReviewSchema,
  });
}

export function dismissGmbReply(jobId: string) {
  return apiFetch(`/api/gmb/reply-jobs/${encodeURIComponent(jobId)}/cancel`, {
    body: {},
    schema: GmbReviewSchema,
  });
}
