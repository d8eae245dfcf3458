/**
 * Google OAuth 2.0 for Business Profile (web-server flow, RFC 6749 + PKCE S256, RFC 7636): the consent address,
 * the code exchange, the refresh and the revocation. Endpoints come from GOOGLE_OAUTH_BASE_URL so a local fake
 * speaking the same wire format can stand in; the real default serves the token and revoke endpoints, while the
 * consent page lives on accounts.google.com. Session binding and storage of the tokens live in features/gmb.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';

const GOOGLE_DEFAULT_OAUTH = 'https://oauth2.googleapis.com';
const REQUEST_TIMEOUT_MS = 10_000;

/** business.manage for the Business Profile APIs; openid email to name the connected Google account. */
export const GMB_OAUTH_SCOPE = 'openid email https://www.googleapis.com/auth/business.manage';

/** A failure talking to Google's OAuth endpoints; `isInvalidGrant` means the grant is dead (reconnect). */
export class GoogleOauthError extends Error {
  readonly oauthError: string | undefined;
  readonly status: number | undefined;
  constructor(message: string, options: { oauthError?: string; status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'GoogleOauthError';
    this.oauthError = options.oauthError;
    this.status = options.status;
  }
  get isInvalidGrant(): boolean {
    return this.oauthError === 'invalid_grant';
  }
}

function base(config: Config): string {
  return config.GOOGLE_OAUTH_BASE_URL.replace(/\/+$/, '');
}

/** Whether a Google sign-in can start: the server has its OAuth client id and secret. */
export function isGoogleOauthConfigured(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

/** A fresh PKCE pair: a 43-character verifier and its S256 challenge. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function buildGoogleAuthorizeUrl(options: {
  config: Config;
  state: string;
  codeChallenge: string;
  redirectUri: string;
}): string {
  const root = base(options.config);
  const url = new URL(
    root === GOOGLE_DEFAULT_OAUTH
      ? 'https://accounts.google.com/o/oauth2/v2/auth'
      : `${root}/o/oauth2/v2/auth`,
  );
  url.searchParams.set('client_id', options.config.GOOGLE_CLIENT_ID ?? '');
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', GMB_OAUTH_SCOPE);
  url.searchParams.set('state', options.state);
  url.searchParams.set('code_challenge', options.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  // A refresh token is only issued for offline access, and reliably only on a fresh consent.
  url.searchParams.set('access_type', 'offline');
  url.searchParams.set('prompt', 'consent');
  url.searchParams.set('include_granted_scopes', 'true');
  return url.toString();
}

export type GoogleTokens = {
  accessToken: string;
  /** Epoch milliseconds, a minute early so a token is never used at the edge of its life. */
  expiresAt: number;
  refreshToken?: string;
  idToken?: string;
  scope?: string;
};

async function postToken(config: Config, form: Record<string, string>): Promise<GoogleTokens> {
  if (!isGoogleOauthConfigured(config)) throw new GoogleOauthError('Google sign-in is not configured');
  const body = new URLSearchParams({
    ...form,
    client_id: config.GOOGLE_CLIENT_ID!,
    client_secret: config.GOOGLE_CLIENT_SECRET!,
  });
  let response: Response;
  try {
    response = await fetch(`${base(config)}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new GoogleOauthError('Google could not be reached', { cause: error });
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof json.access_token !== 'string') {
    const oauthError = typeof json.error === 'string' ? json.error : undefined;
    throw new GoogleOauthError(`Google refused the token request (${oauthError ?? response.status})`, {
      oauthError,
      status: response.status,
    });
  }
  const expiresIn = Number(json.expires_in ?? 3600);
  return {
    accessToken: json.access_token,
    expiresAt: Date.now() + Math.max(60, (Number.isFinite(expiresIn) ? expiresIn : 3600) - 60) * 1000,
    refreshToken: typeof json.refresh_token === 'string' ? json.refresh_token : undefined,
    idToken: typeof json.id_token === 'string' ? json.id_token : undefined,
    scope: typeof json.scope === 'string' ? json.scope : undefined,
  };
}

export function exchangeGoogleCode(options: {
  config: Config;
  code: string;
  codeVerifier: string;
  redirectUri: string;
}): Promise<GoogleTokens> {
  return postToken(options.config, {
    grant_type: 'authorization_code',
    code: options.code,
    code_verifier: options.codeVerifier,
    redirect_uri: options.redirectUri,
  });
}

export function refreshGoogleToken(options: { config: Config; refreshToken: string }): Promise<GoogleTokens> {
  return postToken(options.config, { grant_type: 'refresh_token', refresh_token: options.refreshToken });
}

/** Best effort: asks Google to revoke the grant (disconnecting works even when Google can't be reached). */
export async function revokeGoogleToken(options: { config: Config; token: string }): Promise<boolean> {
  try {
    const response = await fetch(`${base(options.config)}/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: options.token }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The `email` claim of the id token returned by the token endpoint. The token came straight from Google over TLS
 * in answer to our own client-authenticated request, so its signature needs no second check (OpenID Connect Core
 * 3.1.3.7, point 6).
 */
export function emailFromIdToken(idToken: string | undefined): string | undefined {
  const payload = idToken?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
    return typeof claims.email === 'string' ? claims.email.slice(0, 320) : undefined;
  } catch {
    return undefined;
  }
}
