/**
 * Signing in, up and resetting a password: the forms of /auth and the guards the router puts around pages. Who is
 * signed in (useAuth, AuthProvider) is app-wide state and lives in lib/session.
 */
export { ForgotPasswordForm } from './components/forgot-password-form';
export { SignInForm } from './components/sign-in-form';
export { SignUpForm } from './components/sign-up-form';
export { UpdatePasswordForm } from './components/update-password-form';
export { RedirectIfSignedIn, RequireAdmin, RequireAuth, type AuthRedirectState } from './route-guards';
