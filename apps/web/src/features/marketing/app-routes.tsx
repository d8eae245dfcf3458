import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { PUBLIC_PAGES, type PublicPageKey } from './client/public-pages';

/**
 * A public page as a lazily loaded route of the app (SPA). It loads the page through the same list the pre-rendered
 * copy hydrates from (./client/public-pages.tsx), so both load the same chunk and the list of public pages exists
 * once. Only the app's router imports this module (it brings react-router; the light client never does).
 */
export function lazyPublicPage(key: PublicPageKey): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const Page = await PUBLIC_PAGES[key].load();
    return {
      Component: function PublicPageRoute() {
        const { pathname } = useLocation();
        return <Page path={pathname} />;
      },
    };
  };
}
