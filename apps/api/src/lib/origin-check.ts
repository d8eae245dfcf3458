import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.js';
import { AppError } from './app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Public endpoints called from customers' sites or by providers: no cookies are used there. */
const CROSS_SITE_ALLOWED = ['/api/chat', '/api/widget/', '/api/webhooks/'];

/**
 * Refuses cookie-bearing writes from another site (CSRF). SameSite=Lax already blocks most of them;
 * this also covers same-site subdomains and old browsers.
 */
export function refuseCrossSiteWrites(config: Config): MiddlewareHandler {
  const ownOrigin = new URL(config.publicUrl).origin;
  return async (c, next) => {
    if (
      SAFE_METHODS.has(c.req.method) ||
      CROSS_SITE_ALLOWED.some((prefix) => c.req.path.startsWith(prefix))
    ) {
      return next();
    }
    const origin = c.req.header('origin');
    const isOwnOrigin = origin === ownOrigin || origin === new URL(c.req.url).origin;
    // Auth calls from another site are refused even without cookies (login CSRF).
    if (origin && !isOwnOrigin && c.req.path.startsWith('/api/auth/')) {
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
    }
    const hasCookie = Boolean(c.req.header('cookie'));
    if (hasCookie && !isOwnOrigin) throw new AppError('FORBIDDEN', 'Cross-site request refused');
    return next();
  };
}
