import { RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useAuth } from '@/lib/session/use-auth';

type GuardProps = { children?: ReactNode };

/** Where a signed-out visitor was headed, kept in the /auth location's state. */
export type AuthRedirectState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> };

function AuthCheckFailed({ error, onRetry }: { error: Error; onRetry: () => Promise<void> }) {
  const [isRetrying, setIsRetrying] = useState(false);
  async function handleRetry() {
    setIsRetrying(true);
    try {
      await onRetry();
    } finally {
      setIsRetrying(false);
    }
  }
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-xl font-semibold">We couldn't check your sign-in</h1>
      <p className="text-sm text-muted-foreground">{getErrorMessage(error)}</p>
      <Button onClick={handleRetry} isLoading={isRetrying}>
        {isRetrying ? null : <RefreshCw aria-hidden="true" />}
        Try again
      </Button>
    </div>
  );
}

/** Signed-in only: a spinner while the sign-in state loads, signed-out visitors go to /auth. */
export function RequireAuth({ children }: GuardProps) {
  const { user, isLoading, error, refresh } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Checking your sign-in" />;
  if (!user && error) return <AuthCheckFailed error={error} onRetry={refresh} />;
  if (!user) {
    const state: AuthRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/auth" replace state={state} />;
  }
  return children ?? <Outlet />;
}

/** Admins only: signed-out visitors go to /auth, signed-in non-admins to /dashboard. */
export function RequireAdmin({ children }: GuardProps) {
  const { user, isLoading, isAdmin, error, refresh } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Checking your sign-in" />;
  if (!user && error) return <AuthCheckFailed error={error} onRetry={refresh} />;
  if (!user) {
    const state: AuthRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/auth" replace state={state} />;
  }
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}

type RedirectIfSignedInProps = GuardProps & {
  /** Where a signed-in user goes (unless they were sent to /auth from a protected page). */
  to: string;
  /**
   * Lets a signed-in user finish a password reset: the emailed link lands on
   * /auth?reset=true&token=…, and bouncing them to / would lose the token.
   */
  allowPasswordReset?: boolean;
};

/** For / (→ /dashboard) and /auth (→ /): pages a signed-in user has no reason to see. */
export function RedirectIfSignedIn({ to, allowPasswordReset = false, children }: RedirectIfSignedInProps) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  const isPasswordReset = new URLSearchParams(location.search).get('reset') === 'true';
  if (user && !(allowPasswordReset && isPasswordReset)) {
    const from = (location.state as AuthRedirectState | null)?.from;
    const target = from ? `${from.pathname}${from.search}${from.hash}` : to;
    return <Navigate to={target} replace />;
  }
  return children ?? <Outlet />;
}
