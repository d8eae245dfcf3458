/**
 * The first middleware of every request: its id (the caller's X-Request-Id when plausible, as hono/request-id
 * accepted, else a new UUID), the context every handler reads (deps, auth, a lazily created child logger), and the
 * access log line. One middleware instead of three because it runs on every request, the widget's included
 * (docs/decisions/0073-fast-public-endpoints.md).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Auth } from '../features/auth/auth.js';
import type { AppDeps, AppEnv } from './app-env.js';
import { createAccessLogger, createLazyChildLogger, type AccessLogger } from './logger.js';
import { nodeResponseOf, readRequestHeader } from './request-headers.js';

const REQUEST_ID_PATTERN = /^[\w\-=]{1,255}$/;

/** The caller's X-Request-Id (`given`) when it is a plausible id, else a new UUID. */
export function readRequestIdFrom(given: string | undefined): string {
  return given && REQUEST_ID_PATTERN.test(given) ? given : crypto.randomUUID();
}

function readRequestId(c: Context): string {
  return readRequestIdFrom(readRequestHeader(c, 'x-request-id'));
}

/** `accessLog`: given when another path (node-hot-paths.ts) writes to the same access log. */
export function requestContext(
  deps: AppDeps,
  auth: Auth,
  accessLog: AccessLogger = createAccessLogger(deps.logger),
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = readRequestId(c);
    c.set('requestId', requestId);
    const outgoing = nodeResponseOf(c);
    if (outgoing) outgoing.setHeader('x-request-id', requestId);
    else c.header('X-Request-Id', requestId);
    c.set('deps', deps);
    c.set('auth', auth);
    c.set('log', createLazyChildLogger(deps.logger, { requestId }));
    await next();
    // A response built outside the context (better-auth's, the streamed chat reply) has not got it yet.
    if (!outgoing && !c.res.headers.has('x-request-id')) c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    const path = c.req.path;
    const entry = {
      requestId,
      method: c.req.method,
      path,
      status,
      ms: Math.round(performance.now() - started),
    };
    if (status >= 500) accessLog.error(entry);
    else if (!path.startsWith('/assets/')) accessLog.info(entry);
  };
}
