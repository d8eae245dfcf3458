/** Small helpers shared by the local fakes of Google and Microsoft (tests and e2e only). */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
};
export type FakeReply = { status: number; json?: unknown; headers?: Record<string, string> };

export async function startFakeServer(
  handle: (request: FakeRequest) => FakeReply | Promise<FakeReply>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      Promise.resolve(
        handle({
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
        .then((reply) => {
          const headers: Record<string, string> = { ...reply.headers };
          if (reply.json !== undefined) headers['content-type'] = 'application/json; charset=UTF-8';
          res.writeHead(reply.status, headers);
          res.end(reply.json === undefined ? undefined : JSON.stringify(reply.json));
        })
        .catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { code: 500, message: String(error) } }));
        });
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const randomToken = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;
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
