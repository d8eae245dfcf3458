import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.js';
import { nodeResponseOf } from './request-headers.js';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * The security headers of every response, computed once: a strict CSP for the web app, HSTS only when served over
 * https. The same names and values as hono/secure-headers gave with our options (security-headers.test.ts).
 */
export function listSecurityHeaders(
  config: Pick<Config, 'isHttps'>,
): ReadonlyArray<readonly [string, string]> {
  const headers: Array<readonly [string, string]> = [
    ['content-security-policy', CONTENT_SECURITY_POLICY],
    ['cross-origin-opener-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
  if (config.isHttps) headers.push(['strict-transport-security', 'max-age=31536000; includeSubDomains']);
  return headers;
}

/**
 * The headers that matter on a response no browser renders as a document — JSON and scripts read by other pages
 * (the widget's config and /widget.js): no sniffing, nothing loads or frames from it, HSTS. A document's CSP,
 * COOP, origin-agent-cluster, X-XSS-Protection and the legacy IE/Flash headers do nothing there (OWASP REST
 * Security Cheat Sheet), and these two answers are sent on every page view of every customer site: ~700 bytes
 * and ~10 header writes fewer each (docs/decisions/0073-fast-public-endpoints.md).
 */
export function listResourceSecurityHeaders(
  config: Pick<Config, 'isHttps'>,
): ReadonlyArray<readonly [string, string]> {
  const headers: Array<readonly [string, string]> = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
  ];
  if (config.isHttps) headers.push(['strict-transport-security', 'max-age=31536000; includeSubDomains']);
  return headers;
}

/**
 * Security headers for every response, computed once. Served by @hono/node-server, they are set on Node's response
 * before the handler runs (see nodeResponseOf). Otherwise (`app.request()`) they are prepared on the context,
 * so a response built with c.body/c.json/c.text (and the error handler's) starts with them and a handler's own,
 * stricter header replaces one (stored files are served with `default-src 'none'`). A response built outside the
 * context (better-auth's, a streamed chat reply) lacks them: the missing ones are added afterwards, as
 * hono/secure-headers did for every response (one header check instead of ten on the common path).
 */
/**
 * In both lists and never set by a handler itself: present on a response the handler built through the context,
 * i.e. one that already has them all.
 */
const SENTINEL = 'x-content-type-options';

export function securityHeaders(
  config: Config,
  headers: ReadonlyArray<readonly [string, string]> = listSecurityHeaders(config),
): MiddlewareHandler {
  return async (c, next) => {
    const outgoing = nodeResponseOf(c);
    if (outgoing) {
      // On Node's response: every answer gets them, and the handler's own header wins on a clash.
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      await next();
      // Also gives a response built outside the context its default Content-Type, as reading its headers always did.
      c.res.headers.delete('x-powered-by');
      return;
    }
    for (const [name, value] of headers) c.header(name, value);
    await next();
    const target = c.res.headers;
    if (target.has(SENTINEL)) return;
    for (const [name, value] of headers) if (!target.has(name)) target.set(name, value);
    target.delete('x-powered-by');
  };
}
