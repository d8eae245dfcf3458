/**
 * GET /widget.js — the chat widget every customer page loads: from memory, pre-compressed (brotli, gzip), with an
 * ETag, cacheable for an hour and readable from any origin. Also served by the hot-path app (hot-paths.ts).
 */
import path from 'node:path';
import { Hono } from 'hono';
import type { Config } from '../../config.js';
import type { AppEnv } from '../../lib/app-env.js';
import { findRepoRoot } from '../../lib/paths.js';
import { readRequestHeader } from '../../lib/request-headers.js';
import { selectEncoding } from '../seo/prerendered-pages.js';
import { createFileCache } from './file-cache.js';

/** Where the built widget is: WIDGET_DIST_DIR, else apps/widget/dist. */
export function resolveWidgetDist(config: Pick<Config, 'WIDGET_DIST_DIR'>): string {
  return path.resolve(config.WIDGET_DIST_DIR ?? path.join(findRepoRoot(), 'apps/widget/dist'));
}

export function createWidgetScriptRoutes(widgetDist: string): Hono<AppEnv> {
  const readWidget = createFileCache(path.join(widgetDist, 'widget.js'));
  const routes = new Hono<AppEnv>();
  routes.get('/widget.js', (c) => {
    const file = readWidget();
    if (!file) return c.text('// widget not built: run `npm run build`', 404);
    c.header('Content-Type', 'application/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600, stale-while-revalidate=86400');
    c.header('ETag', file.etag);
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    c.header('Vary', 'Accept-Encoding');
    if (readRequestHeader(c, 'if-none-match') === file.etag) return c.body(null, 304);
    const { body, encoding } = selectEncoding(file, readRequestHeader(c, 'accept-encoding'));
    if (encoding) c.header('Content-Encoding', encoding);
    // A view, not a copy, of the cached bytes.
    return c.body(new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>);
  });

  return routes;
}
