import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createRequestListener } from './app.js';
import { insertTestOwner, insertTestWebsite } from './assistant/eval/seed-fixture.js';
import {
  getWidgetConfigResponse,
  peekWidgetConfigResponse,
  stopWidgetConfigCache,
} from './features/widget-config/widget-config.service.js';
import { serveTestApp, serveTestListener, type ServedApp } from './test/serve-app.js';
import { createTestApp, type TestApp } from './test/test-app.js';

const LOADER = `console.log(${JSON.stringify('loader'.repeat(300))});`;
const APP_SCRIPT = `console.log(${JSON.stringify('app'.repeat(900))});`;
const APP_HASH = createHash('sha256').update(APP_SCRIPT).digest('base64url').slice(0, 12);
/** Headers that differ between any two answers whatever serves them. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

function comparable(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => !PER_RESPONSE.has(name)));
}

/** Reads the config until this process's cache holds it (it stores only once its LISTEN connection is up). */
async function warmConfigCache(t: TestApp, websiteId: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await getWidgetConfigResponse({ db: t.deps.db, websiteId });
    if (peekWidgetConfigResponse({ db: t.deps.db, websiteId })) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the widget config cache never filled');
}

type Answers = { 'hot path': number; app: number };

/** The server's own listener, counting which part answered. */
async function serveListener(t: TestApp): Promise<{ served: ServedApp; answers: Answers }> {
  const answers: Answers = { 'hot path': 0, app: 0 };
  const served = await serveTestListener(
    createRequestListener(t.deps, { onAnswer: (by) => (answers[by] += 1) }),
  );
  return { served, answers };
}

describe('node hot paths: the widget requests answered on Node objects, as the app answers them', () => {
  let t: TestApp;
  let widgetDir: string;
  let node: { served: ServedApp; answers: Answers };
  let viaApp: ServedApp;
  let websiteId: string;

  beforeAll(async () => {
    widgetDir = await mkdtemp(path.join(os.tmpdir(), 'leadchat-node-hot-'));
    await writeFile(path.join(widgetDir, 'widget.js'), LOADER);
    await writeFile(path.join(widgetDir, 'widget-app.js'), APP_SCRIPT);
    t = await createTestApp({ WIDGET_DIST_DIR: widgetDir });
    websiteId = await insertTestWebsite({ db: t.deps.db, userId: await insertTestOwner({ db: t.deps.db }) });
    node = await serveListener(t);
    viaApp = await serveTestApp(createApp(t.deps));
    await warmConfigCache(t, websiteId);
  });
  afterAll(async () => {
    await node?.served.close();
    await viaApp?.close();
    await stopWidgetConfigCache({ db: t.deps.db });
    await t?.close();
    await rm(widgetDir, { recursive: true, force: true });
  });

  /** Asks both servers; returns both answers and whether the hot path answered the node server's. */
  async function askBoth(target: string, headers: Record<string, string> = {}) {
    const before = node.answers['hot path'];
    const init = { headers: { origin: 'https://customer.example', ...headers } };
    const [fromNode, fromApp] = await Promise.all([
      fetch(node.served.baseUrl + target, init),
      fetch(viaApp.baseUrl + target, init),
    ]);
    return {
      fromNode,
      fromApp,
      byHotPath: node.answers['hot path'] > before,
      nodeBody: Buffer.from(await fromNode.arrayBuffer()),
      appBody: Buffer.from(await fromApp.arrayBuffer()),
    };
  }

  const sameAnswers: [string, () => string, Record<string, string>][] = [
    ['the config', () => `/api/widget/${websiteId}/config`, {}],
    ['the config, upper-case id', () => `/api/widget/${websiteId.toUpperCase()}/config`, {}],
    ['the loader, brotli', () => '/widget.js', { 'accept-encoding': 'gzip, deflate, br' }],
    ['the loader, gzip', () => '/widget.js', { 'accept-encoding': 'gzip' }],
    ['the loader, plain', () => '/widget.js?v=1', {}],
    ['the app under its hash', () => `/widget-app.js?v=${APP_HASH}`, { 'accept-encoding': 'br' }],
    ['the app under another hash', () => '/widget-app.js?v=old', {}],
  ];
  for (const [name, target, headers] of sameAnswers)
    it(`answers ${name} on the hot path with the app's status, headers and bytes`, async () => {
      const { fromNode, fromApp, byHotPath, nodeBody, appBody } = await askBoth(target(), headers);
      expect(byHotPath).toBe(true);
      expect(fromNode.status).toBe(200);
      expect(fromNode.status).toBe(fromApp.status);
      expect(comparable(fromNode)).toEqual(comparable(fromApp));
      expect(fromNode.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(nodeBody.equals(appBody)).toBe(true);
    });

  it('answers a matching ETag with 304 on the hot path, as the app does', async () => {
    for (const target of [`/api/widget/${websiteId}/config`, '/widget.js']) {
      const first = await fetch(node.served.baseUrl + target);
      const etag = first.headers.get('etag')!;
      const { fromNode, fromApp, byHotPath } = await askBoth(target, { 'if-none-match': etag });
      expect(byHotPath).toBe(true);
      expect(fromNode.status).toBe(304);
      expect(comparable(fromNode)).toEqual(comparable(fromApp));
    }
  });

  it('keeps a caller-given request id', async () => {
    const response = await fetch(`${node.served.baseUrl}/widget.js`, {
      headers: { 'x-request-id': 'trace-9' },
    });
    expect(response.headers.get('x-request-id')).toBe('trace-9');
  });

  const handedOver: [string, () => string, string][] = [
    ['an unknown website', () => '/api/widget/00000000-0000-4000-8000-000000000000/config', 'GET'],
    ['a malformed id', () => '/api/widget/not-a-uuid/config', 'GET'],
    ['a path with a trailing slash', () => `/api/widget/${websiteId}/config/`, 'GET'],
    ['HEAD', () => '/widget.js', 'HEAD'],
    ['OPTIONS', () => `/api/widget/${websiteId}/config`, 'OPTIONS'],
    ['any other page', () => '/healthz', 'GET'],
  ];
  for (const [name, target, method] of handedOver)
    it(`hands ${name} to the app`, async () => {
      const before = { ...node.answers };
      const response = await fetch(node.served.baseUrl + target(), { method });
      const reference = await fetch(viaApp.baseUrl + target(), { method });
      expect(node.answers['hot path']).toBe(before['hot path']);
      expect(node.answers.app).toBe(before.app + 1);
      expect(response.status).toBe(reference.status);
      expect(await response.text()).toBe(await reference.text());
    });
});

describe('node hot paths: one limit, whichever path answers', () => {
  let t: TestApp;
  let node: { served: ServedApp; answers: Answers };
  let websiteId: string;

  beforeAll(async () => {
    // 600 a minute × 0.005 = 3 config reads a minute per client.
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '0.005' });
    websiteId = await insertTestWebsite({ db: t.deps.db, userId: await insertTestOwner({ db: t.deps.db }) });
    node = await serveListener(t);
    await warmConfigCache(t, websiteId);
  });
  afterAll(async () => {
    await node?.served.close();
    await stopWidgetConfigCache({ db: t.deps.db });
    await t?.close();
  });

  it('counts hot-path and app answers in one budget and lets the app render the 429', async () => {
    const url = `${node.served.baseUrl}/api/widget/${websiteId}/config`;
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await fetch(url)).status);
    expect(statuses).toEqual([200, 200, 200]);
    expect(node.answers).toEqual({ 'hot path': 3, app: 0 });
    const refused = await fetch(url, { headers: { origin: 'https://customer.example' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(node.answers).toEqual({ 'hot path': 3, app: 1 });
    expect(await refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
    });
  });
});
