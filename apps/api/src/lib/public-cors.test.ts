import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.js';
import { AppError } from './app-error.js';
import { handleError } from './error-handler.js';
import { publicCors } from './public-cors.js';

/** What the public endpoints had before 0073 (hono/cors with these options): the headers must stay these. */
const honoCors = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  allowHeaders: ['Content-Type', 'Accept'],
  exposeHeaders: ['Retry-After', 'ETag'],
  credentials: false,
  maxAge: 600,
});

function appWith(middleware: MiddlewareHandler) {
  const app = new Hono<AppEnv>();
  // As app.ts does: prepared for the context's responses, added afterwards to one built outside it.
  app.use(async (c, next) => {
    c.header('X-Request-Id', 'rid');
    await next();
    if (!c.res.headers.has('x-request-id')) c.res.headers.set('X-Request-Id', 'rid');
  });
  app.use('/api/*', middleware);
  app.get('/api/json', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ ok: true });
  });
  app.get('/api/not-modified', (c) => c.body(null, 304));
  app.post(
    '/api/stream',
    () => new Response('data: 1\n\n', { headers: { 'content-type': 'text/event-stream' } }),
  );
  app.get('/api/missing', () => {
    throw new AppError('NOT_FOUND', 'Website not found');
  });
  app.get('/api/limited', () => {
    throw new AppError('RATE_LIMITED', 'Slow down', { retryAfterSeconds: 5 });
  });
  app.onError(handleError);
  return app;
}

const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name !== 'content-length'));

describe('publicCors', () => {
  const requests: Array<[string, RequestInit]> = [
    ['/api/json', { headers: { origin: 'https://customer.example' } }],
    ['/api/json', {}],
    ['/api/not-modified', { headers: { origin: 'https://customer.example' } }],
    ['/api/stream', { method: 'POST', headers: { origin: 'https://customer.example' } }],
    ['/api/missing', { headers: { origin: 'https://customer.example' } }],
    ['/api/limited', { headers: { origin: 'https://customer.example' } }],
    [
      '/api/json',
      {
        method: 'OPTIONS',
        headers: {
          origin: 'https://customer.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      },
    ],
  ];

  for (const [path, init] of requests) {
    it(`answers ${init.method ?? 'GET'} ${path} with the headers, status and body hono/cors gave`, async () => {
      const [a, b] = await Promise.all([
        appWith(publicCors).request(`http://localhost${path}`, init),
        appWith(honoCors).request(`http://localhost${path}`, init),
      ]);
      expect(a.status).toBe(b.status);
      expect(headersOf(a)).toEqual(headersOf(b));
      expect(await a.text()).toBe(await b.text());
    });
  }
});
