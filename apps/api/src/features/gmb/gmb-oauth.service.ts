/**
 * Connecting a website to Google Business Profile: OAuth 2.0 authorisation code + PKCE S256 with offline access.
 * The `state` is random, single use, expires in 10 minutes and is bound to the owner's session (a callback replayed,
 * forged, or completed from another session or account is refused and stores nothing). The PKCE verifier and the
 * tokens are sealed at rest; tokens are stored only once Google has answered with the account's locations.
 * Failures carry the callback page's messages (docs/product/messages.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { GMB_CALLBACK_MESSAGES } from '@leadchat/contract';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { gmbAccounts, gmbOauthStates, type GmbLocation } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { createSecretBox } from '../../lib/secret-box.js';
import {
  buildGoogleAuthorizeUrl,
  createPkcePair,
  emailFromIdToken,
  exchangeGoogleCode,
  isGoogleOauthConfigured,
} from '../../adapters/google-business/google-oauth.js';
import {
  listGoogleAccounts,
  listGoogleLocations,
} from '../../adapters/google-business/business-profile-api.js';
import { assertWebsiteOwner } from '../websites/websites.service.js';
import { gmbRedirectUri } from './gmb-accounts.service.js';

export const GMB_OAUTH_STATE_TTL_SECONDS = 600;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

function callbackError(reason: keyof typeof GMB_CALLBACK_MESSAGES, cause?: unknown): AppError {
  return new AppError(
    reason === 'notAuthenticated' ? 'UNAUTHORIZED' : 'BAD_REQUEST',
    GMB_CALLBACK_MESSAGES[reason],
    { details: { reason }, cause },
  );
}

export async function startGmbOauth(options: {
  db: Queryable;
  config: Config;
  userId: string;
  sessionId: string;
  websiteId: string;
  redirectUri: string;
}): Promise<{ authUrl: string }> {
  const { db, config } = options;
  await assertWebsiteOwner(options);
  if (!isGoogleOauthConfigured(config)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Google sign-in is not set up on this server: an administrator sets GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
    );
  }
  const expected = gmbRedirectUri(config);
  // Google sends the code to this address; anything else would hand it to a page we don't control.
  if (options.redirectUri !== expected) {
    throw new AppError('VALIDATION_FAILED', `The redirect address must be ${expected}`, {
      details: { expected },
    });
  }
  const state = randomBytes(24).toString('base64url');
  const pkce = createPkcePair();
  await db.delete(gmbOauthStates).where(sql`${gmbOauthStates.expiresAt} < now()`);
  await db.insert(gmbOauthStates).values({
    stateHash: sha256(state),
    userId: options.userId,
    sessionHash: sha256(options.sessionId),
    websiteId: options.websiteId,
    sealedCodeVerifier: createSecretBox(config).seal(pkce.verifier),
    redirectUri: expected,
    expiresAt: new Date(Date.now() + GMB_OAUTH_STATE_TTL_SECONDS * 1000),
  });
  return {
    authUrl: buildGoogleAuthorizeUrl({ config, state, codeChallenge: pkce.challenge, redirectUri: expected }),
  };
}

/** Keeps the owner's choice for locations already known; new ones start selected. */
function mergeLocations(previous: GmbLocation[], fresh: Omit<GmbLocation, 'selected'>[]): GmbLocation[] {
  const before = new Map(previous.map((l) => [l.name, l.selected]));
  return fresh.map((l) => ({ ...l, selected: before.get(l.name) ?? true }));
}

export async function completeGmbOauth(options: {
  db: Queryable;
  config: Config;
  logger: Logger;
  userId: string;
  sessionId: string;
  code: string | undefined;
  state: string | undefined;
  redirectUri: string;
}): Promise<{ email: string | null; websiteId: string }> {
  const { db, config, logger } = options;
  if (!options.code || !options.state) throw callbackError('missingParameters');
  // Single use: the row is deleted as it is read, whatever happens next — but only by the session that started it,
  // so another account or session holding the callback URL cannot use up the owner's sign-in.
  const [pending] = await db
    .delete(gmbOauthStates)
    .where(
      and(
        eq(gmbOauthStates.stateHash, sha256(options.state)),
        eq(gmbOauthStates.userId, options.userId),
        eq(gmbOauthStates.sessionHash, sha256(options.sessionId)),
        gt(gmbOauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!pending) throw callbackError('processingFailed');
  if (options.redirectUri !== pending.redirectUri) throw callbackError('processingFailed');
  const box = createSecretBox(config);
  let tokens;
  try {
    tokens = await exchangeGoogleCode({
      config,
      code: options.code,
      codeVerifier: box.open(pending.sealedCodeVerifier),
      redirectUri: pending.redirectUri,
    });
  } catch (error) {
    logger.warn({ err: error }, 'Google refused the authorization code');
    throw callbackError('processingFailed', error);
  }
  if (!tokens.refreshToken) {
    logger.warn('Google answered without a refresh token');
    throw callbackError('connectFailed');
  }
  let locations: Omit<GmbLocation, 'selected'>[];
  try {
    const accounts = await listGoogleAccounts({ config, accessToken: tokens.accessToken });
    locations = [];
    for (const account of accounts) {
      locations.push(
        ...(await listGoogleLocations({
          config,
          accessToken: tokens.accessToken,
          accountName: account.name,
        })),
      );
    }
  } catch (error) {
    logger.warn({ err: error }, 'listing the Business Profile accounts and locations failed');
    throw callbackError('connectFailed', error);
  }
  const email = emailFromIdToken(tokens.idToken) ?? null;
  const [existing] = await db.select().from(gmbAccounts).where(eq(gmbAccounts.websiteId, pending.websiteId));
  const values = {
    googleAccountEmail: email,
    businessLocations: mergeLocations(existing?.businessLocations ?? [], locations),
    accessToken: box.seal(tokens.accessToken),
    refreshToken: box.seal(tokens.refreshToken),
    tokenExpiresAt: new Date(tokens.expiresAt),
    status: 'connected' as const,
    statusDetail: null,
    lastSyncError: null,
    nextSyncAt: new Date(),
  };
  await db
    .insert(gmbAccounts)
    .values({ websiteId: pending.websiteId, ...values })
    .onConflictDoUpdate({ target: gmbAccounts.websiteId, set: values });
  return { email, websiteId: pending.websiteId };
}
