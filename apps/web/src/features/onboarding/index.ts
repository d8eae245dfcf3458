/** The setup guide shown over the dashboard until the owner finishes or closes it. */
export { OnboardingOverlay } from './onboarding-overlay';
export { useOnboardingState } from './use-onboarding';
