import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';
import type { Config } from '../config.js';

/** The options app.ts gave hono/secure-headers before 0073: the headers must stay exactly these. */
function honoSecureHeaders(isHttps: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: isHttps ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    removePoweredBy: true,
    overwrite: false,
  });
}

function appWith(middleware: ReturnType<typeof secureHeaders>) {
  const app = new Hono();
  app.use(middleware);
  app.get('/json', (c) => c.json({ ok: true }));
  app.get('/own-csp', (c) => {
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    return c.body('file');
  });
  // Built outside the context, like better-auth's answers and the streamed chat reply.
  app.get('/raw', () => new Response('raw', { headers: { 'x-powered-by': 'something' } }));
  app.get('/error', () => {
    throw new Error('boom');
  });
  app.onError((_error, c) => c.json({ error: 'boom' }, 500));
  return app;
}

const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name !== 'content-length'));

describe('securityHeaders', () => {
  for (const isHttps of [false, true]) {
    it(`sets the same headers as hono/secure-headers did (https: ${isHttps})`, async () => {
      const ours = appWith(securityHeaders({ isHttps } as Config));
      const theirs = appWith(honoSecureHeaders(isHttps));
      for (const path of ['/json', '/own-csp', '/raw', '/error']) {
        const [a, b] = await Promise.all([ours.request(path), theirs.request(path)]);
        expect(a.status).toBe(b.status);
        expect(headersOf(a)).toEqual(headersOf(b));
      }
    });
  }

  it("keeps a handler's own, stricter policy", async () => {
    const response = await appWith(securityHeaders({ isHttps: false } as Config)).request('/own-csp');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('over Node (headers set on the Node response) gives the same headers as hono/secure-headers', async () => {
    const servers = await Promise.all(
      [appWith(securityHeaders({ isHttps: false } as Config)), appWith(honoSecureHeaders(false))].map(
        (app) =>
          new Promise<{ url: string; close: () => void }>((resolve) => {
            const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
              resolve({ url: `http://127.0.0.1:${info.port}`, close: () => server.close() }),
            );
          }),
      ),
    );
    try {
      const [ours, theirs] = servers;
      const comparable = (response: Response) =>
        Object.fromEntries([...response.headers].filter(([name]) => !['date', 'keep-alive'].includes(name)));
      for (const path of ['/json', '/own-csp', '/raw', '/error']) {
        const [a, b] = [await fetch(`${ours!.url}${path}`), await fetch(`${theirs!.url}${path}`)];
        expect(a.status).toBe(b.status);
        expect(comparable(a)).toEqual(comparable(b));
      }
    } finally {
      for (const server of servers) server.close();
    }
  });
});
