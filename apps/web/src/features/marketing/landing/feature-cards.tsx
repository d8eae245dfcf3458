import { BarChart3, BookOpenCheck, CalendarCheck, MailCheck, UserPlus, type LucideIcon } from 'lucide-react';
import { Section, SectionHeading } from '../components/section';

const FEATURES: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: BookOpenCheck,
    title: 'Trains itself on your business',
    description:
      'The assistant learns from your website content and your FAQs, so it answers questions about your services, prices and hours in your words.',
  },
  {
    icon: UserPlus,
    title: 'Captures leads 24/7',
    description:
      'Every visitor gets an instant answer, day or night. Names, emails and phone numbers land in your dashboard as scored leads.',
  },
  {
    icon: CalendarCheck,
    title: 'Books calls and appointments',
    description:
      'Connect your calendar and the assistant offers open slots and books visits, calls and consultations on the spot.',
  },
  {
    icon: MailCheck,
    title: 'Follows up by email and SMS',
    description:
      'New leads get a timely follow-up and you get notified, so no enquiry goes cold while you are busy on a job.',
  },
  {
    icon: BarChart3,
    title: 'Analytics that show what works',
    description:
      'See conversations, leads, conversion rate and response times per website, and which questions visitors ask most.',
  },
];

/** docs/product/screens.md: five feature cards (#features, linked from the header). */
export function FeatureCards() {
  return (
    <Section id="features" labelledBy="features-heading" className="bg-muted">
      <SectionHeading
        id="features-heading"
        eyebrow="Features"
        title="Everything you need to never miss a lead"
        description="One assistant that answers, qualifies, books and follows up, so more visitors become paying customers."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-xl border bg-card p-6 shadow-xs">
            <span className="mb-4 flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <feature.icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-semibold">{feature.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{feature.description}</p>
          </li>
        ))}
        <li className="rounded-xl border border-dashed border-violet-300 bg-accent p-6">
          <p className="text-sm font-semibold tracking-wide text-accent-foreground uppercase">Premium</p>
          <h3 className="mt-2 text-lg font-semibold">Google Business Profile integration</h3>
          <p className="mt-2 text-sm text-muted-foreground">
            AI replies to your reviews and scheduled posts keep your listing active without extra work.
          </p>
        </li>
      </ul>
    </Section>
  );
}
