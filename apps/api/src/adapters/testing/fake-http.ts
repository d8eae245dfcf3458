/**
 * The small HTTP server the local fakes of Google, Microsoft and other providers are built on (tests and e2e only):
 * a request handler answers with a status, JSON and headers.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
};
export type FakeReply = { status: number; json?: unknown; headers?: Record<string, string> };

export async function startFakeServer(
  handle: (request: FakeRequest) => FakeReply | Promise<FakeReply>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      Promise.resolve(
        handle({
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
        .then((reply) => {
          const headers: Record<string, string> = { ...reply.headers };
          if (reply.json !== undefined) headers['content-type'] = 'application/json; charset=UTF-8';
          res.writeHead(reply.status, headers);
          res.end(reply.json === undefined ? undefined : JSON.stringify(reply.json));
        })
        .catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { code: 500, message: String(error) } }));
        });
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const randomToken = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;
