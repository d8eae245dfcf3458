/** The referral programme: the owner's Referrals card, the admin's referrers and payouts, and /auth?ref= capture. */
export { AdminReferralsCard } from './admin-referrals-card';
export { readReferralCode, recordReferralVisit, referralVisitSettled } from './referral-capture';
export { ReferralsCard } from './referrals-card';
