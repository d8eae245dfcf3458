import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.js';

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

/** Present on every response the handler built through the context, i.e. one that already has them all. */
const SENTINEL = 'x-permitted-cross-domain-policies';

/**
 * Security headers for every response, computed once. They are prepared on the context before the handler runs,
 * so a response built with c.body/c.json/c.text (and the error handler's) starts with them and a handler's own,
 * stricter header replaces one (stored files are served with `default-src 'none'`). A response built outside the
 * context (better-auth's, a streamed chat reply) lacks them: the missing ones are added afterwards, as
 * hono/secure-headers did for every response (one header check instead of ten on the common path).
 */
export function securityHeaders(config: Config): MiddlewareHandler {
  const headers = listSecurityHeaders(config);
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
    const target = c.res.headers;
    if (target.has(SENTINEL)) return;
    for (const [name, value] of headers) if (!target.has(name)) target.set(name, value);
    target.delete('x-powered-by');
  };
}
