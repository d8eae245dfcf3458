import { BookOpen, ChevronDown, LifeBuoy, Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { SiteLink } from '@/components/platform/marketing-platform';
import { ActionButton, ButtonAnchor, ButtonLink } from '@/components/light-ui/buttons';
import { PageHero, Section, SectionHeading } from '../components/section';
import { SUPPORT_HOURS } from '../content/offers';
import { hideLeadChatWidget, openLeadChatWidget } from '../landing/use-demo-widget';
import { usePublicConfig } from '@/lib/public-config';
import { PAGE_META } from '../seo/page-meta';
import { usePageMeta } from '../seo/use-page-meta';
import { SupportForm } from './support-form';

type Channel = {
  id: string;
  icon: LucideIcon;
  title: string;
  hours: string;
  description: string;
  action: ReactNode;
};

const FAQS = [
  {
    question: 'How long does installation take?',
    answer:
      'About 6 minutes: add your website, copy one line of code, paste it before the closing </body> tag and test. The installation guide walks through WordPress, static sites, Shopify, Wix and Squarespace.',
  },
  {
    question: 'Do I need a credit card for the free trial?',
    answer: 'No. The AI chatbot comes with a 14-day free trial and no credit card is required.',
  },
  {
    question: 'How much does LeadChat cost?',
    answer:
      'The AI Chatbot Only plan starts at $29/month ($29 one-time or $37.70 monthly). A custom Smart Website + AI starts at $999 one-time or $1,299 monthly. Monthly pricing includes a 30% service fee; all prices are in USD.',
  },
  {
    question: 'What does the assistant know about my business?',
    answer:
      'What you give it: your website’s pages, the FAQs you add and your AI instructions. It does not make up prices or promises; when it doesn’t know, it offers to have you call the visitor back.',
  },
  {
    question: 'Can I get a refund?',
    answer: 'Yes. We offer a 30-day money-back guarantee: refunds within 30 days for unused services.',
  },
  {
    question: 'Where do captured leads go?',
    answer:
      'To your dashboard’s Leads page, with the conversation, contact details and a lead score. You can also be emailed when a new lead arrives.',
  },
];

const RESOURCES = [
  {
    to: '/installation-guide',
    label: 'Installation Guide',
    description: 'Add the widget to your site in about 6 minutes.',
  },
  { to: '/feature-guide', label: 'Setup Guide', description: 'Step-by-step guides for every feature.' },
  { to: '/blog', label: 'Blog', description: 'Lead generation tips for local service businesses.' },
  {
    to: '/smart-websites',
    label: 'Smart Websites',
    description: 'Packages, process and pricing for a new site.',
  },
  { to: '/privacy-policy', label: 'Privacy Policy', description: 'What we store and for how long.' },
  { to: '/terms-of-service', label: 'Terms of Service', description: 'Plans, payments and refunds.' },
];

function ChannelCard({ channel }: { channel: Channel }) {
  return (
    <li className="flex gap-4 rounded-xl border bg-card p-5 shadow-xs">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <channel.icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 id={channel.id} className="font-semibold">
          {channel.title}
        </h3>
        <p className="text-sm font-medium text-primary">{channel.hours}</p>
        <p className="mt-1 text-sm text-muted-foreground">{channel.description}</p>
        <div className="mt-3">{channel.action}</div>
      </div>
    </li>
  );
}

export function SupportContent() {
  usePageMeta(PAGE_META.support);
  const publicConfig = usePublicConfig();
  const demoWebsiteId = publicConfig.data?.demoWebsiteId;
  const supportEmail = publicConfig.data?.supportEmail;
  // A chat started here belongs to this page: leaving it hides the widget (it stays loaded for a return visit).
  useEffect(() => hideLeadChatWidget, []);

  const channels: Channel[] = [
    {
      id: 'channel-chat',
      icon: MessageCircle,
      title: 'Live Chat',
      hours: SUPPORT_HOURS.chat,
      description: 'Quick questions about plans, setup and features. Our assistant answers any time.',
      action: (
        <ActionButton
          size="sm"
          variant="outline"
          disabled={!demoWebsiteId}
          onClick={() => demoWebsiteId && openLeadChatWidget(demoWebsiteId)}
        >
          Start a Chat
        </ActionButton>
      ),
    },
    {
      id: 'channel-phone',
      icon: Phone,
      title: 'Phone Support',
      hours: SUPPORT_HOURS.phone,
      description:
        'Prefer to talk? Send the form with your number and the subject “Call me” and we will call you back.',
      action: (
        <ButtonAnchor href="#contact-form" size="sm" variant="outline">
          Request a Call
        </ButtonAnchor>
      ),
    },
    {
      id: 'channel-email',
      icon: Mail,
      title: 'Email Support',
      hours: 'Reply within 24 hours',
      description: 'For detailed questions, account and billing matters.',
      action: supportEmail ? (
        <a
          href={`mailto:${supportEmail}`}
          className="text-sm font-medium break-all text-primary underline underline-offset-4"
        >
          {supportEmail}
        </a>
      ) : (
        <ButtonAnchor href="#contact-form" size="sm" variant="outline">
          Send a Message
        </ButtonAnchor>
      ),
    },
    {
      id: 'channel-help',
      icon: BookOpen,
      title: 'Help Center',
      hours: 'Available 24/7',
      description: 'Guides for installation, every feature and troubleshooting.',
      action: (
        <ButtonLink to="/feature-guide" size="sm" variant="outline">
          Browse Guides
        </ButtonLink>
      ),
    },
  ];

  return (
    <>
      <PageHero
        eyebrow="Support"
        title="How can we help?"
        description="Send us a message and we'll get back to you within 24 hours, or reach us on the channel that suits you."
      />
      <Section labelledBy="contact-form-heading">
        <div className="grid gap-10 lg:grid-cols-5">
          <div id="contact-form" className="scroll-mt-24 lg:col-span-3">
            <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight">
              Send us a message
            </h2>
            <p className="mt-2 mb-6 text-muted-foreground">All fields are required.</p>
            <SupportForm />
          </div>
          <div className="lg:col-span-2">
            <h2 className="text-2xl font-bold tracking-tight">Support channels</h2>
            <p className="mt-2 mb-6 text-muted-foreground">All times Eastern (EST).</p>
            <ul className="grid gap-4">
              {channels.map((channel) => (
                <ChannelCard key={channel.id} channel={channel} />
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section labelledBy="support-faq-heading" className="bg-muted">
        <SectionHeading id="support-faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mx-auto grid max-w-3xl gap-3">
          {FAQS.map((faq) => (
            <details key={faq.question} className="group rounded-xl border bg-card p-5 shadow-xs">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
                {faq.question}
                <ChevronDown
                  className="size-4 shrink-0 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="mt-3 text-sm text-muted-foreground">{faq.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <Section labelledBy="resources-heading">
        <SectionHeading id="resources-heading" eyebrow="Resources" title="Guides and documents" />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {RESOURCES.map((resource) => (
            <li key={resource.to}>
              <SiteLink
                to={resource.to}
                className="flex h-full gap-3 rounded-xl border bg-card p-5 shadow-xs outline-none transition-colors hover:border-primary focus-visible:ring-2 focus-visible:ring-ring"
              >
                <LifeBuoy className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span className="block font-semibold">{resource.label}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{resource.description}</span>
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
