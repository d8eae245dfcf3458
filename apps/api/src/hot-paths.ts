/**
 * The two requests every customer page view makes — `GET /api/widget/{id}/config` and `GET /widget.js` — answered
 * by a small Hono app of their own, in front of the main one. The same middleware and handlers as the main app
 * (request context and access log, public CORS, the config's per-client limit, the error handler), the security
 * headers of a resource rather than a document (security-headers.ts), without what those requests never need (session, body limit, cross-site and input checks of writes)
 * and matched by a RegExpRouter over two routes instead of the main app's trie of every route. Measured by
 * `npm run bench -- public-endpoints` (docs/decisions/0073-fast-public-endpoints.md).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import type { Auth } from './features/auth/auth.js';
import { createWidgetScriptRoutes, type WidgetScripts } from './features/static/widget-script.routes.js';
import { createWidgetConfigRoutes } from './features/widget-config/widget-config.routes.js';
import type { AppDeps, AppEnv } from './lib/app-env.js';
import { handleError } from './lib/error-handler.js';
import type { AccessLogger } from './lib/logger.js';
import { publicCors } from './lib/public-cors.js';
import { requestContext } from './lib/request-context.js';
import { listResourceSecurityHeaders, securityHeaders } from './lib/security-headers.js';

const CONFIG_PATH = /^\/api\/widget\/[^/]+\/config$/;

/** The request's path from its absolute URL, without parsing a URL object (this runs on every request). */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  if (start === -1) return '/';
  const query = url.indexOf('?', start);
  return query === -1 ? url.slice(start) : url.slice(start, query);
}

/** True for the requests the hot-path app answers (the widget app is fetched once a visitor, but by each one); everything else, HEAD and OPTIONS included, goes to the main app. */
export function isHotPath(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const path = pathOf(request.url);
  return path === '/widget.js' || path === '/widget-app.js' || CONFIG_PATH.test(path);
}

export function createHotPathApp(options: {
  deps: AppDeps;
  auth: Auth;
  widgetScripts: WidgetScripts;
  limitWidgetConfig: MiddlewareHandler<AppEnv>;
  accessLog: AccessLogger;
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ router: new RegExpRouter() });
  app.use(requestContext(options.deps, options.auth, options.accessLog));
  app.use(securityHeaders(options.deps.config, listResourceSecurityHeaders(options.deps.config)));
  app.use('/api/widget/*', publicCors);
  app.get('/api/widget/:websiteId/config', options.limitWidgetConfig);
  app.route('/api/widget', createWidgetConfigRoutes());
  app.route('/', createWidgetScriptRoutes(options.widgetScripts));
  app.onError(handleError);
  return app;
}

/** Sends the hot paths to their own app; `app.request()` (tests) goes through `fetch` too, so it is covered. */
export function frontWithHotPaths(main: Hono<AppEnv>, hot: Hono<AppEnv>): void {
  const mainFetch = main.fetch;
  main.fetch = (request, env, executionContext) =>
    isHotPath(request)
      ? hot.fetch(request, env, executionContext)
      : mainFetch(request, env, executionContext);
}
