import { Clock, HeartHandshake, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';
import { ClaimsStrip } from '../components/claims';
import { FinalCta } from '../components/final-cta';
import { ReferralProgrammeBand } from '../components/referral-programme-band';
import { PageHero, Section, SectionHeading } from '../components/section';
import { PAGE_META } from '../seo/page-meta';
import { usePageMeta } from '../seo/use-page-meta';

const VALUES: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: Clock,
    title: 'Every enquiry answered',
    description:
      'Customers decide fast. We build tools that reply in seconds, at any hour, so no enquiry waits until Monday.',
  },
  {
    icon: HeartHandshake,
    title: 'Made for small teams',
    description:
      'Our customers are plumbers, cleaners, clinics, salons and contractors. Setup takes minutes and needs no developer.',
  },
  {
    icon: ShieldCheck,
    title: 'Honest by design',
    description:
      'The assistant answers from your own content and says when it doesn’t know, instead of inventing prices or promises.',
  },
  {
    icon: Sparkles,
    title: 'Useful, not flashy',
    description:
      'We measure ourselves by booked jobs and captured leads, not by how clever the chatbot sounds.',
  },
];

export function AboutContent() {
  usePageMeta(PAGE_META.about);
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="About LeadChat"
        description="We help local service businesses turn website visitors into customers with AI chat assistants and smart websites that work around the clock."
      />
      <Section labelledBy="story-heading">
        <div className="mx-auto max-w-3xl">
          <h2 id="story-heading" className="text-3xl font-bold tracking-tight">
            Why we built LeadChat
          </h2>
          <div className="mt-6 grid gap-4 text-lg text-muted-foreground">
            <p>
              Small businesses lose customers in the gaps: the evening visitor who can’t find a price, the
              weekend enquiry nobody sees until Tuesday, the contact form that never gets a reply. Big
              companies fill those gaps with call centres. Local businesses usually can’t.
            </p>
            <p>
              LeadChat fills them with an assistant that knows your business. It learns from your website and
              your FAQs, answers visitors instantly, collects their details, books appointments and hands you
              a list of leads to call. For businesses that need a better website too, we build one with the
              assistant built in.
            </p>
          </div>
        </div>
      </Section>
      <Section labelledBy="values-heading" className="bg-muted">
        <SectionHeading id="values-heading" eyebrow="What we believe" title="Our principles" />
        <ul className="grid gap-6 sm:grid-cols-2">
          {VALUES.map((value) => (
            <li key={value.title} className="flex gap-4 rounded-xl border bg-card p-6 shadow-xs">
              <value.icon className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{value.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{value.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="numbers-heading">
        <SectionHeading id="numbers-heading" eyebrow="In numbers" title="What our customers tell us" />
        <ClaimsStrip id="about-claims-note" />
      </Section>
      <ReferralProgrammeBand headingId="about-referral-heading" />
      <FinalCta />
    </>
  );
}
