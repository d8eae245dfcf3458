/** The setup guide shown over the dashboard until the owner finishes or closes it. */
export { OnboardingOverlay, useOnboardingState } from './onboarding-overlay';
