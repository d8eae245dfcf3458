/** docs/product/behaviour.md onboarding steps, in order. Steps 3–5 need a website. */
export const ONBOARDING_STEPS = [
  { id: 'welcome', title: 'Welcome', needsWebsite: false },
  { id: 'create-website', title: 'Add your website', needsWebsite: false },
  { id: 'configure-ai', title: 'Configure your AI', needsWebsite: true },
  { id: 'install-widget', title: 'Install the widget', needsWebsite: true },
  { id: 'test-chatbot', title: 'Test your chatbot', needsWebsite: true },
] as const;

export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id'];

/** docs/product/behaviour.md: progress percent = completed steps / 5. */
export function onboardingProgress(completed: readonly string[]): number {
  const known = ONBOARDING_STEPS.filter((step) => completed.includes(step.id)).length;
  return Math.round((known / ONBOARDING_STEPS.length) * 100);
}

/** The visitor id the spec's health check and onboarding test use. */
export const TEST_VISITOR_ID = 'test_visitor';
