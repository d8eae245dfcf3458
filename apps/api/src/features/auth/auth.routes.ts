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
    return auth.handler(request);
  });
  return routes;
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
