/** A browser over the network for API tests against a served app: a cookie jar, our Origin, its own client address. */
import { TEST_ORIGIN } from './test-app.js';
import { cookieHeader, keepCookies, type CookieJar } from './cookie-jar.js';

export function createNetworkClient(baseUrl: string, options: { ip?: string } = {}) {
  const cookies: CookieJar = new Map();
  const ip = options.ip ?? `203.0.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  async function request(
    path: string,
    init: { method?: string; json?: unknown; headers?: ConstructorParameters<typeof Headers>[0] } = {},
  ) {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    headers.set('x-test-client-ip', ip);
    const cookie = cookieHeader(cookies);
    if (cookie) headers.set('cookie', cookie);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      redirect: 'manual',
    });
    keepCookies(cookies, response);
    return response;
  }
  return {
    cookies,
    request,
    get: (path: string) => request(path),
    post: (path: string, json: unknown = {}) => request(path, { json }),
    put: (path: string, json: unknown = {}) => request(path, { method: 'PUT', json }),
  };
}
export type NetworkClient = ReturnType<typeof createNetworkClient>;
