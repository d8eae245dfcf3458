import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, createTestApp, type TestApp } from '../../test/test-app.js';
import { matchesRoutePattern, type PrerenderManifest } from './prerendered-pages.js';

const PLACEHOLDER = '__LEADCHAT_PUBLIC_URL__';

/** A web build in miniature: the app shell, two pre-rendered pages, a 404 page and the manifest. */
async function writeFakeWebBuild(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'pages/blog'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><!-- shell -->');
  const page = (h1: string, p: string) =>
    `<!doctype html><link rel="canonical" href="${PLACEHOLDER}${p}"><div id="root" data-prerendered="true"><h1>${h1}</h1></div>`;
  await writeFile(path.join(dir, 'pages/index.html'), page('Landing', '/'));
  await writeFile(path.join(dir, 'pages/smart-websites.html'), page('Smart Websites', '/smart-websites'));
  await writeFile(path.join(dir, 'pages/blog/first-post.html'), page('First post', '/blog/first-post'));
  await writeFile(path.join(dir, 'pages/widget-test.html'), page('Widget Test', '/widget-test'));
  await writeFile(path.join(dir, 'pages/404.html'), '<!doctype html><h1>Page not found</h1>');
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'assets/app-abc123.js'), 'console.log("app");');
  await writeFile(path.join(dir, 'assets/app-abc123.js.br'), brotliCompressSync('console.log("app");'));
  const manifest: PrerenderManifest = {
    placeholder: PLACEHOLDER,
    pages: [
      { path: '/', file: 'index.html', status: 200, isIndexable: true, lastModified: null },
      {
        path: '/smart-websites',
        file: 'smart-websites.html',
        status: 200,
        isIndexable: true,
        lastModified: null,
      },
      {
        path: '/blog/first-post',
        file: 'blog/first-post.html',
        status: 200,
        isIndexable: true,
        lastModified: '2026-10-20',
      },
      { path: '/widget-test', file: 'widget-test.html', status: 200, isIndexable: false, lastModified: null },
    ],
    notFound: '404.html',
    appRoutes: ['/', '/auth', '/dashboard', '/websites/:websiteId', '/*'],
  };
  await writeFile(path.join(dir, 'pages/manifest.json'), JSON.stringify(manifest));
}

describe('pre-rendered pages, robots.txt and sitemap.xml', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'leadchat-seo-'));
    await writeFakeWebBuild(dir);
    t = await createTestApp({ WEB_DIST_DIR: dir, PUBLIC_URL: 'https://chat.example.com' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves a public page pre-rendered, with PUBLIC_URL filled in and a validator', async () => {
    const client = createHttpClient(t.app);
    for (const pathname of ['/smart-websites', '/smart-websites/']) {
      const response = await client.get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('<h1>Smart Websites</h1>');
      expect(html).toContain('href="https://chat.example.com/smart-websites"');
      expect(html).not.toContain(PLACEHOLDER);
    }
    const landing = await client.get('/');
    expect(await landing.text()).toContain('<h1>Landing</h1>');
    const etag = landing.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await client.request('/', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('compresses pre-rendered pages and serves pre-compressed assets', async () => {
    const client = createHttpClient(t.app);
    const br = await client.request('/smart-websites', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brText = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString();
    expect(brText).toContain('href="https://chat.example.com/smart-websites"');
    const gz = await client.request('/smart-websites', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(brText);

    const asset = await client.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await asset.arrayBuffer())).toString()).toBe(
      'console.log("app");',
    );
    const plain = await client.get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("app");');
  });

  it('gives app routes the shell and answers 404 with a page for paths nothing routes', async () => {
    const client = createHttpClient(t.app);
    for (const pathname of ['/dashboard', '/auth', '/websites/123']) {
      const response = await client.get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text()).toContain('<!-- shell -->');
    }
    for (const pathname of ['/no-such-page', '/blog/no-such-post', '/websites/1/2', '/assets/missing.js']) {
      const response = await client.get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
  });

  it('lists indexable pages in sitemap.xml with absolute URLs and points robots.txt at it', async () => {
    const client = createHttpClient(t.app);
    const sitemap = await client.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://chat.example.com/</loc>');
    expect(xml).toContain('<loc>https://chat.example.com/smart-websites</loc>');
    expect(xml).toContain('<loc>https://chat.example.com/blog/first-post</loc><lastmod>2026-10-20</lastmod>');
    expect(xml).not.toContain('widget-test');

    const robots = await (await client.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Sitemap: https://chat.example.com/sitemap.xml');
  });

  it('matches route patterns segment by segment and never by wildcard', () => {
    expect(matchesRoutePattern('/websites/:websiteId', '/websites/abc')).toBe(true);
    expect(matchesRoutePattern('/websites/:websiteId', '/websites')).toBe(false);
    expect(matchesRoutePattern('/*', '/anything')).toBe(false);
    expect(matchesRoutePattern('/', '/')).toBe(true);
  });
});
