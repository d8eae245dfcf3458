/**
 * Requests Node's parser refuses before the app (lib/client-error.ts), over a raw socket: the answer is the API's
 * error shape, and the connection is closed.
 */
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrorsAsJson } from './client-error.js';

/** Sends `raw`, then reads until the server closes the connection (or fails after 5 s). */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`the server kept the connection open; got ${Buffer.concat(chunks).toString('latin1')}`),
      );
    }, 5000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    socket.write(raw);
  });
}

function parse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('answers the requests Node refuses before the app as JSON errors', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve(
        { fetch: () => new Response('app'), port: 0, hostname: '127.0.0.1' },
        (info: AddressInfo) => {
          port = info.port;
          resolve();
        },
      ) as Server;
      answerClientErrorsAsJson(server);
    });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('431 with { error } and Connection: close for headers over the limit', async () => {
    const raw = `GET /api/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    const response = parse(await exchange(port, raw));
    expect(response.status).toBe(431);
    expect(response.headers.get('connection')).toBe('close');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(response.body));
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'REQUEST_HEADERS_TOO_LARGE', message: 'The request headers are too large' },
    });
  });

  it('400 with { error } for a request line Node cannot read', async () => {
    const response = parse(await exchange(port, 'NOT A REQUEST\r\n\r\n'));
    expect(response.status).toBe(400);
    expect(response.headers.get('connection')).toBe('close');
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request could not be read' },
    });
  });

  it('leaves a well-formed request to the app', async () => {
    const response = parse(await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    expect(response.status).toBe(200);
    expect(response.body).toBe('app');
  });
});
