import {
  ArrowRight,
  BookOpen,
  Check,
  Clock,
  Gauge,
  LayoutTemplate,
  MessageSquare,
  Search,
  ShieldCheck,
  Smartphone,
  Star,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { badgeClass } from '@/components/light-ui/button-class';
import { ButtonLink } from '@/components/light-ui/buttons';
import { FinalCta } from '../components/final-cta';
import { PageHero, Section, SectionHeading } from '../components/section';
import { StepList } from '../components/step-list';
import { CLAIMS_DISCLAIMER, formatUsd, WEBSITE_PACKAGES } from '../content/offers';
import { PAGE_META } from '../seo/page-meta';
import { usePageMeta } from '../seo/use-page-meta';

const BENEFITS: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: TrendingUp,
    title: 'More enquiries from the same traffic',
    description:
      'Every page is built to answer questions and ask for the booking, with the AI assistant ready on each one.',
  },
  {
    icon: Clock,
    title: 'Leads captured around the clock',
    description:
      'Evening and weekend visitors get instant answers and leave their details instead of leaving your site.',
  },
  {
    icon: ShieldCheck,
    title: 'Nothing technical to manage',
    description:
      'We design, write, build and launch the site, train the assistant, and support you after launch.',
  },
  {
    icon: Star,
    title: 'Built to earn trust',
    description:
      'Clear services, prices, reviews and guarantees: the things customers check before they call.',
  },
];

const FEATURES: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: MessageSquare,
    title: 'AI chatbot built in',
    description: 'Trained on your services, prices and FAQs before launch.',
  },
  {
    icon: LayoutTemplate,
    title: 'Custom design',
    description: 'Designed around your brand and your customers, not a generic template.',
  },
  {
    icon: Smartphone,
    title: 'Mobile-first',
    description: 'Most local searches happen on phones; every page is made for them first.',
  },
  {
    icon: Gauge,
    title: 'Fast pages',
    description: 'Lightweight pages that load quickly, which visitors and search engines reward.',
  },
  {
    icon: Search,
    title: 'Local SEO basics',
    description: 'Page titles, descriptions, service-area pages and a sitemap set up properly.',
  },
  {
    icon: BookOpen,
    title: 'Lead dashboard',
    description: 'Conversations, leads and analytics in one place from day one.',
  },
];

const PROCESS = [
  {
    title: 'Consultation',
    description:
      'A short call about your services, customers and goals. We gather your content, photos and FAQs.',
  },
  {
    title: 'Design and content',
    description: 'We design the pages and write the copy, then share a preview for your feedback.',
  },
  {
    title: 'Build and train the AI',
    description:
      'We build the site and train the assistant on your content so it answers like your best employee.',
  },
  {
    title: 'Launch and support',
    description: 'We launch in about 2 weeks and stay on hand for the support months of your package.',
  },
];

function PackageCard({ pkg }: { pkg: (typeof WEBSITE_PACKAGES)[number] }) {
  const headingId = `package-${pkg.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <article
      aria-labelledby={headingId}
      className={
        pkg.isMostPopular
          ? 'relative flex flex-col rounded-2xl border-2 border-primary bg-card p-8 shadow-md'
          : 'relative flex flex-col rounded-2xl border bg-card p-8 shadow-sm'
      }
    >
      {pkg.isMostPopular ? (
        <span data-slot="badge" className={badgeClass('absolute -top-3 left-8')}>
          Most popular
        </span>
      ) : null}
      <h3 id={headingId} className="text-xl font-bold">
        {pkg.name}
      </h3>
      <p className="mt-4">
        <span className="text-4xl font-extrabold tracking-tight">{formatUsd(pkg.cents)}</span>{' '}
        <span className="text-muted-foreground">one-time</span>
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        {pkg.supportMonths} {pkg.supportMonths === 1 ? 'month' : 'months'} support included
      </p>
      <ul className="mt-6 grid flex-1 gap-3 text-sm">
        {pkg.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink
        to="/auth?mode=signup"
        size="lg"
        className="mt-8"
        variant={pkg.isMostPopular ? 'default' : 'outline'}
      >
        Get Started <span className="sr-only">with {pkg.name}</span>
      </ButtonLink>
    </article>
  );
}

export function SmartWebsitesContent() {
  usePageMeta(PAGE_META.smartWebsites);
  return (
    <>
      <PageHero
        eyebrow="Smart Website + AI"
        title="A website that answers, captures and books for you"
        description="We build your business a custom website with the LeadChat AI assistant built in, so every visitor gets answers and every enquiry becomes a lead. Delivered in about 2 weeks."
      >
        <ButtonLink to="/auth?mode=signup" size="lg">
          Get Started
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
        <ButtonLink to="/installation-guide" size="lg" variant="outline">
          Already have a site? Installation Guide
        </ButtonLink>
      </PageHero>

      <Section labelledBy="benefits-heading">
        <SectionHeading
          id="benefits-heading"
          eyebrow="Benefits"
          title="Why a smart website pays for itself"
          description="A brochure site waits for visitors to call. A smart website starts the conversation."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border bg-card p-6 shadow-xs">
              <benefit.icon className="mb-4 size-6 text-primary" aria-hidden="true" />
              <h3 className="font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="website-features-heading" className="bg-muted">
        <SectionHeading
          id="website-features-heading"
          eyebrow="Features"
          title="Everything included in your smart website"
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="flex gap-4 rounded-xl border bg-card p-6 shadow-xs">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <feature.icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">{feature.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{feature.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="packages" labelledBy="packages-heading">
        <SectionHeading
          id="packages-heading"
          eyebrow="Packages"
          title="Choose your package"
          description="One-time prices in USD. Every package includes a 30-day money-back guarantee."
        />
        <div className="grid gap-8 lg:grid-cols-3">
          {WEBSITE_PACKAGES.map((pkg) => (
            <PackageCard key={pkg.name} pkg={pkg} />
          ))}
        </div>
        <p className="mt-8 text-center text-sm text-muted-foreground">
          30-day money-back guarantee · 2-week delivery · 5.0 rating from 500+ customers*
          <br />
          <span className="text-xs">* {CLAIMS_DISCLAIMER}</span>
        </p>
      </Section>

      <Section labelledBy="process-heading" className="bg-muted">
        <SectionHeading
          id="process-heading"
          eyebrow="Our process"
          title="From first call to launch in 4 steps"
          description="You spend about an hour of your time in total. We do the rest."
        />
        <StepList steps={PROCESS} />
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/auth?mode=signup" size="lg">
            Get Started
          </ButtonLink>
          <ButtonLink to="/installation-guide" size="lg" variant="outline">
            View Installation Guide
          </ButtonLink>
        </div>
      </Section>

      <FinalCta
        title="Get a website that works as hard as you do"
        description="Tell us about your business and we'll have your smart website live in about 2 weeks."
      />
    </>
  );
}
