/**
 * What the demo assistant on the landing page knows: the product's own FAQ. Every fact comes from the product
 * specification (prices, trial, set-up time, features, support hours, guarantees); the marketing figures are
 * stated as the business's claims, not as measurements.
 */
export type DemoFaq = { question: string; answer: string };

export const DEMO_AI_INSTRUCTIONS = [
  'You are the assistant of LeadChat, a lead-capture AI chat assistant for local service businesses.',
  'Answer questions about LeadChat plans, prices, the free trial, set-up and features using the FAQ.',
  'Prices are in USD. Encourage visitors to start the 14-day free trial (no credit card) at /auth.',
].join(' ');

export const DEMO_GREETING =
  "Hi! I'm the LeadChat assistant. Ask me about pricing, the free trial, setup or features.";

export const DEMO_FAQS: DemoFaq[] = [
  {
    question: 'How much does the AI chatbot cost?',
    answer:
      'The AI Chatbot Only plan starts at $29/month for your existing website: $29 one-time, or $37.70 monthly ' +
      '(monthly pricing includes a 30% service fee). It comes with a 14-day free trial and no credit card is required.',
  },
  {
    question: 'How much does a smart website with AI cost?',
    answer:
      'A custom Smart Website with a built-in AI chatbot starts at $999 one-time, or from $1,299 monthly (monthly ' +
      'pricing includes a 30% service fee). Packages: Basic Website $497 (5 pages, 1 month support), ' +
      'Smart Website + AI $997 (most popular, 3 months support) and Business Growth $1,497 (6 months support).',
  },
  {
    question: 'What are your prices and plans?',
    answer:
      'Two offers: the AI Chatbot Only plan from $29/month ($29 one-time or $37.70 monthly) for an existing site, ' +
      'and a custom Smart Website + AI from $999 one-time or $1,299 monthly. All prices are in USD; monthly ' +
      'pricing includes a 30% service fee. Start with a 14-day free trial, no credit card required.',
  },
  {
    question: 'Is there a free trial?',
    answer:
      'Yes. The AI chatbot comes with a 14-day free trial and no credit card is required. Sign up on the Get Started page to begin.',
  },
  {
    question: 'How long does setup take?',
    answer:
      'About 5 minutes. The installation guide takes roughly 6 minutes end to end: add your website (1 min), copy ' +
      'the embed code (2 min), find your HTML file (30 sec), paste the code before the closing body tag (2 min) and test it (1 min).',
  },
  {
    question: 'What features does LeadChat include?',
    answer:
      'The assistant trains itself from your site content and FAQs, captures leads 24/7, books calls and ' +
      'appointments through your calendar, follows up by email and SMS, and gives you analytics on conversations ' +
      'and leads. A premium Google Business Profile integration adds AI review replies and post scheduling.',
  },
  {
    question: 'How does the chat widget work?',
    answer:
      'You paste one script tag before the closing </body> tag of your site. A chat bubble appears; the visitor ' +
      'enters their name and email, then chats with the assistant, which answers from your website content and ' +
      'FAQs. Every conversation and captured lead appears in your dashboard.',
  },
  {
    question: 'Which website platforms are supported?',
    answer:
      'Any site where you can add a script tag: WordPress, static HTML sites, Shopify, Wix and Squarespace. The ' +
      'installation guide has step-by-step instructions for each.',
  },
  {
    question: 'Do I need coding skills to install it?',
    answer:
      'No. You copy one line of code from your dashboard and paste it into your site, or follow the installation guide for your platform.',
  },
  {
    question: 'Can I customise the chatbot?',
    answer:
      'Yes. You can set the greeting, the bot name, the brand colour, the position (bottom-left or bottom-right), ' +
      'the auto-popup delay and the AI instructions, and add your own FAQs.',
  },
  {
    question: 'What are your support hours?',
    answer:
      'Live chat support is available Mon-Fri 9AM-6PM EST and phone support Mon-Fri 9AM-5PM EST. You can also ' +
      "email us through the support page any time; we'll get back to you within 24 hours. The help center is open 24/7.",
  },
  {
    question: 'Do you offer a money-back guarantee or refunds?',
    answer:
      'Yes, a 30-day money-back guarantee: refunds are available within 30 days for unused services. Prices are ' +
      'in USD and payments are processed by our card payment provider.',
  },
  {
    question: 'How long does it take to build a smart website?',
    answer:
      'We deliver custom smart websites in about 2 weeks, with 1 to 6 months of support depending on the package.',
  },
  {
    question: 'What results can I expect?',
    answer:
      'Our customers report up to a 90% lead capture rate, and we are rated 5.0 by 500+ customers (our own ' +
      'figures). The assistant answers visitors 24/7, so after-hours enquiries become leads instead of lost visits.',
  },
  {
    question: 'Do you have a reseller or affiliate programme?',
    answer:
      'Yes. Sign up through the Get Started page and tell us you are interested in reselling or referring customers.',
  },
  {
    question: 'How do I talk to a person?',
    answer:
      "Use the contact form on the support page and we'll get back to you within 24 hours, or call us Mon-Fri 9AM-5PM EST. " +
      'You can also leave your phone number here and we will call you back.',
  },
];

/** The fixed test website answers the same questions, plus what the test page is for. */
export const TEST_FAQS: DemoFaq[] = [
  {
    question: 'What is this widget test page?',
    answer:
      'This page loads the LeadChat chat widget for a fixed test website, so you can check that the widget ' +
      'opens, shows the greeting and answers messages.',
  },
  ...DEMO_FAQS,
];
