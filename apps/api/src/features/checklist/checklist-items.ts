/**
 * The 16 items of the pre-launch checklist (docs/product/data.md and docs/product/limits.md) in the seed's five categories. Automated items name the
 * fact that completes them (computed in checklist.service.ts from the owner's data); the others are ticked by the
 * owner and stored per website.
 */
import type { ChecklistAction, ChecklistCategory, ChecklistPriority } from '@leadchat/contract';

/** Facts read from the database; each automated item completes on one of them. */
export type ChecklistFacts = {
  hasWebsite: boolean;
  widgetSeenOnSite: boolean;
  hasCalendar: boolean;
  twoFactorEnabled: boolean;
  aiInstructionsCustomised: boolean;
  assistantAnswered: boolean;
  leadAlertsOn: boolean;
  hasGmbAccount: boolean;
  hasCurrentPlan: boolean;
  knowledgeLearnt: boolean;
};

export type ChecklistItemDefinition = {
  id: string;
  title: string;
  description: string;
  category: ChecklistCategory;
  priority: ChecklistPriority;
  /** The fact that completes the item; absent for items the owner ticks by hand. */
  fact?: keyof ChecklistFacts;
  action: (websiteId: string | null) => ChecklistAction;
};

const websitePage = (websiteId: string | null, label: string): ChecklistAction => ({
  label,
  href: websiteId ? `/websites/${websiteId}` : '/websites',
});

export const CHECKLIST_ITEMS: readonly ChecklistItemDefinition[] = [
  // technical
  {
    id: 'website-added',
    title: 'Add your website',
    description: 'Register the site the assistant will answer for.',
    category: 'technical',
    priority: 'critical',
    fact: 'hasWebsite',
    action: () => ({ label: 'Add Website', href: '/websites' }),
  },
  {
    id: 'widget-installed',
    title: 'Install the chat widget on your site',
    description: 'Completes itself once the widget has loaded on a page of your own domain.',
    category: 'technical',
    priority: 'critical',
    fact: 'widgetSeenOnSite',
    action: () => ({ label: 'Installation guide', href: '/installation-guide' }),
  },
  {
    id: 'calendar-connected',
    title: 'Connect a calendar',
    description: 'Let the assistant offer visitors appointments from your calendar.',
    category: 'technical',
    priority: 'medium',
    fact: 'hasCalendar',
    action: () => ({ label: 'Connect a calendar', href: '/calendar-integrations' }),
  },
  {
    id: 'mobile-checked',
    title: 'Check the widget on a phone',
    description: "Open your site on a phone and make sure the chat button doesn't cover anything important.",
    category: 'technical',
    priority: 'high',
    action: (websiteId) => websitePage(websiteId, 'Open website settings'),
  },
  // security
  {
    id: 'two-factor-on',
    title: 'Turn on two-factor sign-in',
    description: 'Protect the account that sees your leads with an authenticator app.',
    category: 'security',
    priority: 'high',
    fact: 'twoFactorEnabled',
    action: () => ({ label: 'Open profile', href: '/profile' }),
  },
  {
    id: 'privacy-policy-updated',
    title: 'Mention the chat in your privacy policy',
    description:
      'Tell visitors that chat messages and the contact details they share are stored to answer them.',
    category: 'security',
    priority: 'high',
    action: () => ({ label: 'Read our privacy policy', href: '/privacy-policy' }),
  },
  {
    id: 'unique-password',
    title: 'Use a password of its own',
    description:
      "Sign in with a password you don't use anywhere else; change it from your profile if in doubt.",
    category: 'security',
    priority: 'medium',
    action: () => ({ label: 'Open profile', href: '/profile' }),
  },
  // ux
  {
    id: 'ai-instructions-customised',
    title: 'Customise the AI instructions',
    description: 'Tell the assistant your tone, your services and what to ask visitors.',
    category: 'ux',
    priority: 'high',
    fact: 'aiInstructionsCustomised',
    action: (websiteId) => websitePage(websiteId, 'Edit instructions'),
  },
  {
    id: 'test-conversation',
    title: 'Have a test conversation',
    description: 'Ask the assistant what a customer would ask; completes itself once it has answered.',
    category: 'ux',
    priority: 'critical',
    fact: 'assistantAnswered',
    action: () => ({ label: 'Open the dashboard', href: '/dashboard' }),
  },
  {
    id: 'widget-branded',
    title: 'Match the widget to your brand',
    description: 'Set the colour, the assistant’s name and the greeting visitors will see.',
    category: 'ux',
    priority: 'medium',
    action: (websiteId) => websitePage(websiteId, 'Edit appearance'),
  },
  // business
  {
    id: 'lead-alerts-on',
    title: 'Turn on new-lead alerts',
    description: 'Hear about a new lead by email or text as soon as the assistant captures it.',
    category: 'business',
    priority: 'high',
    fact: 'leadAlertsOn',
    action: (websiteId) => ({
      label: 'Set up alerts',
      href: websiteId ? `/conversations?website=${websiteId}&setup=email` : '/conversations',
    }),
  },
  {
    id: 'gmb-connected',
    title: 'Connect Google Business Profile',
    description: 'Answer reviews and keep your listing in step with your site.',
    category: 'business',
    priority: 'medium',
    fact: 'hasGmbAccount',
    action: () => ({ label: 'Open GMB', href: '/gmb-manager' }),
  },
  {
    id: 'plan-chosen',
    title: 'Choose a plan',
    description: 'Keep the assistant answering once the free trial ends.',
    category: 'business',
    priority: 'high',
    fact: 'hasCurrentPlan',
    action: () => ({ label: 'View plans', href: '/pricing' }),
  },
  {
    id: 'follow-up-owner',
    title: 'Decide who follows up on leads',
    description: 'Agree who answers new leads and how quickly; a reply within the hour wins the most work.',
    category: 'business',
    priority: 'medium',
    action: () => ({ label: 'View leads', href: '/leads' }),
  },
  // content
  {
    id: 'knowledge-learnt',
    title: 'Teach the assistant about your business',
    description: 'Completes itself once your site has been read or you have added at least 3 FAQs.',
    category: 'content',
    priority: 'critical',
    fact: 'knowledgeLearnt',
    action: (websiteId) => websitePage(websiteId, 'Add knowledge'),
  },
  {
    id: 'answers-reviewed',
    title: "Review the assistant's answers",
    description: 'Read a few conversations and add an FAQ wherever an answer was missing or wrong.',
    category: 'content',
    priority: 'low',
    action: () => ({ label: 'View conversations', href: '/conversations' }),
  },
];

/** FAQs that count as "knowledge learnt" without a finished crawl. */
export const MIN_FAQS_FOR_KNOWLEDGE = 3;

export function findChecklistItem(id: string): ChecklistItemDefinition | undefined {
  return CHECKLIST_ITEMS.find((item) => item.id === id);
}
