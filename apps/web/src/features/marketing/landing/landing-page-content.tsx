import { ClaimsStrip } from '../components/claims';
import { FinalCta } from '../components/final-cta';
import { PricingPlans } from '../components/pricing-section';
import { ReferralProgrammeBand } from '../components/referral-programme-band';
import { Section } from '../components/section';
import { usePublicConfig } from '@/lib/public-config';
import { PAGE_META } from '../seo/page-meta';
import { usePageMeta } from '../seo/use-page-meta';
import { FeatureCards } from './feature-cards';
import { LandingHero } from './hero';
import { HowItWorks } from './how-it-works';
import { OfferComparison } from './offer-comparison';
import { useDemoWidget } from './use-demo-widget';

/** docs/product/screens.md landing: hero, comparison, features, how it works, pricing, final call to action, demo widget. */
export function LandingPageContent() {
  usePageMeta(PAGE_META.landing);
  const publicConfig = usePublicConfig();
  useDemoWidget(publicConfig.data?.demoWebsiteId);
  return (
    <>
      <LandingHero />
      <Section labelledBy="claims-heading" compact>
        <h2 id="claims-heading" className="sr-only">
          LeadChat in numbers
        </h2>
        <ClaimsStrip />
      </Section>
      <OfferComparison />
      <FeatureCards />
      <HowItWorks />
      <Section id="pricing" labelledBy="pricing-heading" className="bg-muted">
        <PricingPlans />
      </Section>
      <ReferralProgrammeBand headingId="landing-referral-heading" />
      <FinalCta />
    </>
  );
}
