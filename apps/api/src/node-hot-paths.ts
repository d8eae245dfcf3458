/**
 * The ordinary answers to the two requests every customer page view makes — `GET /api/widget/{id}/config` (a
 * config this process already holds) and `GET /widget.js` / `GET /widget-app.js` — written straight onto Node's
 * request and response, before any WHATWG Request, Hono context or middleware exists. Everything else, and every
 * unusual case of these (a config not cached yet, an unknown website, a malformed id, a client over its limit, a
 * widget not built, HEAD, OPTIONS), is handed to the Hono app unchanged, so errors keep one renderer.
 *
 * Same answer as the Hono path, header for header and byte for byte (node-hot-paths.test.ts compares them): the
 * request id, the access-log line, a resource's security headers, CORS, the per-client limit (the same counter),
 * the widget sighting, ETag revalidation and pre-compressed scripts. Why it exists: the Hono path spends most of a
 * request's CPU building objects these answers never need (docs/decisions/0073-fast-public-endpoints.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from './config.js';
import { noteWidgetSighting } from './features/checklist/widget-sighting.service.js';
import { selectEncoding } from './features/seo/prerendered-pages.js';
import type { CachedFile } from './features/static/file-cache.js';
import { listScriptHeaders, type WidgetScripts } from './features/static/widget-script.routes.js';
import {
  isEtagMatched,
  WIDGET_CONFIG_CACHE_CONTROL,
  WIDGET_CONFIG_CONTENT_TYPE,
} from './features/widget-config/widget-config.routes.js';
import { peekWidgetConfigResponse } from './features/widget-config/widget-config.service.js';
import type { AppDeps } from './lib/app-env.js';
import { clientIpFrom } from './lib/client-ip.js';
import type { AccessLogger } from './lib/logger.js';
import { EXPOSE_HEADERS } from './lib/public-cors.js';
import { rateLimitClientKey, type MemoryRateLimiter } from './lib/rate-limit.js';
import { readRequestIdFrom } from './lib/request-context.js';
import { listResourceSecurityHeaders } from './lib/security-headers.js';

/** Answers the request and returns true, or returns false having written nothing (the caller hands it on). */
export type NodeHotPaths = (request: IncomingMessage, response: ServerResponse) => boolean;

/** One request being answered: its path (without the query) and when it arrived, for the access log. */
type Exchange = { request: IncomingMessage; response: ServerResponse; path: string; started: number };

const CONFIG_PATH = /^\/api\/widget\/([^/]+)\/config$/;

/** A header list as Node's writeHead takes it without building an object: [name, value, name, value, …]. */
function flatten(headers: ReadonlyArray<readonly [string, string]>): string[] {
  return headers.flatMap(([name, value]) => [name.toLowerCase(), value]);
}

/**
 * A request header (`name` in lower case), read from Node's raw list: `request.headers` is built on first use from
 * every raw header, a cost these answers skip. Repeated headers are joined with ", " as Node joins the ones read here.
 */
function headerOf(request: IncomingMessage, name: string): string | undefined {
  const raw = request.rawHeaders;
  let value: string | undefined;
  for (let index = 0; index < raw.length; index += 2) {
    const key = raw[index]!;
    if (key.length === name.length && key.toLowerCase() === name) {
      value = value === undefined ? raw[index + 1] : `${value}, ${raw[index + 1]}`;
    }
  }
  return value;
}

export function createNodeHotPaths(options: {
  deps: AppDeps;
  widgetScripts: WidgetScripts;
  /** The counter the Hono path's config limit counts in (so a client has one budget, whichever path answers). */
  widgetConfigLimiter: MemoryRateLimiter;
  accessLog: AccessLogger;
}): NodeHotPaths {
  const { deps, widgetScripts, widgetConfigLimiter, accessLog } = options;
  const { db, logger, config } = deps;
  const security = flatten(listResourceSecurityHeaders(config));
  const configHeaders = [
    ...security,
    ...flatten([
      ['Access-Control-Allow-Origin', '*'],
      ['Access-Control-Expose-Headers', EXPOSE_HEADERS],
      ['Cache-Control', WIDGET_CONFIG_CACHE_CONTROL],
    ]),
  ];

  // A script's headers are the same for every answer of one build: listed once per file and cache policy.
  const scriptHeaders = new WeakMap<CachedFile, Map<string, string[]>>();
  const scriptHeadersOf = (file: CachedFile, cacheControl: string): string[] => {
    let byPolicy = scriptHeaders.get(file);
    if (!byPolicy) scriptHeaders.set(file, (byPolicy = new Map()));
    let headers = byPolicy.get(cacheControl);
    if (!headers) {
      headers = [...security, ...flatten(listScriptHeaders(file, cacheControl))];
      byPolicy.set(cacheControl, headers);
    }
    return headers;
  };

  const finish = (
    { request, response, path, started }: Exchange,
    status: number,
    headers: string[],
    body: string | Buffer | undefined,
  ) => {
    const requestId = readRequestIdFrom(headerOf(request, 'x-request-id'));
    headers.push('x-request-id', requestId);
    // Given now: Node would otherwise send a body it gets after the headers chunked.
    if (body !== undefined) headers.push('content-length', String(Buffer.byteLength(body)));
    response.writeHead(status, headers);
    response.end(body);
    accessLog.info({
      requestId,
      method: 'GET',
      path,
      status,
      ms: Math.round(performance.now() - started),
    });
  };

  const answerConfig = (exchange: Exchange, websiteId: string): boolean => {
    const { request } = exchange;
    const cached = peekWidgetConfigResponse({ db, websiteId });
    if (!cached) return false;
    const ip = clientIpOf(request, config);
    // Over the limit: the Hono path counts it again (a refused client stays refused) and renders the 429.
    if (!widgetConfigLimiter.consume(rateLimitClientKey(ip)).allowed) return false;
    noteWidgetSighting({ db, logger, websiteId, origin: headerOf(request, 'origin') });
    const headers = [...configHeaders, 'etag', cached.etag];
    if (isEtagMatched(headerOf(request, 'if-none-match'), cached.etag)) {
      finish(exchange, 304, headers, undefined);
    } else {
      headers.push('content-type', WIDGET_CONFIG_CONTENT_TYPE);
      finish(exchange, 200, headers, cached.json);
    }
    return true;
  };

  const answerScript = (exchange: Exchange, scriptPath: '/widget.js' | '/widget-app.js'): boolean => {
    const { request } = exchange;
    const url = request.url ?? '/';
    const version =
      scriptPath === '/widget-app.js' ? new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('v') : null;
    const { file, cacheControl } = widgetScripts.resolve(scriptPath, version ?? undefined);
    if (!file) return false;
    const headers = scriptHeadersOf(file, cacheControl).slice();
    if (headerOf(request, 'if-none-match') === file.etag) {
      finish(exchange, 304, headers, undefined);
      return true;
    }
    const { body, encoding } = selectEncoding(file, headerOf(request, 'accept-encoding'));
    if (encoding) headers.push('content-encoding', encoding);
    finish(exchange, 200, headers, body);
    return true;
  };

  return (request, response) => {
    if (request.method !== 'GET') return false;
    const path = pathOf(request.url ?? '/');
    const exchange: Exchange = { request, response, path, started: performance.now() };
    try {
      if (path === '/widget.js' || path === '/widget-app.js') return answerScript(exchange, path);
      const match = CONFIG_PATH.exec(path);
      return match ? answerConfig(exchange, match[1]!) : false;
    } catch (error) {
      // Nothing written yet: the Hono app answers (and logs) whatever went wrong.
      if (response.headersSent) throw error;
      logger.warn({ err: error, path }, 'hot path handed over after an error');
      return false;
    }
  };
}

/** The request target's path (Node gives the path and query as sent). */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function clientIpOf(request: IncomingMessage, config: Config): string {
  return clientIpFrom({
    config,
    header: (name) => headerOf(request, name),
    socketAddress: () => request.socket.remoteAddress,
  });
}
