import { SiteLink } from '@/components/platform/marketing-platform';
import { FinalCta } from '../components/final-cta';
import { PricingPlans } from '../components/pricing-section';
import { PageHero, Section } from '../components/section';
import { PAGE_META } from '../seo/page-meta';
import { usePageMeta } from '../seo/use-page-meta';

/** /pricing (docs/product/improvements.md): the landing page's pricing section on its own page, with working checkout buttons. */
export function PricingContent() {
  usePageMeta(PAGE_META.pricing);
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Simple pricing for every business"
        description="Start with the AI chatbot on your current site, or let us build you a smart website with AI built in."
      />
      <Section labelledBy="plans-heading">
        <h2 id="plans-heading" className="sr-only">
          Plans
        </h2>
        <PricingPlans showHeading={false} />
        <p className="mt-10 text-center text-sm text-muted-foreground">
          Looking for a full website package?{' '}
          <SiteLink
            to="/smart-websites#packages"
            className="font-medium text-primary underline underline-offset-4"
          >
            See Smart Website packages from $497
          </SiteLink>
          .
        </p>
      </Section>
      <FinalCta />
    </>
  );
}
