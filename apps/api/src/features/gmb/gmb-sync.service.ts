/**
 * Review sync: reads the selected locations' reviews from Google (most recently updated first, page by page until
 * the pages hold nothing newer than the last sync) and upserts them by Google's review name, so re-running a sync
 * adds nothing twice. Replies written on Google directly are taken over (and stop any automatic reply planned for
 * that review). New reviews go to the review_responses automation. Background syncs claim due accounts with
 * SKIP LOCKED, so several server processes share the work (docs/decisions/0106).
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { gmbAccounts, gmbReplyJobs, gmbReviews, websites } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';
import { listGoogleReviews, type GoogleReview } from '../../adapters/google-business/business-profile-api.js';
import { GmbReconnectNeededError, gmbAccessToken, type GmbAccountRow } from './gmb-accounts.service.js';
import { planAutoReplies } from './gmb-automations.service.js';
import { replyColumns } from './gmb-replies.service.js';

/** A first sync reads at most this many pages of 50 per location (the newest 1,000 reviews). */
const MAX_PAGES = 20;
/** Later syncs re-read reviews updated up to a day before the last sync, for replies' moderation states. */
const OVERLAP_MS = 24 * 3600_000;

async function upsertReview(
  db: Queryable,
  account: GmbAccountRow,
  locationName: string,
  review: GoogleReview,
) {
  const [existing] = await db
    .select()
    .from(gmbReviews)
    .where(and(eq(gmbReviews.gmbAccountId, account.id), eq(gmbReviews.externalId, review.name)));
  const base = {
    locationName,
    reviewerName: review.reviewerName,
    rating: review.rating,
    reviewText: review.comment?.slice(0, 10_000) ?? null,
    reviewDate: new Date(review.createTime),
    reviewUpdatedAt: review.updateTime ? new Date(review.updateTime) : null,
  };
  // The reply keeps its author when Google still has the text we know; otherwise someone wrote it on Google.
  const source = review.reply
    ? existing?.responseText === review.reply.comment
      ? (existing.responseSource ?? 'google')
      : 'google'
    : null;
  const reply = replyColumns(review.reply, source);
  if (existing) {
    await db
      .update(gmbReviews)
      .set({ ...base, ...reply })
      .where(eq(gmbReviews.id, existing.id));
    return { row: { ...existing, ...base, ...reply }, isNew: false };
  }
  const [inserted] = await db
    .insert(gmbReviews)
    .values({ gmbAccountId: account.id, externalId: review.name, ...base, ...reply })
    .onConflictDoNothing()
    .returning();
  return inserted ? { row: inserted, isNew: true } : { row: undefined, isNew: false };
}

/** Syncs one account now; returns how many reviews were new. Throws (after recording the error) on failure. */
export async function syncGmbReviews(options: {
  db: Queryable;
  config: Config;
  logger: Logger;
  accountId: string;
}): Promise<{ syncedCount: number }> {
  const { db, config, logger } = options;
  const [account] = await db.select().from(gmbAccounts).where(eq(gmbAccounts.id, options.accountId));
  if (!account) return { syncedCount: 0 };
  const startedAt = new Date();
  const nextSyncAt = new Date(startedAt.getTime() + config.GMB_SYNC_INTERVAL_MINUTES * 60_000);
  try {
    const accessToken = await gmbAccessToken({ db, config, accountId: account.id });
    const since = account.lastSyncedAt ? account.lastSyncedAt.getTime() - OVERLAP_MS : undefined;
    const fresh: (typeof gmbReviews.$inferSelect)[] = [];
    const answeredOnGoogle: string[] = [];
    for (const location of account.businessLocations.filter((l) => l.selected)) {
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const result = await listGoogleReviews({
          config,
          accessToken,
          accountName: location.accountName,
          locationName: location.name,
          pageToken,
        });
        for (const review of result.reviews) {
          const { row, isNew } = await upsertReview(db, account, location.name, review);
          if (isNew && row) fresh.push(row);
          if (row && review.reply && row.responseSource === 'google') answeredOnGoogle.push(row.id);
        }
        const oldest = result.reviews.at(-1);
        const oldestTime = oldest ? Date.parse(oldest.updateTime ?? oldest.createTime) : 0;
        pageToken = result.nextPageToken;
        if (!pageToken || (since !== undefined && oldestTime < since)) break;
      }
    }
    if (answeredOnGoogle.length) {
      // Someone answered on Google: an automatic reply still waiting must not replace theirs.
      await db
        .update(gmbReplyJobs)
        .set({
          status: 'cancelled',
          lastError: 'The review was answered on Google meanwhile',
          doneAt: new Date(),
        })
        .where(
          and(
            inArray(gmbReplyJobs.reviewId, answeredOnGoogle),
            eq(gmbReplyJobs.origin, 'automation'),
            inArray(gmbReplyJobs.status, ['awaiting_approval', 'scheduled']),
          ),
        );
    }
    const [site] = await db
      .select({ name: websites.name })
      .from(websites)
      .where(eq(websites.id, account.websiteId));
    await planAutoReplies({
      db,
      config,
      logger,
      account,
      websiteName: site?.name ?? 'our business',
      reviews: fresh,
      isInitialImport: account.lastSyncedAt === null,
    });
    await db
      .update(gmbAccounts)
      .set({ lastSyncedAt: startedAt, lastSyncError: null, nextSyncAt })
      .where(eq(gmbAccounts.id, account.id));
    return { syncedCount: fresh.length };
  } catch (error) {
    const message =
      error instanceof GmbReconnectNeededError
        ? error.message
        : (error as Error).message?.slice(0, 300) || 'failed';
    await db
      .update(gmbAccounts)
      .set({ lastSyncError: message, nextSyncAt })
      .where(eq(gmbAccounts.id, account.id));
    throw error;
  }
}

/**
 * One background pass: claims the accounts whose sync is due (connected ones only; SKIP LOCKED, pushing their next
 * time forward in the same statement so no other process takes them) and syncs each. Errors are recorded on the
 * account and logged; the next interval tries again.
 */
export async function syncDueGmbAccounts(options: {
  db: Queryable;
  config: Config;
  logger: Logger;
  limit?: number;
}): Promise<number> {
  const { db, config, logger } = options;
  const claimed = await db
    .update(gmbAccounts)
    .set({ nextSyncAt: sql`now() + make_interval(mins => ${config.GMB_SYNC_INTERVAL_MINUTES})` })
    .where(
      inArray(
        gmbAccounts.id,
        sql`(select ${gmbAccounts.id} from ${gmbAccounts}
             where ${gmbAccounts.status} = 'connected' and ${lte(gmbAccounts.nextSyncAt, sql`now()`)}
             order by ${gmbAccounts.nextSyncAt} limit ${options.limit ?? 5} for update skip locked)`,
      ),
    )
    .returning({ id: gmbAccounts.id });
  for (const { id } of claimed) {
    try {
      const { syncedCount } = await syncGmbReviews({ db, config, logger, accountId: id });
      if (syncedCount) logger.info({ gmbAccount: id, syncedCount }, 'Google reviews synced');
    } catch (error) {
      logger.warn({ err: error, gmbAccount: id }, 'Google review sync failed');
    }
  }
  return claimed.length;
}
