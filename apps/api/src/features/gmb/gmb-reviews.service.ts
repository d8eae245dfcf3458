/**
 * What the owner reads: the latest 50 reviews (docs/product/limits.md) with their reply and any open reply job, a
 * review's draft, and the Overview's figures computed from the synced reviews.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { GMB_REVIEWS_LIMIT, type GmbDraft, type GmbOverview, type GmbReview } from '@leadchat/contract';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { gmbReplyJobs, gmbReviews } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';
import { findOwnedGmbAccount } from './gmb-accounts.service.js';
import { findOwnedReview, toGmbReview } from './gmb-replies.service.js';
import { draftReply } from './reply-drafts.js';

export async function listGmbReviews(options: {
  db: Queryable;
  userId: string;
  accountId: string;
}): Promise<GmbReview[]> {
  const account = await findOwnedGmbAccount(options);
  const rows = await options.db
    .select()
    .from(gmbReviews)
    .where(eq(gmbReviews.gmbAccountId, account.id))
    .orderBy(desc(gmbReviews.reviewDate), desc(gmbReviews.id))
    .limit(GMB_REVIEWS_LIMIT);
  const open = rows.length
    ? await options.db
        .select()
        .from(gmbReplyJobs)
        .where(
          and(
            inArray(
              gmbReplyJobs.reviewId,
              rows.map((r) => r.id),
            ),
            inArray(gmbReplyJobs.status, ['awaiting_approval', 'scheduled', 'sending']),
          ),
        )
    : [];
  const titles = new Map(account.businessLocations.map((l) => [l.name, l.title]));
  return rows.map((row) =>
    toGmbReview(row, {
      openJob: open.find((job) => job.reviewId === row.id) ?? null,
      locationTitle: row.locationName ? (titles.get(row.locationName) ?? null) : null,
    }),
  );
}

export async function draftGmbReply(options: {
  db: Queryable;
  config: Config;
  logger: Logger;
  userId: string;
  reviewId: string;
}): Promise<GmbDraft> {
  const { review, account, websiteName } = await findOwnedReview(options);
  return draftReply({
    config: options.config,
    db: options.db,
    logger: options.logger,
    websiteId: account.websiteId,
    review,
    businessName: websiteName,
  });
}

export async function readGmbOverview(options: {
  db: Queryable;
  userId: string;
  accountId: string;
}): Promise<GmbOverview> {
  const account = await findOwnedGmbAccount(options);
  const result = await options.db.execute<{
    average: string | null;
    total: string;
    replied: string;
    median_minutes: string | null;
  }>(
    // Response time: from the review to its reply, for replies written after the review (not edits of old ones).
    sqlOverview(account.id),
  );
  const row = result.rows[0]!;
  const counts = await options.db.execute<{ rating: number; count: string }>(sqlRatingCounts(account.id));
  const [queue] = (await options.db.execute<{ n: string }>(sqlAwaitingApproval(account.id))).rows;
  const total = Number(row.total);
  return {
    averageRating: row.average === null ? null : Math.round(Number(row.average) * 10) / 10,
    reviewCount: total,
    responseRate: total ? Math.round((Number(row.replied) / total) * 100) : null,
    medianResponseMinutes: row.median_minutes === null ? null : Math.round(Number(row.median_minutes)),
    awaitingApproval: Number(queue?.n ?? 0),
    ratingCounts: [5, 4, 3, 2, 1].map((rating) => ({
      rating,
      count: Number(counts.rows.find((c) => Number(c.rating) === rating)?.count ?? 0),
    })),
  };
}

function sqlOverview(accountId: string) {
  return sql`select avg(${gmbReviews.rating}) as average,
                    count(*) as total,
                    count(*) filter (where ${gmbReviews.responseText} is not null) as replied,
                    percentile_cont(0.5) within group (
                      order by extract(epoch from ${gmbReviews.responseUpdatedAt} - ${gmbReviews.reviewDate}) / 60
                    ) filter (where ${gmbReviews.responseText} is not null
                              and ${gmbReviews.responseUpdatedAt} >= ${gmbReviews.reviewDate}) as median_minutes
             from ${gmbReviews} where ${gmbReviews.gmbAccountId} = ${accountId}`;
}

function sqlRatingCounts(accountId: string) {
  return sql`select ${gmbReviews.rating} as rating, count(*) as count from ${gmbReviews}
             where ${gmbReviews.gmbAccountId} = ${accountId} group by ${gmbReviews.rating}`;
}

function sqlAwaitingApproval(accountId: string) {
  return sql`select count(*) as n from ${gmbReplyJobs}
             where ${gmbReplyJobs.gmbAccountId} = ${accountId} and ${gmbReplyJobs.status} = 'awaiting_approval'`;
}
