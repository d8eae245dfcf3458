import type { MiddlewareHandler } from 'hono';
import { nodeResponseOf } from './request-headers.js';

export const EXPOSE_HEADERS = 'Retry-After,ETag';

/**
 * CORS for the public endpoints the widget calls from customers' sites: any origin, no credentials. The same
 * headers as hono/cors gave with `{ origin: '*', allowMethods: GET POST OPTIONS, allowHeaders: Content-Type Accept,
 * exposeHeaders: Retry-After ETag, maxAge: 600 }`, without its cost: hono/cors touches `c.res` before the handler,
 * which makes every response a full WHATWG Response whose body is then streamed (~100 µs a request).
 * Set on Node's response before the handler (or, in `app.request()`, on the response after it), so error answers
 * (404, 413, 429) and streamed replies carry them too.
 */
export const publicCors: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') {
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    c.header('Access-Control-Max-Age', '600');
    c.header('Access-Control-Allow-Methods', 'GET,POST,OPTIONS');
    c.header('Access-Control-Allow-Headers', 'Content-Type,Accept');
    c.header('Vary', 'Access-Control-Request-Headers', { append: true });
    return c.body(null, 204);
  }
  const outgoing = nodeResponseOf(c);
  if (outgoing) {
    outgoing.setHeader('access-control-allow-origin', '*');
    outgoing.setHeader('access-control-expose-headers', EXPOSE_HEADERS);
    return next();
  }
  await next();
  const headers = c.res.headers;
  headers.set('Access-Control-Allow-Origin', '*');
  headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
};
