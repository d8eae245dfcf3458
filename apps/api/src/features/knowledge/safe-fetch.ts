/**
 * The crawler's HTTP client. Every connection (the first and each redirect, followed by hand) goes through the
 * address guard; bodies are read with a byte limit (after decompression) and every request has a timeout.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { AddressRefusedError, createGuardedLookup, judgeAddress, type ResolveHost } from './address-guard.js';

/** A fetch that did not produce a usable answer; `reason` is shown to the owner next to the URL. */
export class FetchFailure extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.name = 'FetchFailure';
    this.reason = reason;
  }
}

export type FetchResult = {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  contentType: string;
  /** Empty unless the status is 2xx. */
  body: Buffer;
};

export type FetchOptions = {
  maxBytes: number;
  /** Checked before the body is read; a refused type fails with `describe`'s words. */
  acceptContentType?: (contentType: string) => boolean;
  signal?: AbortSignal;
};

export type SafeFetcher = (url: string, options: FetchOptions) => Promise<FetchResult>;

export type SafeFetcherOptions = {
  allowPrivate: boolean;
  userAgent: string;
  timeoutMs: number;
  maxRedirects?: number;
  resolve?: ResolveHost;
  /** Test seam: addresses accepted before the normal rules apply. */
  permitAddress?: (address: string) => boolean;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

function describeNetworkError(error: unknown): string {
  if (error instanceof FetchFailure) return error.reason;
  if (error instanceof AddressRefusedError)
    return error.message.charAt(0).toUpperCase() + error.message.slice(1);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'The address could not be found (DNS)';
  if (code === 'ECONNREFUSED') return 'The server refused the connection';
  if (code === 'ECONNRESET') return 'The connection was reset';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'The server could not be reached';
  if (
    (code && code.startsWith('ERR_TLS')) ||
    code === 'CERT_HAS_EXPIRED' ||
    code === 'DEPTH_ZERO_SELF_SIGNED_CERT'
  ) {
    return 'The secure connection failed (certificate problem)';
  }
  return error instanceof Error && error.message ? `Request failed: ${error.message}` : 'Request failed';
}

/** Decompresses according to Content-Encoding; unknown encodings are passed through and usually fail parsing. */
function decode(response: http.IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').toLowerCase().trim();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}

export function createSafeFetcher(options: SafeFetcherOptions): SafeFetcher {
  const maxRedirects = options.maxRedirects ?? 5;
  const lookup = createGuardedLookup(options);

  function assertLiteralAddressAllowed(hostname: string): void {
    const bare = hostname.replace(/^\[|\]$/g, '');
    if (!net.isIP(bare)) return;
    if (options.permitAddress?.(bare)) return;
    const verdict = judgeAddress(bare, options);
    if (!verdict.allowed) throw new AddressRefusedError(verdict.reason);
  }

  function requestOnce(url: URL, fetchOptions: FetchOptions): Promise<FetchResult & { location?: string }> {
    return new Promise((resolve, reject) => {
      let isSettled = false;
      const settle = (error: unknown, value?: FetchResult & { location?: string }) => {
        if (isSettled) return;
        isSettled = true;
        clearTimeout(timer);
        fetchOptions.signal?.removeEventListener('abort', onAbort);
        if (error) reject(error);
        else resolve(value!);
      };

      try {
        assertLiteralAddressAllowed(url.hostname);
      } catch (error) {
        reject(new FetchFailure(describeNetworkError(error)));
        return;
      }
      const client = url.protocol === 'https:' ? https : http;
      const request = client.request(url, {
        method: 'GET',
        lookup,
        // A fresh connection per request: a pooled socket would skip the guarded lookup.
        agent: false,
        headers: {
          'user-agent': options.userAgent,
          accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,text/plain;q=0.8,*/*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en',
        },
      });
      const timer = setTimeout(() => {
        const shown =
          options.timeoutMs >= 1000 ? `${Math.round(options.timeoutMs / 1000)} s` : `${options.timeoutMs} ms`;
        request.destroy(new FetchFailure(`Timed out after ${shown}`));
      }, options.timeoutMs);
      const onAbort = () => request.destroy(new FetchFailure('The crawl time limit was reached'));
      if (fetchOptions.signal?.aborted) {
        onAbort();
      } else {
        fetchOptions.signal?.addEventListener('abort', onAbort, { once: true });
      }

      request.on('error', (error) => settle(new FetchFailure(describeNetworkError(error))));
      request.on('response', (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers['content-type'] ?? '').toLowerCase();
        const location = response.headers.location;
        if (REDIRECTS.has(status) || status < 200 || status >= 300) {
          response.resume();
          settle(null, { url: url.toString(), status, contentType, body: Buffer.alloc(0), location });
          return;
        }
        if (fetchOptions.acceptContentType && !fetchOptions.acceptContentType(contentType)) {
          response.destroy();
          request.destroy();
          const shown = contentType.split(';')[0]?.trim() || 'no content type';
          settle(new FetchFailure(`Not an HTML page (${shown})`));
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > fetchOptions.maxBytes) {
          response.destroy();
          request.destroy();
          settle(new FetchFailure(`Page is larger than ${formatBytes(fetchOptions.maxBytes)}`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const stream = decode(response);
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > fetchOptions.maxBytes) {
            stream.destroy();
            response.destroy();
            request.destroy();
            settle(new FetchFailure(`Page is larger than ${formatBytes(fetchOptions.maxBytes)}`));
            return;
          }
          chunks.push(chunk);
        });
        stream.on('error', (error) => settle(new FetchFailure(describeNetworkError(error))));
        response.on('error', (error) => settle(new FetchFailure(describeNetworkError(error))));
        stream.on('end', () =>
          settle(null, { url: url.toString(), status, contentType, body: Buffer.concat(chunks) }),
        );
      });
      request.end();
    });
  }

  return async function safeFetch(rawUrl, fetchOptions) {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw new FetchFailure('Not a valid URL');
    }
    for (let hop = 0; ; hop += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new FetchFailure(`Redirected to an unsupported address (${url.protocol})`);
      }
      const result = await requestOnce(url, fetchOptions);
      if (!REDIRECTS.has(result.status) || !result.location) {
        return { url: result.url, status: result.status, contentType: result.contentType, body: result.body };
      }
      if (hop >= maxRedirects) throw new FetchFailure(`Too many redirects (more than ${maxRedirects})`);
      try {
        url = new URL(result.location, url);
      } catch {
        throw new FetchFailure('Redirected to an invalid address');
      }
    }
  };
}
