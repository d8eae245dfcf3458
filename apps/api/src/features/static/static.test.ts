import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('/widget.js', () => {
  let t: TestApp;
  let dir: string;
  const script = `(function(){${'var leadChat = 1;'.repeat(400)}})();`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'leadchat-widget-'));
    await writeFile(path.join(dir, 'widget.js'), script);
    t = await createTestApp({ WIDGET_DIST_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is served compressed when the browser accepts it, with caching headers and CORS', async () => {
    const br = await t.app.request('/widget.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('access-control-allow-origin')).toBe('*');
    expect(br.headers.get('cache-control')).toContain('max-age=');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(brBody).toString()).toBe(script);

    const gzip = await t.app.request('/widget.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const plain = await t.app.request('/widget.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await t.app.request('/widget.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.app.request('/widget.js', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});
