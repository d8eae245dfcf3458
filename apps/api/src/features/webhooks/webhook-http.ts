/**
 * The one HTTP POST a webhook delivery makes, through the crawler's address guard: the host is resolved once,
 * every address it resolves to is judged (loopback, private, link-local, unique-local and metadata refused unless
 * WEBHOOKS_ALLOW_PRIVATE lifts the private ones; metadata never), and the socket connects to exactly the vetted
 * address (no DNS rebinding between check and connect). Redirects are never followed; the answer is read up to
 * 2 KB for the attempt log.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import {
  AddressRefusedError,
  createGuardedLookup,
  judgeAddress,
  resolveWithDns,
  type ResolveHost,
} from '../knowledge/address-guard.js';

const EXCERPT_BYTES = 2048;

export type WebhookPostResult = {
  status: number;
  durationMs: number;
  excerpt: string;
  retryAfter?: string;
};

export type WebhookAddressOptions = {
  allowPrivate: boolean;
  /** Test seam: another resolver (DNS rebinding tests). */
  resolve?: ResolveHost;
};

/** Refuses a URL whose host is (or resolves to) an address webhooks may not reach; used on save and on send. */
export async function assertWebhookUrlAllowed(rawUrl: string, options: WebhookAddressOptions): Promise<void> {
  const url = new URL(rawUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host)
    ? [{ address: host, family: net.isIP(host) }]
    : await (options.resolve ?? resolveWithDns)(host).catch(() => {
        throw new AddressRefusedError(`${host} could not be found (DNS)`);
      });
  if (addresses.length === 0) throw new AddressRefusedError(`${host} has no address`);
  for (const entry of addresses) {
    const verdict = judgeAddress(entry.address, { allowPrivate: options.allowPrivate });
    if (!verdict.allowed) throw new AddressRefusedError(verdict.reason);
  }
}

/** POSTs a signed body; resolves with the answer whatever its status, rejects on network failure or refusal. */
export function postWebhook(options: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  address: WebhookAddressOptions;
}): Promise<WebhookPostResult> {
  const url = new URL(options.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) {
    // A literal address skips `lookup`: judge it here.
    const verdict = judgeAddress(host, { allowPrivate: options.address.allowPrivate });
    if (!verdict.allowed) return Promise.reject(new AddressRefusedError(verdict.reason));
  }
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      lookup: createGuardedLookup(options.address),
      // A fresh connection per delivery: a pooled socket would skip the guarded lookup.
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(options.body)),
        'user-agent': 'LeadChat-Webhooks/1.0',
        ...options.headers,
      },
    });
    const timer = setTimeout(
      () => request.destroy(new Error(`Timed out after ${Math.round(options.timeoutMs / 1000)} s`)),
      options.timeoutMs,
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        clearTimeout(timer);
        const retryAfter = response.headers['retry-after'];
        resolve({
          status: response.statusCode ?? 0,
          durationMs: Math.round(performance.now() - started),
          excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8'),
          retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
        });
      };
      response.on('data', (chunk: Buffer) => {
        if (size < EXCERPT_BYTES) chunks.push(chunk);
        size += chunk.length;
        // Enough for the log: stop reading a large answer.
        if (size >= EXCERPT_BYTES) {
          finish();
          response.destroy();
        }
      });
      response.on('end', finish);
      response.on('error', finish);
    });
    request.end(options.body);
  });
}

/** `Retry-After` (seconds or an HTTP date) in milliseconds from now, or undefined. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
