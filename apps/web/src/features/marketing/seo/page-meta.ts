/**
 * Title, description and canonical path of every public page. The pre-render step writes them into each page's
 * <head> (with absolute URLs filled in by the server at run time), the sitemap lists them, and `usePageMeta`
 * keeps the head right during client-side navigation.
 */
export type PageMeta = {
  path: string;
  /** Without the " · LeadChat" suffix (the landing page gives its full title). */
  title: string;
  description: string;
  /** Open Graph type. */
  type?: 'website' | 'article';
  /** Landing page: the title is used as is. */
  isFullTitle?: boolean;
  /** Listed in the sitemap and pre-rendered (the 404 page is pre-rendered but not listed). */
  isIndexable?: boolean;
  /** ISO date for the sitemap's lastmod (blog posts). */
  lastModified?: string;
};

export const SITE_NAME = 'LeadChat';

/** The placeholder the server replaces with PUBLIC_URL when it serves a pre-rendered page. */
export const PUBLIC_URL_PLACEHOLDER = '__LEADCHAT_PUBLIC_URL__';

export const PAGE_META = {
  landing: {
    path: '/',
    title: 'LeadChat — AI Chat Assistant That Turns Website Visitors Into Leads',
    isFullTitle: true,
    description:
      'An AI chatbot for local service businesses that answers visitors, captures leads and books appointments 24/7. From $29/month with a 14-day free trial, no credit card.',
  },
  smartWebsites: {
    path: '/smart-websites',
    title: 'Smart Websites With a Built-In AI Chatbot',
    description:
      'A custom website for your business with an AI chatbot built in. Packages from $497, delivered in about 2 weeks with up to 6 months of support.',
  },
  featureGuide: {
    path: '/feature-guide',
    title: 'Setup Guide: Every LeadChat Feature Step by Step',
    description:
      'Set up websites, the chat widget, conversations, Google My Business, calendar integrations and analytics with step-by-step guides.',
  },
  installationGuide: {
    path: '/installation-guide',
    title: 'Installation Guide: Add the AI Chat Widget in About 6 Minutes',
    description:
      'Install the LeadChat widget on WordPress, static sites, Shopify, Wix or Squarespace: copy one script tag, paste it before </body>, test.',
  },
  support: {
    path: '/support',
    title: 'Support: Contact the LeadChat Team',
    description:
      "Contact LeadChat support by form, chat (Mon-Fri 9AM-6PM EST), phone (Mon-Fri 9AM-5PM EST) or email. We'll get back to you within 24 hours.",
  },
  pricing: {
    path: '/pricing',
    title: 'Pricing: AI Chatbot From $29/month, Smart Websites From $999',
    description:
      'AI Chatbot Only from $29/month with a 14-day free trial and no credit card, or a custom Smart Website + AI from $999. Prices in USD.',
  },
  about: {
    path: '/about',
    title: 'About LeadChat',
    description:
      'LeadChat builds AI chat assistants and smart websites that help local service businesses answer every visitor and never miss a lead.',
  },
  referralProgramme: {
    path: '/referral-programme',
    title: 'Referral Programme: Earn by Recommending LeadChat',
    description:
      'Agencies, web designers and customers earn a commission on every payment made by the businesses they refer to LeadChat. Payouts are made by hand.',
  },
  blog: {
    path: '/blog',
    title: 'Blog: Lead Generation Tips for Local Service Businesses',
    description:
      'Practical guides for plumbers, cleaners, clinics, salons and other local businesses on turning website visitors into booked jobs.',
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description:
      'What LeadChat collects about account holders and website visitors, why, how long it is kept, and your rights.',
  },
  termsOfService: {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description:
      'The terms for using LeadChat: plans, USD pricing, card payments, 30-day refunds for unused services.',
  },
  widgetTest: {
    path: '/widget-test',
    title: 'Widget Test',
    description: 'A test page that loads the LeadChat chat widget for a fixed test website.',
    isIndexable: false,
  },
  notFound: {
    path: '/404',
    title: 'Page not found',
    description: "The page you are looking for doesn't exist or has moved.",
    isIndexable: false,
  },
} satisfies Record<string, PageMeta>;

export function formatPageTitle(meta: Pick<PageMeta, 'title' | 'isFullTitle'>): string {
  return meta.isFullTitle ? meta.title : `${meta.title} · ${SITE_NAME}`;
}
