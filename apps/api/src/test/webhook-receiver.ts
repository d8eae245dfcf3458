/**
 * A local HTTP server standing in for an owner's CRM or Zapier hook: it records every request with its raw body
 * and headers, verifies the Standard Webhooks signature with the `standardwebhooks` package (the reference
 * implementation receivers use) against the secrets the test gives it, and answers with scripted statuses.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type ReceivedWebhook = {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** Which of the receiver's secrets verified the signature (index), or -1 when none did. */
  verifiedWith: number;
};

export type ScriptedAnswer = { status: number; body?: string; headers?: Record<string, string> };

export type WebhookReceiver = {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** The secrets a delivery is verified with (each on its own, as a receiver that knows one secret would). */
  secrets: string[];
  /** Answers for the next requests, in order; afterwards 200. */
  script: ScriptedAnswer[];
  close: () => Promise<void>;
};

function verifiedWith(secrets: string[], body: string, headers: Record<string, string>): number {
  return secrets.findIndex((secret) => {
    try {
      new Webhook(secret).verify(body, headers);
      return true;
    } catch {
      return false;
    }
  });
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: Omit<WebhookReceiver, 'url' | 'port' | 'close'> = { received: [], secrets: [], script: [] };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      );
      receiver.received.push({
        path: request.url ?? '/',
        headers,
        body,
        verifiedWith: verifiedWith(receiver.secrets, body, headers),
      });
      const answer = receiver.script.shift() ?? { status: 200, body: '{"ok":true}' };
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
