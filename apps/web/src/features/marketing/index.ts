/**
 * The public pages, as the app (SPA) shows them. The pre-rendered copies of the same pages run their own light client
 * (./client, ./prerender; decision 0061), which loads each page from ./client/public-pages.tsx.
 */
export { BlogIndexContent, BlogPostContent } from './blog/blog-pages';
export { InstallationGuideContent } from './installation/installation-guide-content';
export { LandingPageContent } from './landing/landing-page-content';
export { PrivacyPolicyContent } from './legal/privacy-policy-content';
export { TermsOfServiceContent } from './legal/terms-of-service-content';
export { AboutContent } from './pages/about-content';
export { FeatureGuideContent } from './pages/feature-guide-content';
export { NotFoundContent } from './pages/not-found-content';
export { PricingContent } from './pages/pricing-content';
export { SmartWebsitesContent } from './pages/smart-websites-content';
export { WidgetTestContent } from './pages/widget-test-content';
export { SupportContent } from './support/support-content';
