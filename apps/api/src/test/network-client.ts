/** A browser over the network for API tests against a served app: a cookie jar, our Origin, its own client address. */
import { TEST_ORIGIN } from './test-app.js';

export function createNetworkClient(baseUrl: string, options: { ip?: string } = {}) {
  const cookies = new Map<string, string>();
  const ip = options.ip ?? `203.0.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  async function request(
    path: string,
    init: { method?: string; json?: unknown; headers?: HeadersInit } = {},
  ) {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    headers.set('x-test-client-ip', ip);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (!value || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
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
