import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { insertTestOwner, insertTestWebsite } from './assistant/eval/seed-fixture.js';
import { stopWidgetConfigCache } from './features/widget-config/widget-config.service.js';
import { isHotPath } from './hot-paths.js';
import { listResourceSecurityHeaders, listSecurityHeaders } from './lib/security-headers.js';
import { serveTestApp, type ServedApp } from './test/serve-app.js';
import { createTestApp, type TestApp } from './test/test-app.js';

const APP_SCRIPT = `console.log(${JSON.stringify('app'.repeat(900))});`;
/** The name the widget build gives the app: the first 12 characters of its SHA-256, base64url. */
const APP_HASH = createHash('sha256').update(APP_SCRIPT).digest('base64url').slice(0, 12);

/** Headers that differ between any two answers whatever serves them. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

const DOCUMENT_ONLY = new Set(
  listSecurityHeaders({ isHttps: false })
    .map(([name]) => name)
    .filter((name) => !listResourceSecurityHeaders({ isHttps: false }).some(([other]) => other === name)),
);

/** Every header but the per-response ones; the CSP is compared separately (a resource's is stricter). */
function comparable(response: Response): Record<string, string> {
  return Object.fromEntries(
    [...response.headers].filter(
      ([name]) => !PER_RESPONSE.has(name) && !DOCUMENT_ONLY.has(name) && name !== 'content-security-policy',
    ),
  );
}

describe('hot paths: the widget config and /widget.js answered by their own app', () => {
  let t: TestApp;
  let widgetDir: string;
  let hot: ServedApp;
  let main: ServedApp;
  let websiteId: string;

  beforeAll(async () => {
    widgetDir = await mkdtemp(path.join(os.tmpdir(), 'leadchat-hot-'));
    await writeFile(path.join(widgetDir, 'widget.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
    await writeFile(path.join(widgetDir, 'widget-app.js'), APP_SCRIPT);
    t = await createTestApp({ WIDGET_DIST_DIR: widgetDir });
    const ownerId = await insertTestOwner({ db: t.deps.db });
    websiteId = await insertTestWebsite({ db: t.deps.db, userId: ownerId });
    hot = await serveTestApp(createApp(t.deps));
    main = await serveTestApp(createApp(t.deps, { hotPaths: false }));
  });
  afterAll(async () => {
    await hot?.close();
    await main?.close();
    await stopWidgetConfigCache({ db: t.deps.db });
    await t?.close();
    await rm(widgetDir, { recursive: true, force: true });
  });

  it('sends only GET /widget.js and GET /api/widget/{id}/config to the hot-path app', () => {
    const request = (url: string, method = 'GET') => new Request(url, { method });
    expect(isHotPath(request('http://x/widget.js'))).toBe(true);
    expect(isHotPath(request('http://x/widget.js?v=2'))).toBe(true);
    expect(isHotPath(request('http://x/widget-app.js?v=abc'))).toBe(true);
    expect(isHotPath(request(`http://x/api/widget/${'a'.repeat(8)}/config`))).toBe(true);
    expect(isHotPath(request('http://x/widget.js', 'HEAD'))).toBe(false);
    expect(isHotPath(request('http://x/api/widget/abc/config', 'OPTIONS'))).toBe(false);
    expect(isHotPath(request('http://x/api/widget/abc/config/'))).toBe(false);
    expect(isHotPath(request('http://x/api/widget/a/b/config'))).toBe(false);
    expect(isHotPath(request('http://x/api/chat'))).toBe(false);
    expect(isHotPath(request('http://x/'))).toBe(false);
  });

  const cases: [string, () => string, Record<string, string>][] = [
    ['the config', () => `/api/widget/${websiteId}/config`, {}],
    ['an unknown website', () => '/api/widget/00000000-0000-4000-8000-000000000000/config', {}],
    ['a malformed id', () => '/api/widget/not-a-uuid/config', {}],
    ['the widget script, brotli', () => '/widget.js', { 'accept-encoding': 'gzip, br' }],
    ['the widget script, plain', () => '/widget.js', {}],
    ['the widget app', () => `/widget-app.js?v=${APP_HASH}`, { 'accept-encoding': 'gzip' }],
  ];
  for (const [name, pathOf, headers] of cases)
    it(`answers ${name} as the main app does: status, headers, body (with a resource's security headers)`, async () => {
      const init = { headers: { origin: 'https://customer.example', ...headers } };
      const [viaHot, viaMain] = await Promise.all([
        fetch(hot.baseUrl + pathOf(), init),
        fetch(main.baseUrl + pathOf(), init),
      ]);
      expect(viaHot.status).toBe(viaMain.status);
      expect(comparable(viaHot)).toEqual(comparable(viaMain));
      expect(viaHot.headers.get('x-request-id')).toBeTruthy();
      // A resource's security headers: no document-only ones, a CSP that lets nothing load or frame it.
      expect(viaHot.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(viaHot.headers.get('x-content-type-options')).toBe('nosniff');
      for (const name of DOCUMENT_ONLY) expect(viaHot.headers.has(name), name).toBe(false);
      expect(Buffer.from(await viaHot.arrayBuffer())).toEqual(Buffer.from(await viaMain.arrayBuffer()));
    });

  it('caches the widget app for a year under its own hash, and not at all under another', async () => {
    const current = await fetch(`${hot.baseUrl}/widget-app.js?v=${APP_HASH}`);
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await current.text()).toBe(APP_SCRIPT);
    for (const query of ['?v=old-release0', '']) {
      const other = await fetch(`${hot.baseUrl}/widget-app.js${query}`);
      expect(other.status).toBe(200);
      expect(other.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('keeps the caller-given request id and answers a matching ETag with 304', async () => {
    const first = await fetch(`${hot.baseUrl}/api/widget/${websiteId}/config`, {
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(first.headers.get('x-request-id')).toBe('trace-123');
    const again = await fetch(`${hot.baseUrl}/api/widget/${websiteId}/config`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
  });
});
