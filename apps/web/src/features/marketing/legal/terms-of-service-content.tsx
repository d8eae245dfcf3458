import { SiteLink } from '@/components/platform/marketing-platform';
import { PAGE_META } from '../seo/page-meta';
import { usePageMeta } from '../seo/use-page-meta';
import { LegalDocument } from './legal-layout';

const SECTIONS = [
  {
    id: 'agreement',
    title: 'The agreement',
    body: (
      <p>
        These terms apply when you create a LeadChat account or buy a LeadChat plan. By doing so you accept
        them on behalf of yourself or the business you represent. If you do not agree, do not use the service.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'The service',
    body: (
      <ul>
        <li>
          <strong>AI Chatbot Only:</strong> an AI chat assistant you embed on your existing website, with a
          dashboard for conversations, leads, analytics and integrations.
        </li>
        <li>
          <strong>Smart Website + AI:</strong> a custom website we build for you with the assistant built in,
          delivered in about 2 weeks after we receive your content, with the support period of your package.
        </li>
      </ul>
    ),
  },
  {
    id: 'prices',
    title: 'Prices, trial and payment',
    body: (
      <>
        <ul>
          <li>
            AI Chatbot: <strong>$29 one-time</strong> or <strong>$37.70 monthly</strong>. Smart Website + AI:
            from <strong>$999 one-time</strong> or from <strong>$1,299 monthly</strong>. Smart-website
            packages: Basic Website $497 (5 pages, 1 month support), Smart Website + AI $997 (3 months
            support), Business Growth $1,497 (6 months support).
          </li>
          <li>Monthly pricing includes a 30% service fee.</li>
          <li>All prices are in US dollars (USD), excluding any taxes that apply where you are.</li>
          <li>
            The monthly AI Chatbot plan starts with a <strong>14-day free trial</strong>; no credit card is
            required to start it. If you do not subscribe by the end of the trial, paid features stop.
          </li>
          <li>
            Payments are processed by our card payment provider. Monthly plans renew automatically each month
            until cancelled; you can cancel at any time from your profile, and the plan stays active until the
            end of the period already paid.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds: 30-day money-back guarantee',
    body: (
      <>
        <p>
          You can ask for a refund within <strong>30 days</strong> of a payment for services you have not
          used, for example a monthly period you cancelled before using it, or website work we have not
          started. Ask through the <SiteLink to="/support">support page</SiteLink>; refunds go back to the
          card you paid with.
        </p>
        <p>Services already delivered, such as website design work you approved, are not refundable.</p>
      </>
    ),
  },
  {
    id: 'your-responsibilities',
    title: 'Your responsibilities',
    body: (
      <ul>
        <li>Keep your password safe and tell us about any unauthorised use of your account.</li>
        <li>
          Only add websites you own or are allowed to manage, and give the assistant accurate information
          about your business. You are responsible for the prices, promises and instructions you give it.
        </li>
        <li>
          Tell your visitors that the chat is run by an AI assistant and how you use their details, for
          example in your own privacy notice, as the law where you operate requires.
        </li>
        <li>
          Do not use LeadChat for spam, unlawful content, collecting data you are not allowed to collect, or
          to attack, overload or reverse-engineer the service.
        </li>
      </ul>
    ),
  },
  {
    id: 'ai',
    title: 'AI answers',
    body: (
      <p>
        The assistant answers from your website content, your FAQs and your instructions. Like any automated
        system it can be wrong or incomplete. Review its conversations, keep your knowledge up to date, and do
        not rely on it for advice that needs a qualified professional.
      </p>
    ),
  },
  {
    id: 'data',
    title: 'Your data',
    body: (
      <p>
        You own your content and your visitors’ conversations and leads. You allow us to store and process
        them only to provide the service, as described in our{' '}
        <SiteLink to="/privacy-policy">Privacy Policy</SiteLink>. You can export your leads and delete your
        data at any time.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes',
    body: (
      <p>
        We work to keep LeadChat available around the clock but cannot promise it will never be interrupted.
        We may improve or change features; if a change takes away something material you paid for, you may
        cancel and ask for a refund of the unused part.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        To the extent the law allows, LeadChat is not liable for indirect or consequential losses such as lost
        profits or lost business, and our total liability for any claim is limited to the amount you paid us
        in the 12 months before it arose. Nothing in these terms limits liability that cannot be limited by
        law.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending the agreement',
    body: (
      <p>
        You can close your account at any time. We may suspend or close accounts that break these terms, after
        a warning where that is reasonable. When an account closes, its data is deleted as described in the
        Privacy Policy.
      </p>
    ),
  },
  {
    id: 'changes-to-terms',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will tell account holders by email at least 30 days before a change that
        affects them takes effect; continuing to use LeadChat after that means you accept the new terms.
      </p>
    ),
  },
];

export function TermsOfServiceContent() {
  usePageMeta(PAGE_META.termsOfService);
  return (
    <LegalDocument
      title="Terms of Service"
      updated="November 1, 2026"
      intro={<p>The rules for using LeadChat, in plain language.</p>}
      sections={SECTIONS}
    />
  );
}
