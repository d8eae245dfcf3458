/**
 * A website's connected Google Business Profile: finding it for its owner, a fresh access token for API calls
 * (refreshed when expired; Google's `invalid_grant` marks the connection "needs reconnecting"), the account as the
 * client sees it (tokens never leave the server), choosing locations and disconnecting.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { GmbAccount, GmbStatus } from '@leadchat/contract';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { gmbAccounts, websites, type GmbLocation } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { assertWebsiteOwner } from '../websites/websites.service.js';
import {
  GoogleOauthError,
  isGoogleOauthConfigured,
  refreshGoogleToken,
  revokeGoogleToken,
} from '../../adapters/google-business/google-oauth.js';
import { getLanguageModel } from '../../assistant/providers/language-model.js';

export type GmbAccountRow = typeof gmbAccounts.$inferSelect;

/** Google's consent page sends the browser back here (docs/product/screens.md /gmb-callback). */
export function gmbRedirectUri(config: Config): string {
  return `${config.publicUrl}/gmb-callback`;
}

/** Thrown when Google no longer honours the grant: the connection has been marked needs_reconnect. */
export class GmbReconnectNeededError extends Error {
  constructor() {
    super('Google no longer accepts this connection: connect the account again');
    this.name = 'GmbReconnectNeededError';
  }
}

/** The account if it belongs to one of the owner's websites; 404 otherwise (also for another owner's id). */
export async function findOwnedGmbAccount(options: {
  db: Queryable;
  userId: string;
  accountId: string;
}): Promise<GmbAccountRow> {
  const [row] = await options.db
    .select({ account: gmbAccounts })
    .from(gmbAccounts)
    .innerJoin(websites, eq(websites.id, gmbAccounts.websiteId))
    .where(and(eq(gmbAccounts.id, options.accountId), eq(websites.userId, options.userId)));
  if (!row) throw notFound('Google account');
  return row.account;
}

export function toGmbAccount(row: GmbAccountRow): GmbAccount {
  return {
    id: row.id,
    websiteId: row.websiteId,
    email: row.googleAccountEmail,
    status: row.status,
    statusDetail: row.statusDetail,
    locations: row.businessLocations.map(({ name, title, address, selected }) => ({
      name,
      title,
      address,
      selected,
    })),
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastSyncError: row.lastSyncError,
    connectedAt: row.createdAt.toISOString(),
  };
}

export async function readGmbStatus(options: {
  db: Queryable;
  config: Config;
  userId: string;
  websiteId: string;
}): Promise<GmbStatus> {
  await assertWebsiteOwner(options);
  const [row] = await options.db
    .select()
    .from(gmbAccounts)
    .where(eq(gmbAccounts.websiteId, options.websiteId));
  return {
    isConfigured: isGoogleOauthConfigured(options.config),
    redirectUri: gmbRedirectUri(options.config),
    hasAiDrafts: getLanguageModel(options.config) !== undefined,
    syncIntervalMinutes: options.config.GMB_SYNC_INTERVAL_MINUTES,
    account: row ? toGmbAccount(row) : null,
  };
}

export async function markNeedsReconnect(options: { db: Queryable; accountId: string; detail: string }) {
  await options.db
    .update(gmbAccounts)
    .set({ status: 'needs_reconnect', statusDetail: options.detail.slice(0, 300) })
    .where(eq(gmbAccounts.id, options.accountId));
}

/**
 * A usable access token: the stored one while it is valid, else a refreshed one (stored sealed). Refreshing is
 * serialised per account with a row lock, so two processes don't both spend the refresh token.
 */
export async function gmbAccessToken(options: {
  db: Queryable;
  config: Config;
  accountId: string;
}): Promise<string> {
  const { db, config } = options;
  const box = createSecretBox(config);
  const [current] = await db.select().from(gmbAccounts).where(eq(gmbAccounts.id, options.accountId));
  if (!current) throw notFound('Google account');
  if (current.status === 'needs_reconnect') throw new GmbReconnectNeededError();
  if (current.accessToken && current.tokenExpiresAt && current.tokenExpiresAt.getTime() > Date.now()) {
    return box.open(current.accessToken);
  }
  // The transaction returns null for a dead grant, so the needs_reconnect mark commits before the error is thrown.
  const token = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(gmbAccounts)
      .where(eq(gmbAccounts.id, options.accountId))
      .for('update');
    if (!row) throw notFound('Google account');
    // Another process may have refreshed while this one waited for the lock.
    if (row.accessToken && row.tokenExpiresAt && row.tokenExpiresAt.getTime() > Date.now()) {
      return box.open(row.accessToken);
    }
    if (!row.refreshToken) {
      await tx
        .update(gmbAccounts)
        .set({
          status: 'needs_reconnect',
          statusDetail: 'No refresh token is stored: connect the account again',
        })
        .where(eq(gmbAccounts.id, row.id));
      return null;
    }
    try {
      const tokens = await refreshGoogleToken({ config, refreshToken: box.open(row.refreshToken) });
      await tx
        .update(gmbAccounts)
        .set({
          accessToken: box.seal(tokens.accessToken),
          tokenExpiresAt: new Date(tokens.expiresAt),
          // Google may rotate the refresh token; keep the newest.
          ...(tokens.refreshToken ? { refreshToken: box.seal(tokens.refreshToken) } : {}),
        })
        .where(eq(gmbAccounts.id, row.id));
      return tokens.accessToken;
    } catch (error) {
      if (!(error instanceof GoogleOauthError && error.isInvalidGrant)) throw error;
      await tx
        .update(gmbAccounts)
        .set({
          status: 'needs_reconnect',
          statusDetail: 'Google revoked or expired the access: connect the account again',
          accessToken: null,
          tokenExpiresAt: null,
        })
        .where(eq(gmbAccounts.id, row.id));
      return null;
    }
  });
  if (token === null) throw new GmbReconnectNeededError();
  return token;
}

export async function selectGmbLocations(options: {
  db: Queryable;
  userId: string;
  accountId: string;
  selected: string[];
}): Promise<GmbAccount> {
  const row = await findOwnedGmbAccount(options);
  const chosen = new Set(options.selected);
  const unknown = [...chosen].filter((name) => !row.businessLocations.some((l) => l.name === name));
  if (unknown.length) throw new AppError('VALIDATION_FAILED', 'Unknown location', { details: { unknown } });
  const locations: GmbLocation[] = row.businessLocations.map((l) => ({ ...l, selected: chosen.has(l.name) }));
  const [updated] = await options.db
    .update(gmbAccounts)
    .set({ businessLocations: locations, nextSyncAt: sql`now()` })
    .where(eq(gmbAccounts.id, row.id))
    .returning();
  return toGmbAccount(updated!);
}

/** Removes the connection and its reviews; asks Google to revoke the grant (best effort). */
export async function disconnectGmbAccount(options: {
  db: Queryable;
  config: Config;
  userId: string;
  accountId: string;
}): Promise<void> {
  const row = await findOwnedGmbAccount(options);
  await options.db.delete(gmbAccounts).where(eq(gmbAccounts.id, row.id));
  if (row.refreshToken) {
    let token: string | undefined;
    try {
      token = createSecretBox(options.config).open(row.refreshToken);
    } catch {
      token = undefined;
    }
    if (token) await revokeGoogleToken({ config: options.config, token });
  }
}
