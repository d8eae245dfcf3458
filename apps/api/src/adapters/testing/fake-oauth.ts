/**
 * The OAuth 2.0 side of the local provider fakes (Google Calendar, Google Business Profile, Microsoft Graph): the
 * consent redirect with PKCE S256, the token endpoint (authorization_code and refresh_token grants, RFC 6749
 * errors) and the bearer check of their APIs. Each fake routes its own paths to these.
 */
import { createHash } from 'node:crypto';
import { randomToken, type FakeReply, type FakeRequest } from './fake-http.js';

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** An unsigned JWT-shaped id token carrying `email` (the fakes' consumers only read the claim). */
export function fakeIdToken(email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ email, email_verified: true })}.`;
}

export type OauthState = {
  codes: Map<string, { challenge: string; redirectUri: string; clientId: string }>;
  refreshTokens: Set<string>;
  accessTokens: Map<string, number>;
};

export function createOauthState(): OauthState {
  return { codes: new Map(), refreshTokens: new Set(), accessTokens: new Map() };
}

/** The consent page: consents at once and sends the browser back with a code (as the user clicking Allow). */
export function consent(state: OauthState, request: FakeRequest, clientId: string): FakeReply {
  const q = request.query;
  const redirectUri = q.get('redirect_uri') ?? '';
  if (q.get('client_id') !== clientId) return { status: 400, json: { error: 'invalid_client' } };
  if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
    return { status: 400, json: { error: 'invalid_request', error_description: 'PKCE S256 required' } };
  }
  const code = randomToken('code-');
  state.codes.set(code, { challenge: q.get('code_challenge')!, redirectUri, clientId });
  const back = new URL(redirectUri);
  back.searchParams.set('code', code);
  back.searchParams.set('state', q.get('state') ?? '');
  return { status: 302, headers: { location: back.toString() } };
}

/** The token endpoint: authorization_code (with PKCE) and refresh_token grants, RFC 6749 errors. */
export function issueTokens(
  state: OauthState,
  request: FakeRequest,
  client: { id: string; secret: string; email: string },
): FakeReply {
  const form = new URLSearchParams(request.body);
  if (form.get('client_id') !== client.id || form.get('client_secret') !== client.secret) {
    return { status: 401, json: { error: 'invalid_client' } };
  }
  const accessToken = randomToken('ya29.');
  state.accessTokens.set(accessToken, Date.now() + 3600_000);
  if (form.get('grant_type') === 'authorization_code') {
    const entry = state.codes.get(form.get('code') ?? '');
    state.codes.delete(form.get('code') ?? '');
    if (
      !entry ||
      entry.redirectUri !== form.get('redirect_uri') ||
      s256(form.get('code_verifier') ?? '') !== entry.challenge
    ) {
      return {
        status: 400,
        json: { error: 'invalid_grant', error_description: 'Bad code, redirect or verifier' },
      };
    }
    const refreshToken = randomToken('1//refresh-');
    state.refreshTokens.add(refreshToken);
    return {
      status: 200,
      json: {
        access_token: accessToken,
        expires_in: 3599,
        refresh_token: refreshToken,
        token_type: 'Bearer',
        id_token: fakeIdToken(client.email),
      },
    };
  }
  if (form.get('grant_type') === 'refresh_token') {
    if (!state.refreshTokens.has(form.get('refresh_token') ?? '')) {
      return {
        status: 400,
        json: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
      };
    }
    return { status: 200, json: { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' } };
  }
  return { status: 400, json: { error: 'unsupported_grant_type' } };
}

export function bearer(state: OauthState, request: FakeRequest): boolean {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return Boolean(token && (state.accessTokens.get(token) ?? 0) > Date.now());
}
