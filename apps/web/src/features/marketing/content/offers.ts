/**
 * The product's offers, packages and claims as the pages show them (docs/product/README.md, limits.md). The plans'
 * prices and their formatting are the contract's (`@leadchat/contract/prices`, zod-free, so the landing page does
 * not download the schemas): what the pages print is what the server charges.
 */
import {
  formatPriceCents,
  PLAN_PRICES_CENTS,
  type PaymentType,
  type PlanType,
} from '@leadchat/contract/prices';

export type { PaymentType, PlanType } from '@leadchat/contract/prices';
/** "$37.70", "$1,299", "$29". */
export { formatPriceCents as formatUsd } from '@leadchat/contract/prices';

export type PriceOption = {
  paymentType: PaymentType;
  cents: number;
  /** "one-time" or "/month". */
  period: string;
  buttonLabel: string;
  note?: string;
};

export type Plan = {
  planType: PlanType;
  name: string;
  tagline: string;
  headline: string;
  features: string[];
  options: PriceOption[];
  /** A short label shown on top of the card. */
  badge?: string;
  isHighlighted?: boolean;
};

export const SERVICE_FEE_NOTE = 'Monthly pricing includes a 30% service fee. All prices in USD.';
export const TRIAL_NOTE = '14-day free trial, no credit card required.';

export const PLANS: Plan[] = [
  {
    planType: 'chatbot',
    name: 'AI Chatbot Only',
    tagline: 'Add an AI assistant to the website you already have.',
    headline: 'From $29/month',
    badge: '14-day free trial',
    isHighlighted: true,
    features: [
      'Trains itself from your site content and FAQs',
      'Captures leads 24/7',
      'Books calls and appointments through your calendar',
      'Email and SMS follow-up',
      'Lead and conversation analytics',
      'Installs in about 5 minutes',
    ],
    options: [
      {
        paymentType: 'subscription',
        cents: PLAN_PRICES_CENTS.chatbot.subscription,
        period: '/month',
        buttonLabel: 'Start 14-Day Free Trial',
        note: TRIAL_NOTE,
      },
      {
        paymentType: 'payment',
        cents: PLAN_PRICES_CENTS.chatbot.payment,
        period: 'one-time',
        buttonLabel: `Buy Chatbot for ${formatPriceCents(PLAN_PRICES_CENTS.chatbot.payment)}`,
      },
    ],
  },
  {
    planType: 'smart-website',
    name: 'Smart Website + AI',
    tagline: 'A custom website built for you, with the AI chatbot built in.',
    headline: 'From $999',
    features: [
      'Custom-designed website for your business',
      'AI chatbot built in and trained on your content',
      'Lead capture forms and appointment booking',
      'Mobile-friendly and fast',
      'Delivered in about 2 weeks',
      '30-day money-back guarantee',
    ],
    options: [
      {
        paymentType: 'payment',
        cents: PLAN_PRICES_CENTS['smart-website'].payment,
        period: 'one-time',
        buttonLabel: `Get Smart Website for ${formatPriceCents(PLAN_PRICES_CENTS['smart-website'].payment)}`,
      },
      {
        paymentType: 'subscription',
        cents: PLAN_PRICES_CENTS['smart-website'].subscription,
        period: '/month',
        buttonLabel: `Subscribe for ${formatPriceCents(PLAN_PRICES_CENTS['smart-website'].subscription)}/month`,
      },
    ],
  },
];

export type WebsitePackage = {
  name: string;
  cents: number;
  pages: string;
  supportMonths: number;
  isMostPopular?: boolean;
  features: string[];
};

/** docs/product/limits.md: smart-website packages, one-time, USD. */
export const WEBSITE_PACKAGES: WebsitePackage[] = [
  {
    name: 'Basic Website',
    cents: 49700,
    pages: '5 pages',
    supportMonths: 1,
    features: ['5 pages', 'Mobile-friendly design', 'Contact form', 'Basic SEO set-up', '1 month support'],
  },
  {
    name: 'Smart Website + AI',
    cents: 99700,
    pages: 'Custom pages',
    supportMonths: 3,
    isMostPopular: true,
    features: [
      'Everything in Basic Website',
      'AI chatbot built in and trained on your content',
      'Lead capture and appointment booking',
      'Analytics dashboard',
      '3 months support',
    ],
  },
  {
    name: 'Business Growth',
    cents: 149700,
    pages: 'Custom pages',
    supportMonths: 6,
    features: [
      'Everything in Smart Website + AI',
      'Google Business Profile integration',
      'Email and SMS follow-up automations',
      'Priority support',
      '6 months support',
    ],
  },
];

/**
 * docs/product/README.md and docs/product/limits.md marketing figures. They are the business's own claims, not measurements this installation
 * makes, and every place that shows them says so.
 */
export const MARKETING_CLAIMS = [
  { value: '90%', label: 'Lead capture rate' },
  { value: '24/7', label: 'Customer support' },
  { value: '5 min', label: 'Setup time' },
  { value: '500+', label: 'Customers' },
  { value: '5.0', label: 'Customer rating' },
] as const;

export const CLAIMS_DISCLAIMER =
  'Figures reported by the LeadChat team from its customers; they are our claims, not live measurements of your website.';

export const SUPPORT_HOURS = {
  chat: 'Mon-Fri 9AM-6PM EST',
  phone: 'Mon-Fri 9AM-5PM EST',
} as const;
