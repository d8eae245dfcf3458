/**
 * Hydrates a pre-rendered public page, once ./entry-client.tsx has let the browser paint it: the page's own
 * component tree with react-dom only (no router, react-query, Radix, sonner or tailwind-merge), so the first load
 * stays small (decision 0061). Links are plain links (a page load each; app routes get the app). The session is
 * asked for at the same time: a signed-in visitor then sees the signed-in header, or, on the landing page, goes
 * straight to the dashboard.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadPublicSession } from '@/lib/session/public-session';
import { PublicApp } from './public-app';
import { isPublicPageKey, PUBLIC_PAGES } from './public-pages';

/** Hydrates the page in #root; then replays a button click the entry held while the code was loading. */
export async function hydratePublicPage({
  takeHeldClick,
}: {
  takeHeldClick: () => HTMLElement | null;
}): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  const key = root.dataset.page;
  if (!isPublicPageKey(key)) throw new Error(`Unknown pre-rendered page "${key ?? ''}"`);
  const session = loadPublicSession();
  // docs/product/screens.md: signed-in users have no business on the landing page.
  if (key === 'landing') {
    void session.then(({ status }) => {
      if (status === 'signed-in') window.location.replace('/dashboard');
    });
  }
  const Page = await PUBLIC_PAGES[key].load();
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(root, <PublicApp Page={Page} path={window.location.pathname} />);
  });
  // A click on a part React has not hydrated yet makes it hydrate that part first, then handles the click.
  takeHeldClick()?.click();
}
