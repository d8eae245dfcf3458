import { matchRoutes, type RouteObject } from 'react-router';

/** True when the server sent a page pre-rendered by scripts/prerender.mjs (not the bare app shell). */
export function isPrerendered(container: HTMLElement): boolean {
  return container.dataset.prerendered === 'true';
}

/**
 * Loads the lazy route modules the current URL needs before the first render, so that render produces the
 * pre-rendered markup instead of the router's loading fallback (which would break hydration).
 */
export async function preloadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
