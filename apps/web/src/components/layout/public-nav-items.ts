export type MarketingNavItem = { label: string; to: string; sectionId?: string };

/** docs/product/screens.md, signed-out header: landing sections (smooth scroll) and two pages. */
export const MARKETING_NAV_ITEMS: readonly MarketingNavItem[] = [
  { label: 'Features', to: '/#features', sectionId: 'features' },
  { label: 'How It Works', to: '/#how-it-works', sectionId: 'how-it-works' },
  { label: 'Pricing', to: '/#pricing', sectionId: 'pricing' },
  { label: 'Smart Websites', to: '/smart-websites' },
  { label: 'Setup Guide', to: '/feature-guide' },
];

export const FOOTER_NAV_ITEMS = [
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
] as const;
