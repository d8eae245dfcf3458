import { AlertTriangle, MailCheck, MessageSquareText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ForgotPasswordForm, SignInForm, SignUpForm, UpdatePasswordForm } from '@/features/auth';
import { readReferralCode, recordReferralVisit } from '@/features/referrals';
import { useDocumentTitle } from '@/lib/use-document-title';

type AuthView = 'sign-in' | 'sign-up' | 'forgot-password' | 'update-password';

const HEADINGS: Record<AuthView, { title: string; description: string }> = {
  'sign-in': { title: 'Welcome to LeadChat', description: 'Sign in to your account or create a new one.' },
  'sign-up': { title: 'Welcome to LeadChat', description: 'Sign in to your account or create a new one.' },
  'forgot-password': {
    title: 'Reset your password',
    description: "Enter your account's email and we'll send you a link to choose a new password.",
  },
  'update-password': { title: 'Set a new password', description: 'Choose a new password for your account.' },
};

/** `?mode=signup` (what "Get Started" links to) opens Sign Up; `?tab=signup` is the older spelling. */
function readInitialView(searchParams: URLSearchParams): AuthView {
  if (searchParams.get('reset') === 'true') return 'update-password';
  const mode = searchParams.get('mode') ?? searchParams.get('tab');
  // A referral link (/auth?ref=CODE) is an invitation to sign up.
  if (!mode && readReferralCode(searchParams)) return 'sign-up';
  return mode === 'signup' || mode === 'sign-up' ? 'sign-up' : 'sign-in';
}

/** /auth: sign in and sign up tabs, the forgot-password view, and the update-password view (?reset=true). */
export function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useState<AuthView>(() => readInitialView(searchParams));
  const [confirmationEmail, setConfirmationEmail] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  const heading = HEADINGS[view];
  const token = searchParams.get('token');
  // better-auth sends an unusable link back with ?error=INVALID_TOKEN instead of a token.
  const linkError = searchParams.get('error');

  useDocumentTitle(view === 'sign-up' ? 'Sign Up' : view === 'sign-in' ? 'Sign In' : heading.title);

  // /auth?ref=CODE: the server keeps the browser's first referral code for the sign-up (decision 0097).
  const referralCode = readReferralCode(searchParams);
  useEffect(() => {
    if (referralCode) void recordReferralVisit(referralCode);
  }, [referralCode]);

  // Moving between views replaces most of the page: put keyboard and screen-reader focus on the new heading.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (view === 'forgot-password' || view === 'update-password') headingRef.current?.focus();
  }, [view]);

  function showView(next: AuthView) {
    if (next === 'sign-in' || next === 'sign-up') {
      showTab(next);
      return;
    }
    if (view === 'update-password' && next !== 'update-password') {
      // Leaving the reset flow: drop the token and flag from the address bar.
      setSearchParams({}, { replace: true });
    }
    setView(next);
  }

  /**
   * A tab (also written into the address, replacing it): the chosen tab then survives anything that renders the
   * page afresh — a reload, Back, the sign-in check finishing — instead of falling back to Sign In. Leaving the
   * reset flow this way drops its token and flag from the address too.
   */
  function showTab(next: 'sign-in' | 'sign-up') {
    setView(next);
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        for (const name of ['tab', 'reset', 'token', 'error']) params.delete(name);
        params.set('mode', next === 'sign-up' ? 'signup' : 'signin');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="bg-gradient-to-b from-violet-50 via-white to-white px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="mb-8 flex flex-col items-center text-center">
          <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-md">
            <MessageSquareText className="size-6" aria-hidden="true" />
          </span>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
          >
            {heading.title}
          </h1>
          <p className="mt-2 text-sm text-muted-foreground">{heading.description}</p>
        </div>

        <Card className="shadow-md">
          <CardContent className="p-5 sm:p-6">
            {view === 'sign-in' || view === 'sign-up' ? (
              <Tabs value={view} onValueChange={(value) => showTab(value as 'sign-in' | 'sign-up')}>
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                  <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
                </TabsList>
                <TabsContent value="sign-in" className="mt-6">
                  {confirmationEmail ? (
                    <Alert variant="info" role="status" className="mb-4">
                      <MailCheck aria-hidden="true" />
                      <AlertTitle>Confirm your email</AlertTitle>
                      <AlertDescription>
                        We sent a link to{' '}
                        <span className="font-medium [overflow-wrap:anywhere]">{confirmationEmail}</span>.
                        Open it to activate your account, then sign in.
                      </AlertDescription>
                    </Alert>
                  ) : null}
                  <SignInForm
                    onForgotPassword={() => showView('forgot-password')}
                    defaultEmail={confirmationEmail ?? ''}
                  />
                </TabsContent>
                <TabsContent value="sign-up" className="mt-6">
                  <SignUpForm
                    onNeedsConfirmation={(email) => {
                      setConfirmationEmail(email);
                      showView('sign-in');
                    }}
                  />
                </TabsContent>
              </Tabs>
            ) : null}

            {view === 'forgot-password' ? <ForgotPasswordForm onBack={() => showView('sign-in')} /> : null}

            {view === 'update-password' ? (
              token && !linkError ? (
                <UpdatePasswordForm token={token} />
              ) : (
                <div className="grid gap-4">
                  <Alert variant="destructive">
                    <AlertTriangle aria-hidden="true" />
                    <AlertTitle>This password reset link is invalid or has expired.</AlertTitle>
                    <AlertDescription>
                      Reset links work once and expire soon after they are sent. Request a new one.
                    </AlertDescription>
                  </Alert>
                  <Button className="w-full" onClick={() => showView('forgot-password')}>
                    Request a new link
                  </Button>
                  <Button variant="ghost" className="w-full" onClick={() => showView('sign-in')}>
                    Back to Sign In
                  </Button>
                </div>
              )
            ) : null}
          </CardContent>
        </Card>

        {view === 'sign-up' ? (
          <p className="mt-6 text-center text-xs text-muted-foreground">
            By signing up you agree to our{' '}
            <Link
              to="/terms-of-service"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link
              to="/privacy-policy"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Privacy Policy
            </Link>
            .
          </p>
        ) : null}
      </div>
    </div>
  );
}
