import { normaliseReferralCode, REFERRAL_QUERY_PARAM } from '@leadchat/contract';

/*
 * /auth?ref=CODE: the server keeps the first code a browser is shown in an HttpOnly cookie (no page script can read
 * or replace it) and attributes the account created from this browser to the code's owner (decision 0097).
 */

let pendingVisit: Promise<void> = Promise.resolve();

/** The well-formed referral code in a query string, or null. */
export function readReferralCode(searchParams: URLSearchParams): string | null {
  return normaliseReferralCode(searchParams.get(REFERRAL_QUERY_PARAM));
}

/** Tells the server this browser opened a referral link. Best effort: a failure only loses the attribution. */
export function recordReferralVisit(code: string): Promise<void> {
  pendingVisit = fetch('/api/referrals/visits', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
    credentials: 'same-origin',
  }).then(
    () => undefined,
    () => undefined,
  );
  return pendingVisit;
}

/** Resolves once the visit (if any) has been recorded, so a quick sign-up still carries the code's cookie. */
export function referralVisitSettled(): Promise<void> {
  return pendingVisit;
}
