/**
 * Server entry used only at build time (`vite build --ssr`, then scripts/prerender.mjs): renders each public
 * page to HTML for a signed-out visitor, with the same providers and routes as src/main.tsx so the browser can
 * hydrate the markup instead of replacing it.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { AuthProvider } from '@/features/auth/auth-provider';
import { meQueryKey } from '@/features/auth/me-query';
import { createQueryClient } from '@/lib/query-client';
import { routes } from '@/router';

export { listPrerenderPages } from './prerender-pages';
export { PUBLIC_URL_PLACEHOLDER, formatPageTitle } from '../seo/page-meta';

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

/** Renders `path` as a signed-out visitor sees it. */
export async function renderPage(path: string): Promise<{ html: string; statusCode: number }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response)
    throw new Error(`${path} answered a redirect (${context.status}) while pre-rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // Signed out: what every first-time visitor and every crawler sees.
  queryClient.setQueryData(meQueryKey, null);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  queryClient.clear();
  return { html, statusCode: context.statusCode };
}
