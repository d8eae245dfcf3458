/**
 * The plans, their prices and how a price is written: what the server charges and what every page shows
 * (docs/product/limits.md). Monthly prices include the 30 % service fee.
 *
 * Zod-free (`@leadchat/contract/prices`): the public pages print prices without downloading the schemas.
 */
export const PLAN_TYPES = ['chatbot', 'smart-website'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const PAYMENT_TYPES = ['payment', 'subscription'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Prices in US cents. */
export const PLAN_PRICES_CENTS: Record<PlanType, Record<PaymentType, number>> = {
  chatbot: { payment: 2900, subscription: 3770 },
  'smart-website': { payment: 99900, subscription: 129900 },
};

export const PLAN_NAMES: Record<PlanType, string> = {
  chatbot: 'AI Chatbot',
  'smart-website': 'Smart Website + AI',
};

/** Only the chatbot subscription has the free trial (14 days, no credit card). */
export const CHATBOT_TRIAL_DAYS = 14;

/**
 * "$37.70", "$1,299", "$29". Written without Intl: creating a number formatter per call cost the landing page
 * ~20 ms of main thread while hydrating.
 */
export function formatPriceCents(cents: number): string {
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = cents % 100;
  return rest ? `$${dollars}.${String(rest).padStart(2, '0')}` : `$${dollars}`;
}
