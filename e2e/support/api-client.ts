/**
 * A cookie-keeping HTTP client for talking to a running server from the test process (no browser):
 * sends `Origin` like a browser on the app's own page would. Used by the process-level fault tests.
 */
import { cookieHeader, keepCookies, type CookieJar } from '../../apps/api/src/test/cookie-jar';

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(baseURL: string) {
  const cookies: CookieJar = new Map();
  const origin = new URL(baseURL).origin;

  async function request(path: string, init: RequestInit & { json?: unknown; timeoutMs?: number } = {}) {
    const headers = new Headers(init.headers);
    headers.set('origin', origin);
    const cookie = cookieHeader(cookies);
    if (cookie) headers.set('cookie', cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await fetch(`${baseURL}${path}`, {
      ...init,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
    });
    keepCookies(cookies, response);
    return response;
  }

  return {
    request,
    get: (path: string, init: { timeoutMs?: number } = {}) => request(path, init),
    post: (path: string, json: unknown = {}, init: { timeoutMs?: number } = {}) =>
      request(path, { method: 'POST', json, ...init }),
    cookies,
  };
}

/** Signs up through the API (the server must run with AUTH_REQUIRE_EMAIL_VERIFICATION=0 to be signed in at once). */
export async function signUpByApi(
  client: ApiClient,
  credentials: { email: string; password: string; username: string },
): Promise<void> {
  const response = await client.post('/api/auth/sign-up/email', {
    ...credentials,
    name: credentials.username,
  });
  if (response.status !== 200)
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
}
