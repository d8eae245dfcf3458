import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Config } from '../../config.js';
import type { AppEnv } from '../../lib/app-env.js';
import { findRepoRoot } from '../../lib/paths.js';
import { createPrerenderedPages, selectEncoding } from '../seo/prerendered-pages.js';
import { createSeoRoutes } from '../seo/seo.routes.js';
import { createFileCache } from './file-cache.js';
import {
  createWidgetScripts,
  createWidgetScriptRoutes,
  resolveWidgetDist,
  type WidgetScripts,
} from './widget-script.routes.js';

/** Serves /widget.js, the web app's built assets, and index.html for client-side routes. */
export function createStaticRoutes(
  config: Config,
  widgetScripts: WidgetScripts = createWidgetScripts(resolveWidgetDist(config)),
): Hono<AppEnv> {
  const root = findRepoRoot();
  const webDist = path.resolve(config.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'));
  const readIndex = createFileCache(path.join(webDist, 'index.html'));
  const routes = new Hono<AppEnv>();
  // Public pages pre-rendered at build time (apps/web/scripts/prerender.mjs), and the robots.txt/sitemap.xml listing them.
  const prerendered = createPrerenderedPages({ webDist, publicUrl: config.publicUrl });
  routes.route('/', createSeoRoutes({ publicUrl: config.publicUrl, pages: prerendered }));

  routes.route('/', createWidgetScriptRoutes(widgetScripts));

  routes.use(
    '/assets/*',
    serveStatic({
      root: path.relative(process.cwd(), webDist),
      // The web build writes .br and .gz beside each asset (apps/web/scripts/prerender.mjs).
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // Only paths naming a file: serveStatic would otherwise stream a directory (`/`, `/pages`) as the body.
  const serveFile = serveStatic({ root: path.relative(process.cwd(), webDist), index: '' });
  routes.use('*', (c, next) => (/\.[A-Za-z0-9]+$/.test(c.req.path) ? serveFile(c, next) : next()));

  // Pre-rendered public pages; otherwise the app shell for client-side routes (the SPA renders them).
  routes.get('*', (c) => {
    const page = prerendered.resolve(c.req.path);
    if (page) {
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Type', 'text/html; charset=utf-8');
      c.header('ETag', page.etag);
      c.header('Vary', 'Accept-Encoding');
      if (page.status === 200 && c.req.header('if-none-match') === page.etag) return c.body(null, 304);
      const { body, encoding } = selectEncoding(page, c.req.header('accept-encoding'));
      if (encoding) c.header('Content-Encoding', encoding);
      return c.body(new Uint8Array(body), page.status as 200);
    }
    const index = readIndex();
    if (!index) return c.text('Web app not built: run `npm run build`', 503);
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'text/html; charset=utf-8');
    return c.body(new Uint8Array(index.body));
  });
  return routes;
}
