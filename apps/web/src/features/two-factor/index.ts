/** Two-factor sign-in: the code step of the sign-in form, and the profile's card. */
export { TwoFactorChallenge } from './two-factor-challenge';
export { TwoFactorCard } from './two-factor-card';
export { submitPassword } from './two-factor-api';
export { useFinishSignIn } from './use-finish-sign-in';
