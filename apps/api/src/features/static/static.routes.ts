import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Config } from '../../config.js';
import type { AppEnv } from '../../lib/app-env.js';
import { readRequestHeader } from '../../lib/request-headers.js';
import { findRepoRoot } from '../../lib/paths.js';
import { createPrerenderedPages, selectEncoding } from '../seo/prerendered-pages.js';
import { createSeoRoutes } from '../seo/seo.routes.js';

type CachedFile = { body: Buffer; brotli: Buffer; gzip: Buffer; etag: string; mtimeMs: number };

/** A rebuilt file is picked up within this long; checking the disk on every request cost two syscalls each. */
const FILE_RECHECK_MS = 1000;

/** Reads a built file once and again only when it changes on disk; the ETag is its content hash. */
function createFileCache(file: string): () => CachedFile | undefined {
  let cached: CachedFile | undefined;
  let checkedAt = 0;
  return () => {
    const now = Date.now();
    if (cached && now - checkedAt < FILE_RECHECK_MS) return cached;
    checkedAt = now;
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const body = readFileSync(file);
      // Compressed once per build, not per request: the widget is fetched by every visitor of every customer site.
      cached = {
        body,
        brotli: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(body, { level: 9 }),
        mtimeMs,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      };
    }
    return cached;
  };
}

/** Serves /widget.js, the web app's built assets, and index.html for client-side routes. */
export function createStaticRoutes(config: Config): Hono<AppEnv> {
  const root = findRepoRoot();
  const webDist = path.resolve(config.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'));
  const widgetDist = path.resolve(config.WIDGET_DIST_DIR ?? path.join(root, 'apps/widget/dist'));
  const readWidget = createFileCache(path.join(widgetDist, 'widget.js'));
  const readIndex = createFileCache(path.join(webDist, 'index.html'));
  const routes = new Hono<AppEnv>();
  // Public pages pre-rendered at build time (apps/web/scripts/prerender.mjs), and the robots.txt/sitemap.xml listing them.
  const prerendered = createPrerenderedPages({ webDist, publicUrl: config.publicUrl });
  routes.route('/', createSeoRoutes({ publicUrl: config.publicUrl, pages: prerendered }));

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
