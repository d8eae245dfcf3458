import {
  ArrowRight,
  BarChart3,
  CalendarDays,
  Code2,
  Globe,
  MessageSquare,
  Store,
  type LucideIcon,
} from 'lucide-react';
import { ButtonLink } from '@/components/light-ui/buttons';
import { FinalCta } from '../components/final-cta';
import { PageHero, Section } from '../components/section';
import { PAGE_META } from '../seo/page-meta';
import { usePageMeta } from '../seo/use-page-meta';

type Guide = { id: string; icon: LucideIcon; title: string; summary: string; steps: string[]; to: string };

/** docs/product/screens.md: six feature cards with steps and Start Setup links. */
const GUIDES: Guide[] = [
  {
    id: 'guide-websites',
    icon: Globe,
    title: 'Add your website',
    summary: 'Register each site the assistant should work on.',
    steps: [
      'Open Websites and choose Add Website.',
      'Enter the website name and its domain (for example example.com).',
      'Add AI instructions and FAQs so the assistant answers your way.',
    ],
    to: '/websites',
  },
  {
    id: 'guide-install',
    icon: Code2,
    title: 'Install the chat widget',
    summary: 'Put the assistant on your pages with one script tag.',
    steps: [
      'Copy the embed code from your website’s actions.',
      'Paste it just before the closing </body> tag of your site.',
      'Reload your site and send a test message.',
    ],
    to: '/installation-guide',
  },
  {
    id: 'guide-conversations',
    icon: MessageSquare,
    title: 'Review conversations and leads',
    summary: 'See every chat and follow up on captured leads.',
    steps: [
      'Open Chats to read conversations as they happen.',
      'Filter to leads only and open a conversation for details.',
      'Update the lead status as you contact and convert them.',
    ],
    to: '/conversations',
  },
  {
    id: 'guide-gmb',
    icon: Store,
    title: 'Connect Google My Business',
    summary: 'Premium: AI review replies and scheduled posts.',
    steps: [
      'Open GMB and select the website to connect.',
      'Sign in with the Google account that manages your listing.',
      'Turn on the automations you want, such as review responses.',
    ],
    to: '/gmb-manager',
  },
  {
    id: 'guide-calendar',
    icon: CalendarDays,
    title: 'Set up calendar booking',
    summary: 'Let the assistant book calls and appointments.',
    steps: [
      'Open Calendar and select your website.',
      'Add an integration: Google, Calendly, Outlook or custom.',
      'Set your availability (default 09:00-17:00) and time zone.',
    ],
    to: '/calendar-integrations',
  },
  {
    id: 'guide-analytics',
    icon: BarChart3,
    title: 'Track your results',
    summary: 'Measure conversations, leads and conversion rate.',
    steps: [
      'Open Analytics and choose a website and period (7, 30 or 90 days).',
      'Check the daily chart, conversion rate and response time.',
      'Use the lead-status breakdown to see where leads stall.',
    ],
    to: '/analytics',
  },
];

export function FeatureGuideContent() {
  usePageMeta(PAGE_META.featureGuide);
  return (
    <>
      <PageHero
        eyebrow="Setup Guide"
        title="Set up every LeadChat feature, step by step"
        description="Six short guides take you from adding your first website to tracking results. Each one links straight to the screen where you do it."
      />
      <Section labelledBy="guides-heading">
        <h2 id="guides-heading" className="sr-only">
          Feature guides
        </h2>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {GUIDES.map((guide, index) => (
            <li key={guide.id}>
              <article
                aria-labelledby={guide.id}
                className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-xs"
              >
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <guide.icon className="size-5" aria-hidden="true" />
                  </span>
                  <p className="text-sm font-medium text-muted-foreground">Guide {index + 1} of 6</p>
                </div>
                <h3 id={guide.id} className="mt-4 text-lg font-semibold">
                  {guide.title}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{guide.summary}</p>
                <ol className="mt-4 grid flex-1 list-decimal gap-2 pl-5 text-sm">
                  {guide.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
                <ButtonLink to={guide.to} className="mt-6 w-full">
                  Start Setup<span className="sr-only">: {guide.title}</span>
                  <ArrowRight aria-hidden="true" />
                </ButtonLink>
              </article>
            </li>
          ))}
        </ol>
      </Section>
      <FinalCta />
    </>
  );
}
