import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.js';

/** Security headers for every response; a strict CSP for the web app, HSTS only when served over https. */
export function securityHeaders(config: Config): MiddlewareHandler {
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
    strictTransportSecurity: config.isHttps ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    removePoweredBy: true,
    // A handler's own, stricter header wins (stored files are served with `default-src 'none'`).
    overwrite: false,
  });
}
