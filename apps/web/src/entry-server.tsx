/**
 * Server entry used only at build time (`vite build --ssr`, then scripts/prerender.mjs): renders each public
 * page to HTML for a signed-out visitor with the same component tree the browser hydrates
 * (features/marketing/client/entry-client.tsx): the page inside PublicLayout, without the app's router and
 * providers. It sits beside main.tsx because it also reads the app's route table (for the server's list of known
 * paths), which only the app itself imports.
 */
import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router';
import { PUBLIC_PAGES, PublicApp, type PublicPageKey } from '@/features/marketing';
import { routes } from '@/router';

export { formatPageTitle, listPrerenderPages, PUBLIC_URL_PLACEHOLDER } from '@/features/marketing';

/** Every path pattern the app routes (for the server: known app routes get the app shell, others a 404). */
export function listRoutePatterns(): string[] {
  const patterns: string[] = [];
  const walk = (list: RouteObject[], prefix: string) => {
    for (const route of list) {
      const path = route.index
        ? prefix || '/'
        : route.path
          ? `${prefix}/${route.path}`.replace(/\/+/g, '/')
          : prefix;
      if (route.index || route.path) patterns.push(path || '/');
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '');
  return [...new Set(patterns)];
}

/** Renders the public page `key` at `path` as a signed-out visitor sees it. */
export async function renderPage(key: PublicPageKey, path: string): Promise<{ html: string }> {
  const Page = await PUBLIC_PAGES[key].load();
  return { html: renderToString(<PublicApp Page={Page} path={path} />) };
}
