import { StrictMode, useEffect, useMemo } from 'react';
import { PublicLayout } from '@/components/layout/public-layout';
import { loadPublicSession, usePublicSession } from '@/lib/session/public-session';
import {
  DOCUMENT_PLATFORM,
  MarketingPlatformProvider,
  type MarketingPlatform,
} from '@/components/platform/marketing-platform';
import type { PublicPageComponent } from './public-pages';

function PublicPage({ Page, path }: { Page: PublicPageComponent; path: string }) {
  const session = usePublicSession();
  // Usually already asked for by ./entry-client.tsx, before the page's code arrived.
  useEffect(() => void loadPublicSession(), []);
  const isSignedIn = session.status === 'signed-in';
  const platform = useMemo<MarketingPlatform>(
    () => ({
      ...DOCUMENT_PLATFORM,
      isSignedIn,
      resolveIsSignedIn: async () => (await loadPublicSession()).status === 'signed-in',
    }),
    [isSignedIn],
  );
  return (
    <MarketingPlatformProvider value={platform}>
      <PublicLayout session={session}>
        <Page path={path} />
      </PublicLayout>
    </MarketingPlatformProvider>
  );
}

/**
 * A pre-rendered public page: rendered to HTML at build time for a signed-out visitor
 * (src/entry-server.tsx) and hydrated with exactly this tree in the browser (./entry-client.tsx), which
 * then follows the session (signed-in header, checkout, the owner's websites).
 */
export function PublicApp({ Page, path }: { Page: PublicPageComponent; path: string }) {
  return (
    <StrictMode>
      <PublicPage Page={Page} path={path} />
    </StrictMode>
  );
}
