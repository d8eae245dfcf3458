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

/** Which built script a request names, and how long it may be cached (see the file's comment). */
export type WidgetScripts = {
  resolve: (
    path: '/widget.js' | '/widget-app.js',
    version: string | undefined,
  ) => { file: CachedFile | undefined; cacheControl: string };
};

export function createWidgetScripts(widgetDist: string): WidgetScripts {
  const readLoader = createFileCache(path.join(widgetDist, 'widget.js'));
  const readApp = createFileCache(path.join(widgetDist, 'widget-app.js'));
  return {
    resolve(scriptPath, version) {
      if (scriptPath === '/widget.js') {
        return { file: readLoader(), cacheControl: 'public, max-age=3600, stale-while-revalidate=86400' };
      }
      const file = readApp();
      // The build names the app by the first 12 characters of the same SHA-256 the ETag holds.
      const isCurrent = file !== undefined && version === file.etag.slice(1, 13);
      return { file, cacheControl: isCurrent ? 'public, max-age=31536000, immutable' : 'no-cache' };
    },
  };
}

/** The headers of a script's answer (200 and 304 alike), before any Content-Encoding. */
export function listScriptHeaders(file: CachedFile, cacheControl: string): Array<readonly [string, string]> {
  return [
    ['Content-Type', 'application/javascript; charset=utf-8'],
    ['Cache-Control', cacheControl],
    ['ETag', file.etag],
    ['Access-Control-Allow-Origin', '*'],
    ['Cross-Origin-Resource-Policy', 'cross-origin'],
    ['Vary', 'Accept-Encoding'],
  ];
}

export const WIDGET_NOT_BUILT = '// widget not built: run `npm run build`';

export function createWidgetScriptRoutes(scripts: WidgetScripts): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const scriptPath of ['/widget.js', '/widget-app.js'] as const) {
    routes.get(scriptPath, (c) => sendScript(c, scripts.resolve(scriptPath, c.req.query('v'))));
  }
  return routes;
}

function sendScript(
  c: Context<AppEnv>,
  { file, cacheControl }: { file: CachedFile | undefined; cacheControl: string },
): Response {
  if (!file) return c.text(WIDGET_NOT_BUILT, 404);
  for (const [name, value] of listScriptHeaders(file, cacheControl)) c.header(name, value);
  if (readRequestHeader(c, 'if-none-match') === file.etag) return c.body(null, 304);
  const { body, encoding } = selectEncoding(file, readRequestHeader(c, 'accept-encoding'));
  if (encoding) c.header('Content-Encoding', encoding);
  // A view, not a copy, of the cached bytes.
  return c.body(new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>);
}
