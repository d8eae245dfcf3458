/**
 * Connecting a Google or Outlook calendar with OAuth 2.0 (authorisation code + PKCE S256). The state is single-use,
 * expires in 10 minutes, belongs to the signed-in owner and is bound to their browser by an httpOnly cookie, so a
 * callback forged or replayed in another browser or account is refused. The refresh token is sealed at rest.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { calendarIntegrations, calendarOauthStates } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { createSecretBox } from '../../lib/secret-box.js';
import {
  buildAuthorizeUrl,
  createPkcePair,
  exchangeAuthorizationCode,
  isOauthConfigured,
  type OauthProvider,
} from '../../adapters/calendar/calendar-oauth.js';
import { requestJson } from '../../adapters/calendar/http-json.js';
import { findOwnedIntegration, openCredentials, sealCredentials } from './calendar-integrations.service.js';

export const OAUTH_COOKIE = 'lc_calendar_oauth';
export const OAUTH_STATE_TTL_SECONDS = 600;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export function oauthRedirectUri(config: Config): string {
  return `${config.publicUrl}/api/calendar-integrations/oauth/callback`;
}

/** Which providers this server can connect with OAuth (client id and secret configured), for the Add dialog. */
export function describeOauthAvailability(config: Config): { google: boolean; outlook: boolean } {
  return { google: isOauthConfigured(config, 'google'), outlook: isOauthConfigured(config, 'outlook') };
}

export async function startCalendarOauth(options: {
  db: Queryable;
  config: Config;
  userId: string;
  integrationId: string;
}): Promise<{ authUrl: string; browserBinding: string }> {
  const { db, config } = options;
  const row = await findOwnedIntegration(options);
  if (row.provider !== 'google' && row.provider !== 'outlook') {
    throw new AppError('VALIDATION_FAILED', 'Only Google and Outlook calendars are connected with a sign-in');
  }
  const provider = row.provider as OauthProvider;
  if (!isOauthConfigured(config, provider)) {
    throw new AppError(
      'VALIDATION_FAILED',
      provider === 'google'
        ? 'Google sign-in is not configured on this server (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)'
        : 'Microsoft sign-in is not configured on this server (MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET)',
    );
  }
  const state = randomBytes(24).toString('base64url');
  const browserBinding = randomBytes(24).toString('base64url');
  const pkce = createPkcePair();
  const redirectUri = oauthRedirectUri(config);
  await db.delete(calendarOauthStates).where(sql`${calendarOauthStates.expiresAt} < now()`);
  await db.insert(calendarOauthStates).values({
    stateHash: sha256(state),
    userId: options.userId,
    integrationId: row.id,
    browserBindingHash: sha256(browserBinding),
    sealedCodeVerifier: createSecretBox(config).seal(pkce.verifier),
    redirectUri,
    expiresAt: new Date(Date.now() + OAUTH_STATE_TTL_SECONDS * 1000),
  });
  return {
    authUrl: buildAuthorizeUrl({ config, provider, state, codeChallenge: pkce.challenge, redirectUri }),
    browserBinding,
  };
}

function emailFromIdToken(idToken: string | undefined): string | undefined {
  const payload = idToken?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
    return typeof claims.email === 'string' ? claims.email : undefined;
  } catch {
    return undefined;
  }
}

/** Completes the flow; returns the connected integration's id. Throws on any mismatch (the route redirects). */
export async function completeCalendarOauth(options: {
  db: Queryable;
  config: Config;
  userId: string;
  state: string;
  code: string;
  browserBinding: string;
}): Promise<string> {
  const { db, config } = options;
  // Single use: the row is deleted as it is read, but only by the owner who started it, so another signed-in
  // account that gets hold of the callback URL cannot use up someone else's sign-in.
  const [pending] = await db
    .delete(calendarOauthStates)
    .where(
      and(
        eq(calendarOauthStates.stateHash, sha256(options.state)),
        eq(calendarOauthStates.userId, options.userId),
        gt(calendarOauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!pending) throw new AppError('FORBIDDEN', 'Unknown or expired sign-in');
  const binding = Buffer.from(sha256(options.browserBinding));
  const expected = Buffer.from(pending.browserBindingHash);
  if (binding.length !== expected.length || !binding.equals(expected)) {
    throw new AppError('FORBIDDEN', 'The sign-in was started in another browser');
  }
  const row = await findOwnedIntegration({
    db,
    userId: options.userId,
    integrationId: pending.integrationId,
  });
  const provider = row.provider as OauthProvider;
  const tokens = await exchangeAuthorizationCode({
    config,
    provider,
    code: options.code,
    codeVerifier: createSecretBox(config).open(pending.sealedCodeVerifier),
    redirectUri: pending.redirectUri,
  });
  let account = emailFromIdToken(tokens.idToken);
  if (provider === 'outlook') {
    const { json } = await requestJson({
      url: `${config.MS_GRAPH_BASE_URL.replace(/\/+$/, '')}/me`,
      accessToken: tokens.accessToken,
      what: 'Microsoft account',
    });
    account =
      (typeof json.mail === 'string' && json.mail) ||
      (json.userPrincipalName as string | undefined) ||
      account;
  } else if (!account) {
    const { json } = await requestJson({
      url: `${config.GOOGLE_API_BASE_URL.replace(/\/+$/, '')}/oauth2/v3/userinfo`,
      accessToken: tokens.accessToken,
      what: 'Google account',
    });
    account = typeof json.email === 'string' ? json.email : undefined;
  }
  const previous = openCredentials(config, row);
  await db
    .update(calendarIntegrations)
    .set({
      sealedCredentials: sealCredentials(config, {
        ...previous,
        refreshToken: tokens.refreshToken ?? previous.refreshToken,
        accessToken: tokens.accessToken,
        accessTokenExpiresAt: tokens.expiresAt,
      }),
      connectedAccount: account?.slice(0, 320) ?? null,
      lastError: null,
      lastCheckedAt: sql`now()`,
    })
    .where(eq(calendarIntegrations.id, row.id));
  return row.id;
}
