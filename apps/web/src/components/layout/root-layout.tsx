import { useRef, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { PageSpinner } from '@/components/ui/spinner';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { NavigationProgress } from './navigation-progress';
import { SpaMarketingPlatform } from './spa-marketing-platform';
import { useRouteFocusAndScroll } from './use-route-focus-and-scroll';

/** Header, main content, footer and the toast region around every page. */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocusAndScroll(mainRef);

  function handleSkipToContent(event: MouseEvent<HTMLAnchorElement>) {
    // Move focus without a hash navigation (the router would treat #main as a new location).
    event.preventDefault();
    mainRef.current?.focus();
    mainRef.current?.scrollIntoView();
  }

  return (
    <TooltipProvider delayDuration={300}>
      <SpaMarketingPlatform>
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            onClick={handleSkipToContent}
            className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2"
          >
            Skip to content
          </a>
          <NavigationProgress />
          <AppHeader />
          <main id="main" ref={mainRef} tabIndex={-1} className="flex flex-1 flex-col outline-none">
            <Outlet />
          </main>
          <AppFooter />
        </div>
      </SpaMarketingPlatform>
      <Toaster position="bottom-right" richColors closeButton />
      <ScrollRestoration />
    </TooltipProvider>
  );
}

/** Shown on the very first load while the first page's code arrives. */
export function RootHydrateFallback() {
  return <PageSpinner />;
}
