/**
 * GET /widget.js — the widget's loader every customer page loads — and GET /widget-app.js — the widget itself, which
 * the loader fetches once the page has settled, by a URL naming its content hash (`?v=`, apps/widget/build.mjs).
 * From memory, pre-compressed (brotli, gzip), with an ETag and readable from any origin. The loader is cacheable
 * for an hour (a new release reaches pages within the hour); the app for a year under its own hash, and not at all
 * under another (an old loader asking for an old hash gets today's app, revalidated each time). Also served by the
 * hot-path app (hot-paths.ts).
 */
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { Config } from '../../config.js';
import type { AppEnv } from '../../lib/app-env.js';
import { findRepoRoot } from '../../lib/paths.js';
import { readRequestHeader } from '../../lib/request-headers.js';
import { selectEncoding } from '../seo/prerendered-pages.js';
import { createFileCache, type CachedFile } from './file-cache.js';

/** Where the built widget is: WIDGET_DIST_DIR, else apps/widget/dist. */
export function resolveWidgetDist(config: Pick<Config, 'WIDGET_DIST_DIR'>): string {
  return path.resolve(config.WIDGET_DIST_DIR ?? path.join(findRepoRoot(), 'apps/widget/dist'));
}

export function createWidgetScriptRoutes(widgetDist: string): Hono<AppEnv> {
  const readLoader = createFileCache(path.join(widgetDist, 'widget.js'));
  const readApp = createFileCache(path.join(widgetDist, 'widget-app.js'));
  const routes = new Hono<AppEnv>();
  routes.get('/widget.js', (c) =>
    sendScript(c, readLoader(), 'public, max-age=3600, stale-while-revalidate=86400'),
  );
  routes.get('/widget-app.js', (c) => {
    const file = readApp();
    // The build names the app by the first 12 characters of the same SHA-256 the ETag holds.
    const isCurrent = file !== undefined && c.req.query('v') === file.etag.slice(1, 13);
    return sendScript(c, file, isCurrent ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  return routes;
}

function sendScript(c: Context<AppEnv>, file: CachedFile | undefined, cacheControl: string): Response {
  if (!file) return c.text('// widget not built: run `npm run build`', 404);
  c.header('Content-Type', 'application/javascript; charset=utf-8');
  c.header('Cache-Control', cacheControl);
  c.header('ETag', file.etag);
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  c.header('Vary', 'Accept-Encoding');
  if (readRequestHeader(c, 'if-none-match') === file.etag) return c.body(null, 304);
  const { body, encoding } = selectEncoding(file, readRequestHeader(c, 'accept-encoding'));
  if (encoding) c.header('Content-Encoding', encoding);
  // A view, not a copy, of the cached bytes.
  return c.body(new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>);
}
