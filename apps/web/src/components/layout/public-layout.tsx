import { useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import type { PublicSession } from '@/lib/session/public-session';
import { Toaster } from '@/components/platform/toaster';
import { AppFooter } from './app-footer';
import { SignedOutHeader } from './signed-out-header';

type SignedInHeader = ComponentType<{ email: string; isAdmin: boolean }>;

/**
 * The signed-out header as rendered at build time; the signed-in one once the page knows a signed-in user is
 * looking (its code loads only then).
 */
function PublicHeader({ session }: { session: PublicSession }) {
  const [SignedIn, setSignedIn] = useState<SignedInHeader | null>(null);
  const isSignedIn = session.status === 'signed-in';
  useEffect(() => {
    if (!isSignedIn) return undefined;
    let isCurrent = true;
    void import('./signed-in-public-header').then((module) => {
      if (isCurrent) setSignedIn(() => module.SignedInPublicHeader);
    });
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn]);
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      {session.status === 'signed-in' && SignedIn ? (
        <SignedIn email={session.user.email} isAdmin={session.user.isAdmin} />
      ) : (
        <SignedOutHeader />
      )}
    </header>
  );
}

/**
 * The frame of a pre-rendered public page (features/marketing/client): what the app's RootLayout shows, minus the
 * router, tooltips and sonner: skip link, header, main region, footer, toasts.
 */
export function PublicLayout({ session, children }: { session: PublicSession; children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);

  function handleSkipToContent(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    mainRef.current?.focus();
    mainRef.current?.scrollIntoView();
  }

  return (
    <>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          onClick={handleSkipToContent}
          className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2"
        >
          Skip to content
        </a>
        <PublicHeader session={session} />
        <main id="main" ref={mainRef} tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {children}
        </main>
        <AppFooter />
      </div>
      <Toaster />
    </>
  );
}
