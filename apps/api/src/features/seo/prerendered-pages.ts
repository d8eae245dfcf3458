import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** dist/pages/manifest.json, written by apps/web/scripts/prerender.mjs. */
export type PrerenderManifest = {
  placeholder: string;
  pages: { path: string; file: string; status: number; isIndexable: boolean; lastModified: string | null }[];
  notFound: string;
  /** Path patterns the web app routes itself (`/websites/:websiteId`); they get the app shell. */
  appRoutes: string[];
};

export type ServedPage = {
  body: Buffer;
  /** The same body compressed once, when first read (pages are ~50 KB of HTML with the CSS inlined). */
  brotli: Buffer;
  gzip: Buffer;
  etag: string;
  status: number;
};

/** The body to send for a request's Accept-Encoding, and its Content-Encoding (undefined: identity). */
export function selectEncoding(
  page: Pick<ServedPage, 'body' | 'brotli' | 'gzip'>,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (!acceptEncoding) return { body: page.body };
  const accepted = new Set(
    (acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return { body: page.brotli, encoding: 'br' };
  if (accepted.has('gzip')) return { body: page.gzip, encoding: 'gzip' };
  return { body: page.body };
}

export type PrerenderedPages = {
  /** The manifest, or undefined when the web app was built without pre-rendering. */
  readManifest: () => PrerenderManifest | undefined;
  /**
   * What to answer for an HTML request to `pathname`: its pre-rendered page; undefined when the app shell
   * should answer (an app route, or no pre-rendering); the 404 page (status 404) for a path nothing routes.
   */
  resolve: (pathname: string) => ServedPage | undefined;
};

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** `/blog/` → `/blog`; `/` stays. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Matches `/websites/abc` against `/websites/:websiteId` (one segment per parameter, no wildcards). */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  if (pattern.includes('*')) return false;
  const expected = normalizePathname(pattern).split('/');
  const actual = normalizePathname(pathname).split('/');
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) =>
    segment.startsWith(':') ? actual[index] !== '' : segment === actual[index],
  );
}

/**
 * Serves the web app's pre-rendered public pages with PUBLIC_URL filled in (canonical and Open Graph URLs,
 * embed snippets). Files are read once and again only when the build changes them.
 */
export function createPrerenderedPages(options: { webDist: string; publicUrl: string }): PrerenderedPages {
  const pagesDir = path.join(options.webDist, 'pages');
  const manifestFile = path.join(pagesDir, 'manifest.json');
  let manifest: { value: PrerenderManifest; mtimeMs: number } | undefined;
  const files = new Map<string, { page: ServedPage; mtimeMs: number }>();

  function readManifest(): PrerenderManifest | undefined {
    if (!existsSync(manifestFile)) return undefined;
    const { mtimeMs } = statSync(manifestFile);
    if (!manifest || manifest.mtimeMs !== mtimeMs) {
      manifest = { value: JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest, mtimeMs };
      files.clear();
    }
    return manifest.value;
  }

  function readPage(file: string, status: number, placeholder: string): ServedPage | undefined {
    const full = path.join(pagesDir, file);
    if (!full.startsWith(pagesDir + path.sep) || !existsSync(full)) return undefined;
    const { mtimeMs } = statSync(full);
    const cached = files.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.page;
    const body = Buffer.from(
      readFileSync(full, 'utf8').replaceAll(placeholder, escapeAttribute(options.publicUrl)),
    );
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    const brotli = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
    const page = { body, brotli, gzip: gzipSync(body, { level: 9 }), etag, status };
    files.set(file, { page, mtimeMs });
    return page;
  }

  return {
    readManifest,
    resolve(pathname) {
      const current = readManifest();
      if (!current) return undefined;
      const normalized = normalizePathname(pathname);
      const page = current.pages.find((entry) => entry.path === normalized);
      if (page) return readPage(page.file, page.status, current.placeholder);
      if (current.appRoutes.some((pattern) => matchesRoutePattern(pattern, normalized))) return undefined;
      return readPage(current.notFound, 404, current.placeholder);
    },
  };
}
