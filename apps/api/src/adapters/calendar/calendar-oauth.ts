/**
 * OAuth 2.0 authorisation-code flow with PKCE (S256) for Google Calendar and Outlook (Microsoft identity platform):
 * the consent address, the code exchange and the refresh. Endpoints come from configuration so a local fake can
 * stand in (GOOGLE_OAUTH_BASE_URL, MS_OAUTH_BASE_URL). State handling (bound to the owner's browser) lives in the
 * calendar feature's service.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import { CalendarProviderError } from './calendar.types.js';

export type OauthProvider = 'google' | 'outlook';

const GOOGLE_DEFAULT_OAUTH = 'https://oauth2.googleapis.com';
const REQUEST_TIMEOUT_MS = 10_000;

export const OAUTH_SCOPES: Record<OauthProvider, string> = {
  google:
    'openid email https://www.googleapis.com/auth/calendar.freebusy https://www.googleapis.com/auth/calendar.events',
  outlook: 'offline_access openid email User.Read Calendars.ReadWrite',
};

type Endpoints = { authorize: string; token: string; clientId?: string; clientSecret?: string };

function endpoints(config: Config, provider: OauthProvider): Endpoints {
  if (provider === 'google') {
    const base = config.GOOGLE_OAUTH_BASE_URL.replace(/\/+$/, '');
    return {
      // Google's consent page lives on accounts.google.com; a configured base (a fake) serves both.
      authorize:
        base === GOOGLE_DEFAULT_OAUTH
          ? 'https://accounts.google.com/o/oauth2/v2/auth'
          : `${base}/o/oauth2/v2/auth`,
      token: `${base}/token`,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
    };
  }
  const base = config.MS_OAUTH_BASE_URL.replace(/\/+$/, '');
  return {
    authorize: `${base}/common/oauth2/v2.0/authorize`,
    token: `${base}/common/oauth2/v2.0/token`,
    clientId: config.MICROSOFT_CLIENT_ID,
    clientSecret: config.MICROSOFT_CLIENT_SECRET,
  };
}

/** Whether OAuth can start for this provider (its app's client id and secret are configured). */
export function isOauthConfigured(config: Config, provider: OauthProvider): boolean {
  const { clientId, clientSecret } = endpoints(config, provider);
  return Boolean(clientId && clientSecret);
}

/** A fresh PKCE pair (RFC 7636): 43-character verifier, S256 challenge. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function buildAuthorizeUrl(options: {
  config: Config;
  provider: OauthProvider;
  state: string;
  codeChallenge: string;
  redirectUri: string;
}): string {
  const { authorize, clientId } = endpoints(options.config, options.provider);
  const url = new URL(authorize);
  url.searchParams.set('client_id', clientId ?? '');
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', OAUTH_SCOPES[options.provider]);
  url.searchParams.set('state', options.state);
  url.searchParams.set('code_challenge', options.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  if (options.provider === 'google') {
    // A refresh token is only issued with offline access, and again only on a fresh consent.
    url.searchParams.set('access_type', 'offline');
    url.searchParams.set('prompt', 'consent');
  } else {
    url.searchParams.set('response_mode', 'query');
  }
  return url.toString();
}

export type TokenSet = { accessToken: string; expiresAt: number; refreshToken?: string; idToken?: string };

async function postToken(
  config: Config,
  provider: OauthProvider,
  form: Record<string, string>,
): Promise<TokenSet> {
  const { token, clientId, clientSecret } = endpoints(config, provider);
  if (!clientId || !clientSecret) throw new CalendarProviderError('OAuth is not configured on this server');
  const body = new URLSearchParams({ ...form, client_id: clientId, client_secret: clientSecret });
  if (provider === 'outlook') body.set('scope', OAUTH_SCOPES.outlook);
  let response: Response;
  try {
    response = await fetch(token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CalendarProviderError('The calendar provider could not be reached', { cause: error });
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof json.access_token !== 'string') {
    const reason = typeof json.error === 'string' ? json.error : `status ${response.status}`;
    throw new CalendarProviderError(
      reason === 'invalid_grant'
        ? 'The calendar connection was revoked or expired: connect the account again'
        : `The calendar provider refused the sign-in (${reason.slice(0, 60)})`,
      { status: response.status },
    );
  }
  const expiresIn = typeof json.expires_in === 'number' ? json.expires_in : Number(json.expires_in ?? 3600);
  return {
    accessToken: json.access_token,
    expiresAt: Date.now() + Math.max(60, expiresIn - 60) * 1000,
    refreshToken: typeof json.refresh_token === 'string' ? json.refresh_token : undefined,
    idToken: typeof json.id_token === 'string' ? json.id_token : undefined,
  };
}

export function exchangeAuthorizationCode(options: {
  config: Config;
  provider: OauthProvider;
  code: string;
  codeVerifier: string;
  redirectUri: string;
}): Promise<TokenSet> {
  return postToken(options.config, options.provider, {
    grant_type: 'authorization_code',
    code: options.code,
    code_verifier: options.codeVerifier,
    redirect_uri: options.redirectUri,
  });
}

export function refreshAccessToken(options: {
  config: Config;
  provider: OauthProvider;
  refreshToken: string;
}): Promise<TokenSet> {
  return postToken(options.config, options.provider, {
    grant_type: 'refresh_token',
    refresh_token: options.refreshToken,
  });
}
