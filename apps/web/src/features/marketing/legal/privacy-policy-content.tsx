import { PAGE_META } from '../seo/page-meta';
import { usePageMeta } from '../seo/use-page-meta';
import { LegalDocument } from './legal-layout';

const SECTIONS = [
  {
    id: 'who-we-are',
    title: 'Who we are and what this covers',
    body: (
      <>
        <p>
          LeadChat provides an AI chat assistant that businesses put on their websites, and custom websites
          with the assistant built in. This policy explains what we collect about two groups of people:{' '}
          <strong>account holders</strong> (the businesses that sign up) and <strong>website visitors</strong>{' '}
          who chat with an assistant on a business’s site.
        </p>
        <p>
          For visitors’ chats, the business running the website decides what the assistant is used for and is
          responsible for telling its visitors; we process those chats on the business’s behalf. For account
          holders, we are responsible for the data.
        </p>
      </>
    ),
  },
  {
    id: 'account-holders',
    title: 'What we collect about account holders',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> email address, username, an optional profile picture and your
          role. Passwords are stored only as a one-way hash (argon2id); we cannot read them.
        </li>
        <li>
          <strong>Sign-in sessions:</strong> a session cookie (<code>leadchat.session_token</code>, HttpOnly)
          and the session’s start time, IP address and browser, so you can stay signed in and we can protect
          accounts.
        </li>
        <li>
          <strong>Referrals:</strong> when you open someone’s referral link, a cookie (
          <code>leadchat.referral</code>, HttpOnly, 60 days) keeps its code so the account you create is
          credited to them. The referrer sees only how many accounts they brought and which plans those are
          on, never who. If you refer others, we keep the payout details you give us, encrypted.
        </li>
        <li>
          <strong>Your websites and settings:</strong> website names and domains, assistant instructions,
          FAQs, appearance settings, and pages we read from your domain to train the assistant.
        </li>
        <li>
          <strong>Billing:</strong> your plan, its status and dates. Card payments are handled by our card
          payment provider; we never see or store your full card number.
        </li>
        <li>
          <strong>Messages to us:</strong> what you send through the support form (name, email, subject,
          message).
        </li>
      </ul>
    ),
  },
  {
    id: 'visitors',
    title: 'What the assistant stores about website visitors',
    body: (
      <>
        <p>When someone chats with an assistant on a business’s website, we store:</p>
        <ul>
          <li>the name and email address the visitor enters before starting the chat;</li>
          <li>the messages of the conversation, with their times and how long each reply took;</li>
          <li>
            contact details the visitor chooses to write in the chat (such as a phone number or company name)
            and what they need, so the business can follow up;
          </li>
          <li>a lead status and a lead score the business uses to prioritise follow-ups;</li>
          <li>appointments the visitor books through the assistant;</li>
          <li>a random visitor identifier that links the visitor’s messages into one conversation.</li>
        </ul>
        <p>
          In the visitor’s own browser, the widget keeps the visitor identifier, the name and email entered
          and the messages shown (local storage), so the conversation survives a page reload, plus a flag for
          the current visit (session storage) so the chat does not keep popping open. Clearing the site’s data
          in the browser removes them. The widget sets no cookies and does no advertising tracking.
        </p>
        <p>
          IP addresses are used only to limit abuse, in counters that expire within hours; they are not stored
          with the conversation.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use the data',
    body: (
      <ul>
        <li>
          to run the service: answer visitors, show conversations, leads and analytics to the business, send
          the notifications the business turns on;
        </li>
        <li>to keep accounts secure and stop abuse (rate limits, sign-in protection);</li>
        <li>
          to answer support requests and send service emails (account confirmation, password resets,
          receipts);
        </li>
        <li>to bill for paid plans.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          We do not sell personal data. We share it only with service providers that help us run LeadChat:
        </p>
        <ul>
          <li>our card payment provider, for payments;</li>
          <li>our email and SMS delivery providers, for the messages the service sends;</li>
          <li>
            when an AI model provider is used to generate replies, the visitor’s message and the relevant
            parts of the business’s own website content are sent to it to produce the answer;
          </li>
          <li>
            Google, Microsoft or Calendly, only when a business connects them (for listings or calendars).
          </li>
        </ul>
        <p>We may also disclose data when the law requires it.</p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          <strong>Conversations, messages and leads</strong> are kept for as long as the business keeps them
          in its account. The business can delete them; deleting a website deletes all of its conversations,
          messages, leads and knowledge at once, and closing an account deletes everything belonging to it.
        </li>
        <li>
          <strong>Account data</strong> is kept while the account is open and deleted when it is closed,
          except billing records we must keep for tax and accounting law.
        </li>
        <li>
          <strong>Support requests</strong> are kept for as long as needed to answer them and handle
          follow-ups.
        </li>
        <li>
          <strong>Sessions</strong> end when you sign out or they expire;{' '}
          <strong>abuse-prevention counters</strong> expire within hours.
        </li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Each business can only see its own websites, conversations and leads; this is enforced on our servers
        for every request. Passwords are hashed, sessions use HttpOnly cookies, connections use HTTPS in
        production and access to production systems is restricted.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You can ask to access, correct, export or delete your personal data, or object to how it is used.
          Account holders can change most details in their profile. Website visitors should contact the
          business whose website they chatted on; we will help that business answer.
        </p>
        <p>Send requests through our support page; we reply within 30 days, usually much sooner.</p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy in a way that matters, we will update the date above and tell account holders
        by email.
      </p>
    ),
  },
];

export function PrivacyPolicyContent() {
  usePageMeta(PAGE_META.privacyPolicy);
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="November 1, 2026"
      intro={<p>We collect only what we need to run LeadChat, keep it safe, and never sell it.</p>}
      sections={SECTIONS}
    />
  );
}
