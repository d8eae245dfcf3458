import { z } from 'zod';
import { safeText } from './text.js';

/*
 * The referral (reseller / affiliate) programme (issue 14): /auth?ref=CODE attributes a new account to the owner of
 * the code, and the owner earns a commission on what that account pays (docs/decisions/0097–0099).
 */

/** 16 characters from a 31-letter alphabet without look-alikes (≈ 79 bits): nobody guesses someone's code. */
export const REFERRAL_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const REFERRAL_CODE_LENGTH = 16;
export const REFERRAL_CODE_PATTERN = /^[abcdefghijkmnpqrstuvwxyz23456789]{16}$/;

/** The query parameter of a referral link: `/auth?ref=CODE`. */
export const REFERRAL_QUERY_PARAM = 'ref';

/** A code as typed or pasted: trimmed and lower-cased; whether it exists is the server's business. */
export function normaliseReferralCode(value: string | null | undefined): string | null {
  const code = (value ?? '').trim().toLowerCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** The commission rate an installation starts with, until an administrator sets another. */
export const DEFAULT_COMMISSION_RATE_PERCENT = 20;

/** POST /api/referrals/visits — the /auth page saw `?ref=`; the server keeps the first code it is shown. */
export const ReferralVisitRequestSchema = z.object({
  code: safeText({ label: 'Code' }).max(64),
});
export type ReferralVisitRequest = z.infer<typeof ReferralVisitRequestSchema>;

/** GET /api/referrals/programme — the public terms the programme page shows. */
export const ReferralProgrammeSchema = z.object({
  commissionRatePercent: z.number().int().min(0).max(100),
});
export type ReferralProgramme = z.infer<typeof ReferralProgrammeSchema>;

/** How many of the referred accounts are on each plan now ('none': no current plan). */
export const ReferralPlanCountsSchema = z.object({
  chatbot: z.number().int().min(0),
  'smart-website': z.number().int().min(0),
  none: z.number().int().min(0),
});
export type ReferralPlanCounts = z.infer<typeof ReferralPlanCountsSchema>;

export const ReferralPayoutSchema = z.object({
  id: z.uuid(),
  amountCents: z.number().int().min(0),
  paidAt: z.string(),
});
export type ReferralPayout = z.infer<typeof ReferralPayoutSchema>;

/** At most this many characters of payout details (where the referrer wants to be paid). */
export const PAYOUT_DETAILS_MAX_LENGTH = 300;

/**
 * GET /api/referrals — the signed-in owner's Referrals card. Nothing about a referred account other than counts
 * and plans: no names, emails, dates or amounts per account.
 */
export const ReferralOverviewSchema = z.object({
  code: z.string(),
  /** The absolute link to share: `${PUBLIC_URL}/auth?ref=CODE`. */
  link: z.string(),
  commissionRatePercent: z.number().int().min(0).max(100),
  /** Browsers that opened the link and kept the code (the first code a browser sees is the one it keeps). */
  visits: z.number().int().min(0),
  /** Referred accounts whose email is confirmed (or every one when the server asks for no confirmation). */
  signUps: z.number().int().min(0),
  /** Referred accounts still waiting for their email to be confirmed. */
  awaitingConfirmation: z.number().int().min(0),
  /** Referred accounts that have paid at least once. */
  paidReferrals: z.number().int().min(0),
  plans: ReferralPlanCountsSchema,
  /** US cents: every commission so far, what has been paid out, and what is owed (earned minus paid out). */
  earnedCents: z.number().int().min(0),
  paidOutCents: z.number().int().min(0),
  owedCents: z.number().int().min(0),
  payouts: z.array(ReferralPayoutSchema),
  /** Where the owner wants to be paid (their own text), or null. */
  payoutDetails: z.string().nullable(),
});
export type ReferralOverview = z.infer<typeof ReferralOverviewSchema>;

/** PUT /api/referrals/payout-details — an empty string removes them. */
export const UpdatePayoutDetailsRequestSchema = z.object({
  payoutDetails: safeText({ label: 'Payout details' }).trim().max(PAYOUT_DETAILS_MAX_LENGTH),
});
export type UpdatePayoutDetailsRequest = z.infer<typeof UpdatePayoutDetailsRequestSchema>;

/** GET/PUT /api/admin/referrals/settings. */
export const AdminReferralSettingsSchema = z.object({
  commissionRatePercent: z.number().int().min(0).max(100),
});
export type AdminReferralSettings = z.infer<typeof AdminReferralSettingsSchema>;

export const ADMIN_REFERRERS_PAGE_SIZE = 25;

export const AdminReferrersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(ADMIN_REFERRERS_PAGE_SIZE),
});
export type AdminReferrersQuery = z.input<typeof AdminReferrersQuerySchema>;

/** One referrer in the admin's list: an account that has referred at least one account. */
export const AdminReferrerSchema = z.object({
  userId: z.uuid(),
  username: z.string().nullable(),
  email: z.string(),
  code: z.string(),
  signUps: z.number().int().min(0),
  awaitingConfirmation: z.number().int().min(0),
  paidReferrals: z.number().int().min(0),
  earnedCents: z.number().int().min(0),
  paidOutCents: z.number().int().min(0),
  owedCents: z.number().int().min(0),
  payoutDetails: z.string().nullable(),
  lastPayoutAt: z.string().nullable(),
});
export type AdminReferrer = z.infer<typeof AdminReferrerSchema>;

export const AdminReferrersPageSchema = z.object({
  referrers: z.array(AdminReferrerSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Across every referrer. */
  totalOwedCents: z.number().int().min(0),
  totalPaidOutCents: z.number().int().min(0),
});
export type AdminReferrersPage = z.infer<typeof AdminReferrersPageSchema>;

/**
 * POST /api/admin/referrals/:userId/payouts — the administrator paid the referrer outside LeadChat (payouts are
 * manual) and records it. `amountCents` must equal what is owed now (409 otherwise: something changed since the
 * page was loaded), so a payout never covers commissions the administrator did not see.
 */
export const RecordPayoutRequestSchema = z.object({
  amountCents: z.number().int().min(1).max(100_000_000),
  note: safeText({ label: 'Note' }).trim().max(200).optional().default(''),
});
export type RecordPayoutRequest = z.input<typeof RecordPayoutRequestSchema>;

export const RecordPayoutResponseSchema = ReferralPayoutSchema.extend({
  referrerUserId: z.uuid(),
  commissions: z.number().int().min(1),
});
export type RecordPayoutResponse = z.infer<typeof RecordPayoutResponseSchema>;

/** Error code of a payout whose amount is no longer what is owed. */
export const PAYOUT_AMOUNT_CHANGED_MESSAGE =
  'The amount owed has changed since this page was loaded. Refresh and check it before marking it paid.';
