/** Serves the in-process app on a real port (127.0.0.1, random), for tests that need real HTTP connections. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { TestApp } from './test-app.js';

export type ServedApp = { baseUrl: string; port: number; close: () => Promise<void> };

export function serveTestApp(app: TestApp['app']): Promise<ServedApp> {
  return new Promise((resolve) => {
    const server: ServerType = serve(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) =>
        resolve({
          baseUrl: `http://127.0.0.1:${info.port}`,
          port: info.port,
          close: () => {
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
            return new Promise((done) => server.close(() => done()));
          },
        }),
    );
  });
}

/** Serves a Node request listener (the server's own, app.ts createRequestListener) on a random port. */
export function serveTestListener(listener: http.RequestListener): Promise<ServedApp> {
  return new Promise((resolve) => {
    const server = http.createServer(listener);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        port,
        close: () => {
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The request went out on a connection an earlier request had used. */
  reusedSocket: boolean;
};

/**
 * One request over node:http with a keep-alive agent (so a connection the server spoils shows up as an error on
 * the next request). `body` given as an array of chunks is sent chunked, without Content-Length.
 */
export function rawRequest(options: {
  port: number;
  agent: http.Agent;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer | Array<string | Buffer>;
  timeoutMs?: number;
}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    const body = options.body;
    if (body !== undefined && !Array.isArray(body))
      headers['content-length'] = String(Buffer.byteLength(body));
    const request = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: options.method,
        path: options.path,
        agent: options.agent,
        headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            reusedSocket: request.reusedSocket,
          }),
        );
      },
    );
    request.setTimeout(options.timeoutMs ?? 15_000, () => request.destroy(new Error('request timed out')));
    request.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close after answering a refused upload before the client finished sending it.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') {
        const response = (request as unknown as { res?: http.IncomingMessage }).res;
        if (response?.complete) return;
      }
      reject(error);
    });
    if (Array.isArray(body)) {
      for (const chunk of body) request.write(chunk);
      request.end();
    } else request.end(body);
  });
}
