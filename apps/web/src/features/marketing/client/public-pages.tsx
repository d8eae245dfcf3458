import type { ComponentType } from 'react';

/** What a pre-rendered page's component gets: the path it is shown at (a blog post reads its slug from it). */
export type PublicPageProps = { path: string };
export type PublicPageComponent = ComponentType<PublicPageProps>;

type PublicPageEntry = {
  /** The source module the page's code starts from (its chunk, in Vite's manifest, gets modulepreload hints). */
  module: string;
  load: () => Promise<PublicPageComponent>;
};

function slugFromPath(path: string): string | undefined {
  return path.replace(/\/+$/, '').split('/').pop() || undefined;
}

/**
 * The pre-rendered public pages by key (scripts/prerender.mjs writes the key into the page as data-page).
 * Each loads on its own, so a page downloads only its own content's code.
 */
export const PUBLIC_PAGES = {
  landing: {
    module: 'src/features/marketing/landing/landing-page-content.tsx',
    load: async () => (await import('../landing/landing-page-content')).LandingPageContent,
  },
  'smart-websites': {
    module: 'src/features/marketing/pages/smart-websites-content.tsx',
    load: async () => (await import('../pages/smart-websites-content')).SmartWebsitesContent,
  },
  'feature-guide': {
    module: 'src/features/marketing/pages/feature-guide-content.tsx',
    load: async () => (await import('../pages/feature-guide-content')).FeatureGuideContent,
  },
  'installation-guide': {
    module: 'src/features/marketing/installation/installation-guide-content.tsx',
    load: async () => (await import('../installation/installation-guide-content')).InstallationGuideContent,
  },
  pricing: {
    module: 'src/features/marketing/pages/pricing-content.tsx',
    load: async () => (await import('../pages/pricing-content')).PricingContent,
  },
  support: {
    module: 'src/features/marketing/support/support-content.tsx',
    load: async () => (await import('../support/support-content')).SupportContent,
  },
  about: {
    module: 'src/features/marketing/pages/about-content.tsx',
    load: async () => (await import('../pages/about-content')).AboutContent,
  },
  'referral-programme': {
    module: 'src/features/marketing/pages/referral-programme-content.tsx',
    load: async () => (await import('../pages/referral-programme-content')).ReferralProgrammeContent,
  },
  blog: {
    module: 'src/features/marketing/blog/blog-pages.tsx',
    load: async () => (await import('../blog/blog-pages')).BlogIndexContent,
  },
  'blog-post': {
    module: 'src/features/marketing/blog/blog-pages.tsx',
    load: async () => {
      const { BlogPostContent } = await import('../blog/blog-pages');
      return function BlogPostPage({ path }: PublicPageProps) {
        return <BlogPostContent slug={slugFromPath(path)} />;
      };
    },
  },
  'privacy-policy': {
    module: 'src/features/marketing/legal/privacy-policy-content.tsx',
    load: async () => (await import('../legal/privacy-policy-content')).PrivacyPolicyContent,
  },
  'terms-of-service': {
    module: 'src/features/marketing/legal/terms-of-service-content.tsx',
    load: async () => (await import('../legal/terms-of-service-content')).TermsOfServiceContent,
  },
  'widget-test': {
    module: 'src/features/marketing/pages/widget-test-content.tsx',
    load: async () => (await import('../pages/widget-test-content')).WidgetTestContent,
  },
  'not-found': {
    module: 'src/features/marketing/client/not-found-page.tsx',
    load: async () => (await import('./not-found-page')).NotFoundPage,
  },
} satisfies Record<string, PublicPageEntry>;

export type PublicPageKey = keyof typeof PUBLIC_PAGES;

export function isPublicPageKey(value: string | undefined): value is PublicPageKey {
  return value !== undefined && Object.hasOwn(PUBLIC_PAGES, value);
}
