import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.js';
import { getClientIp } from '../../lib/client-ip.js';
import type { Auth } from './auth.js';
import { CLIENT_IP_HEADER } from './auth.js';
import { enforceAuthRateLimit } from './auth-rate-limit.service.js';

const BASE = '/api/auth';

/**
 * Sign-up answers no sooner than this: a new account costs a few more database writes than a known email, and the
 * difference would otherwise tell whether an email is registered. Well above the work itself (hash + writes).
 */
export const SIGN_UP_MIN_DURATION_MS = 300;

/**
 * A reset request answers no sooner than this, for the same reason: a known email costs a token and an email, an
 * unknown one a decoy write (auth.ts), and whatever difference is left must not tell which emails have accounts.
 */
export const RESET_REQUEST_MIN_DURATION_MS = 300;

/** Paths whose answer is held to a floor so that its timing says nothing about which accounts exist. */
const MIN_DURATION_MS = new Map<string, number>([
  ['/sign-up/email', SIGN_UP_MIN_DURATION_MS],
  ['/request-password-reset', RESET_REQUEST_MIN_DURATION_MS],
]);

/** Every failed sign-in answers this, whether the password was wrong or right for an unconfirmed account. */
export const SIGN_IN_FAILED = {
  status: 401,
  code: 'INVALID_EMAIL_OR_PASSWORD',
  message: 'Invalid email or password. A new account can sign in once its email is confirmed.',
} as const;

/**
 * Mounts better-auth under /api/auth. In front of it: our per-IP/per-account rate limits, and the real client IP
 * in a header only we set (better-auth would otherwise see no IP, or trust a spoofable X-Forwarded-For).
 */
export function createAuthRoutes(auth: Auth): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.on(['GET', 'POST'], `${BASE}/*`, async (c) => {
    const startedAt = Date.now();
    const { config, db } = c.get('deps');
    const ip = getClientIp(c, config);
    const path = c.req.path.slice(BASE.length);
    const bodyText = c.req.method === 'POST' ? await c.req.text() : undefined;
    await enforceAuthRateLimit({ db, config, path, ip, email: readEmail(bodyText) });

    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, ip);
    headers.delete('x-forwarded-for');
    const request = new Request(c.req.url, { method: c.req.method, headers, body: bodyText });
    let response = await auth.handler(request);
    if (path === '/sign-in/email') response = await withUniformSignInFailure(response);
    if (path === '/get-session' || path === '/list-sessions') response = await withoutSessionTokens(response);
    const floorMs = MIN_DURATION_MS.get(path);
    if (floorMs) {
      const remaining = floorMs - (Date.now() - startedAt);
      if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
    }
    return withErrorEnvelope(response);
  });
  return routes;
}

/**
 * better-auth answers a right password for an unconfirmed account with 403 EMAIL_NOT_VERIFIED, a wrong one with
 * 401: that tells a guesser the password was right. Both become the same 401, built from scratch so that no
 * header differs either.
 */
async function withUniformSignInFailure(response: Response): Promise<Response> {
  if (response.status !== 401 && response.status !== 403) return response;
  const body = await readJson(response.clone());
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  if (code !== 'INVALID_EMAIL_OR_PASSWORD' && code !== 'EMAIL_NOT_VERIFIED') return response;
  return new Response(JSON.stringify({ code: SIGN_IN_FAILED.code, message: SIGN_IN_FAILED.message }), {
    status: SIGN_IN_FAILED.status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Session tokens are bearer credentials that the HttpOnly cookie keeps away from page scripts; better-auth also
 * returns them in get-session and list-sessions bodies. The web app needs neither (it only checks for a session).
 */
async function withoutSessionTokens(response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  const body = await readJson(response.clone());
  if (!body || typeof body !== 'object') return response;
  const strip = (entry: unknown) => {
    if (entry && typeof entry === 'object' && 'token' in entry) delete (entry as { token?: unknown }).token;
  };
  if (Array.isArray(body)) body.forEach(strip);
  else strip((body as { session?: unknown }).session);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
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
