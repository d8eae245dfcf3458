import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.js';
import { getClientIp } from '../../lib/client-ip.js';
import type { Auth } from './auth.js';
import { CLIENT_IP_HEADER } from './auth.js';
import { enforceAuthRateLimit } from './auth-rate-limit.service.js';

const BASE = '/api/auth';

/**
 * Mounts better-auth under /api/auth. In front of it: our per-IP/per-account rate limits, and the real client IP
 * in a header only we set (better-auth would otherwise see no IP, or trust a spoofable X-Forwarded-For).
 */
export function createAuthRoutes(auth: Auth): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.on(['GET', 'POST'], `${BASE}/*`, async (c) => {
    const { config, db } = c.get('deps');
    const ip = getClientIp(c, config);
    const path = c.req.path.slice(BASE.length);
    const bodyText = c.req.method === 'POST' ? await c.req.text() : undefined;
    await enforceAuthRateLimit({ db, config, path, ip, email: readEmail(bodyText) });

    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, ip);
    headers.delete('x-forwarded-for');
    const request = new Request(c.req.url, { method: c.req.method, headers, body: bodyText });
    return withErrorEnvelope(await auth.handler(request));
  });
  return routes;
}

/**
 * better-auth answers errors as `{ code, message }` (or an empty body); the API's contract is
 * `{ error: { code, message } }`. Both are sent: the envelope for every API client, the top-level fields for
 * better-auth's own browser client.
 */
async function withErrorEnvelope(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the envelope below carries a generic message.
  }
  const code = typeof body.code === 'string' && body.code ? body.code : `HTTP_${response.status}`;
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : response.statusText || 'Request refused';
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, code, message, error: { code, message } }), {
    status: response.status,
    headers,
  });
}

function readEmail(bodyText: string | undefined): string | undefined {
  if (!bodyText) return undefined;
  try {
    const parsed = JSON.parse(bodyText) as { email?: unknown };
    return typeof parsed.email === 'string' ? parsed.email : undefined;
  } catch {
    return undefined;
  }
}
