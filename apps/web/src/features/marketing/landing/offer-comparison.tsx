import { Check, Globe, MessageSquare } from 'lucide-react';
import { ButtonLink } from '@/components/light-ui/buttons';
import { Section, SectionHeading } from '../components/section';

const OFFERS = [
  {
    id: 'offer-smart-website',
    icon: Globe,
    name: 'Smart Website + AI',
    price: 'Starting at $999',
    summary: 'We design and build a custom website for your business with the AI chatbot built in.',
    bestFor: 'Best for businesses without a website, or with one that no longer brings in work.',
    points: [
      'Custom design, written for your services',
      'AI chatbot built in and trained on your content',
      'Delivered in about 2 weeks',
      'Up to 6 months of support',
    ],
    cta: { label: 'Get Smart Website + AI', to: '/smart-websites' },
  },
  {
    id: 'offer-chatbot',
    icon: MessageSquare,
    name: 'AI Chatbot Only',
    price: 'From $29/month',
    summary: 'Add the AI assistant to the website you already have with one line of code.',
    bestFor: 'Best for businesses happy with their site who want it to capture more leads.',
    points: [
      'Works with WordPress, Shopify, Wix, Squarespace and any HTML site',
      'Learns from your site content and FAQs',
      'Installs in about 5 minutes',
      '14-day free trial, no credit card',
    ],
    cta: { label: 'AI Chatbot Only', to: '/auth?mode=signup' },
  },
] as const;

/** docs/product/screens.md: the comparison of the two offers. */
export function OfferComparison() {
  return (
    <Section id="compare" labelledBy="compare-heading">
      <SectionHeading
        id="compare-heading"
        eyebrow="Two ways to start"
        title="A new smart website, or AI for the site you have"
        description="Both come with the same AI assistant that answers visitors, captures leads and books appointments."
      />
      <div className="grid gap-8 md:grid-cols-2">
        {OFFERS.map((offer) => (
          <article
            key={offer.id}
            aria-labelledby={offer.id}
            className="flex flex-col rounded-2xl border bg-card p-8 shadow-sm"
          >
            <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <offer.icon className="size-6" aria-hidden="true" />
            </span>
            <h3 id={offer.id} className="text-2xl font-bold">
              {offer.name}
            </h3>
            <p className="mt-1 text-lg font-semibold text-primary">{offer.price}</p>
            <p className="mt-3 text-muted-foreground">{offer.summary}</p>
            <ul className="mt-6 grid gap-3 text-sm">
              {offer.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-muted-foreground">{offer.bestFor}</p>
            <div className="mt-6 flex flex-1 items-end">
              <ButtonLink
                to={offer.cta.to}
                size="lg"
                variant={offer.id === 'offer-chatbot' ? 'outline' : 'default'}
                className="w-full"
              >
                {offer.cta.label}
              </ButtonLink>
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}
