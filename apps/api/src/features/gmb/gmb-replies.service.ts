/**
 * Replies sent to Google, whoever wrote them, go through `gmb_reply_jobs` (docs/decisions/0107):
 *   awaiting_approval → (owner approves) → scheduled → (claimed) sending → posted | failed
 * and an owner's own reply is a job delivered at once in the request. Nothing is posted twice:
 *   - a job is claimed by one worker (status `sending` with a claim expiry; a second claim needs the first expired);
 *   - a job claimed before (its worker died after Google answered, before recording it) first reads the review
 *     back from Google: the same reply already there is recorded as posted without another PUT;
 *   - an automatic reply is never posted over a reply someone wrote on Google meanwhile.
 * Google's reply PUT is itself idempotent (one reply per review), so even a lost read can't make two replies.
 */
import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { GmbReplyJob, GmbReview } from '@leadchat/contract';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { gmbAccounts, gmbReplyJobs, gmbReviews, websites } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import {
  BusinessProfileApiError,
  deleteGoogleReply,
  getGoogleReview,
  putGoogleReply,
  type GoogleReply,
} from '../../adapters/google-business/business-profile-api.js';
import { GmbReconnectNeededError, gmbAccessToken } from './gmb-accounts.service.js';

export type ReplyJobRow = typeof gmbReplyJobs.$inferSelect;
export type ReviewRow = typeof gmbReviews.$inferSelect;

/** How long a claimed job is left alone before another worker may take it over. */
export const REPLY_CLAIM_SECONDS = 120;
export const REPLY_MAX_ATTEMPTS = 5;
const OPEN_STATUSES = ['awaiting_approval', 'scheduled', 'sending'] as const;

export function toReplyJob(
  job: ReplyJobRow,
  review?: Pick<ReviewRow, 'reviewerName' | 'rating'>,
): GmbReplyJob {
  return {
    id: job.id,
    reviewId: job.reviewId,
    action: job.action,
    comment: job.comment,
    origin: job.origin,
    draftSource: job.draftSource,
    status: job.status,
    runAt: job.runAt.toISOString(),
    lastError: job.lastError,
    doneAt: job.doneAt?.toISOString() ?? null,
    createdAt: job.createdAt.toISOString(),
    reviewerName: review?.reviewerName ?? null,
    rating: review?.rating ?? 0,
  };
}

export function toGmbReview(
  row: ReviewRow,
  options: { openJob?: ReplyJobRow | null; locationTitle?: string | null } = {},
): GmbReview {
  return {
    id: row.id,
    locationName: row.locationName,
    locationTitle: options.locationTitle ?? null,
    reviewerName: row.reviewerName,
    rating: row.rating,
    reviewText: row.reviewText,
    reviewDate: row.reviewDate.toISOString(),
    responseText: row.responseText,
    responseUpdatedAt: row.responseUpdatedAt?.toISOString() ?? null,
    responseState: row.responseState,
    responsePolicyNote: row.responsePolicyNote,
    responseSource: row.responseSource,
    status: row.responseText ? 'Responded' : 'Pending',
    openJob: options.openJob ? toReplyJob(options.openJob, row) : null,
  };
}

/** The review if it belongs to one of the owner's websites (404 otherwise), with its account and website. */
export async function findOwnedReview(options: { db: Queryable; userId: string; reviewId: string }) {
  const [row] = await options.db
    .select({ review: gmbReviews, account: gmbAccounts, websiteName: websites.name })
    .from(gmbReviews)
    .innerJoin(gmbAccounts, eq(gmbAccounts.id, gmbReviews.gmbAccountId))
    .innerJoin(websites, eq(websites.id, gmbAccounts.websiteId))
    .where(and(eq(gmbReviews.id, options.reviewId), eq(websites.userId, options.userId)));
  if (!row) throw notFound('Review');
  return row;
}

export async function findOpenJob(db: Queryable, reviewId: string): Promise<ReplyJobRow | undefined> {
  const [job] = await db
    .select()
    .from(gmbReplyJobs)
    .where(and(eq(gmbReplyJobs.reviewId, reviewId), inArray(gmbReplyJobs.status, [...OPEN_STATUSES])));
  return job;
}

/** Applies what Google says the reply is to the review row. */
export function replyColumns(reply: GoogleReply | undefined, source: ReviewRow['responseSource']) {
  return reply
    ? {
        responseText: reply.comment,
        responseUpdatedAt: reply.updateTime ? new Date(reply.updateTime) : new Date(),
        responseState: reply.state?.slice(0, 40) ?? null,
        responsePolicyNote: reply.policyNote ?? null,
        responseSource: source,
      }
    : {
        responseText: null,
        responseUpdatedAt: null,
        responseState: null,
        responsePolicyNote: null,
        responseSource: null,
      };
}

/**
 * Queues the owner's reply (or its deletion) for a review, replacing an automation's open job. A reply that is
 * being sent right now can't be replaced (409): the owner tries again a moment later.
 */
export async function queueOwnerReply(options: {
  db: Queryable;
  userId: string;
  reviewId: string;
  action: 'put' | 'delete';
  comment?: string;
  draftSource?: 'ai' | 'template' | 'owner';
}): Promise<ReplyJobRow> {
  const { review, account } = await findOwnedReview(options);
  if (options.action === 'delete' && !review.responseText) {
    throw new AppError('VALIDATION_FAILED', 'This review has no reply to delete');
  }
  return options.db.transaction(async (tx) => {
    const open = await findOpenJob(tx, review.id);
    if (open?.status === 'sending') {
      throw new AppError(
        'CONFLICT',
        'A reply to this review is being sent right now. Try again in a moment.',
      );
    }
    if (open) {
      await tx
        .update(gmbReplyJobs)
        .set({ status: 'cancelled', lastError: "Replaced by the owner's reply", doneAt: new Date() })
        .where(and(eq(gmbReplyJobs.id, open.id), eq(gmbReplyJobs.status, open.status)));
    }
    const [job] = await tx
      .insert(gmbReplyJobs)
      .values({
        gmbAccountId: account.id,
        reviewId: review.id,
        action: options.action,
        comment: options.action === 'put' ? options.comment! : null,
        origin: 'owner',
        draftSource: options.draftSource ?? 'owner',
        status: 'scheduled',
        runAt: new Date(),
      })
      .returning();
    return job!;
  });
}

/** Claims one due job: a scheduled one whose time has come, or a sending one whose claim expired. */
async function claimJob(db: Queryable, jobId: string, now: Date): Promise<ReplyJobRow | undefined> {
  const [job] = await db
    .update(gmbReplyJobs)
    .set({
      status: 'sending',
      claimedUntil: new Date(now.getTime() + REPLY_CLAIM_SECONDS * 1000),
      attempts: sql`${gmbReplyJobs.attempts} + 1`,
    })
    .where(
      and(
        eq(gmbReplyJobs.id, jobId),
        or(
          and(eq(gmbReplyJobs.status, 'scheduled'), lte(gmbReplyJobs.runAt, now)),
          and(eq(gmbReplyJobs.status, 'sending'), lt(gmbReplyJobs.claimedUntil, now)),
        ),
      ),
    )
    .returning();
  return job;
}

async function finishJob(
  db: Queryable,
  job: ReplyJobRow,
  outcome: { status: 'posted' | 'failed' | 'cancelled'; error?: string },
) {
  const [done] = await db
    .update(gmbReplyJobs)
    .set({
      status: outcome.status,
      lastError: outcome.error?.slice(0, 500) ?? null,
      doneAt: new Date(),
      claimedUntil: null,
    })
    .where(and(eq(gmbReplyJobs.id, job.id), eq(gmbReplyJobs.status, 'sending')))
    .returning();
  return done ?? job;
}

/** Delivers one job if it is due and unclaimed; returns the job as it ends (or undefined when not claimed). */
export async function deliverReplyJob(options: {
  db: Queryable;
  config: Config;
  logger: Logger;
  jobId: string;
  now?: Date;
  /** Tests only: runs after Google answered and before anything is recorded (the crash test kills here). */
  afterGoogleCall?: () => Promise<void>;
}): Promise<ReplyJobRow | undefined> {
  const { db, config, logger } = options;
  const now = options.now ?? new Date();
  const job = await claimJob(db, options.jobId, now);
  if (!job) return undefined;
  const [review] = await db.select().from(gmbReviews).where(eq(gmbReviews.id, job.reviewId));
  if (!review?.externalId)
    return finishJob(db, job, { status: 'failed', error: 'The review is no longer known' });
  const log = logger.child({ gmbReplyJob: job.id, attempt: job.attempts });
  try {
    const accessToken = await gmbAccessToken({ db, config, accountId: job.gmbAccountId });
    const reviewName = review.externalId;
    // A claim before this one may have reached Google; and an automation must not overwrite someone's reply.
    if (job.attempts > 1 || job.origin === 'automation') {
      const current = await getGoogleReview({ config, accessToken, reviewName });
      if (!current) {
        return finishJob(db, job, { status: 'cancelled', error: 'The review was removed from Google' });
      }
      const reply = current.reply;
      if (job.action === 'put' && reply?.comment === job.comment) {
        log.info('reply already on Google (an earlier attempt posted it); recorded without posting again');
        await db.update(gmbReviews).set(replyColumns(reply, job.origin)).where(eq(gmbReviews.id, review.id));
        return finishJob(db, job, { status: 'posted' });
      }
      if (job.action === 'delete' && !reply) {
        await db.update(gmbReviews).set(replyColumns(undefined, null)).where(eq(gmbReviews.id, review.id));
        return finishJob(db, job, { status: 'posted' });
      }
      if (job.origin === 'automation' && reply) {
        await db.update(gmbReviews).set(replyColumns(reply, 'google')).where(eq(gmbReviews.id, review.id));
        return finishJob(db, job, {
          status: 'cancelled',
          error: 'The review was answered on Google meanwhile',
        });
      }
    }
    if (job.action === 'put') {
      const reply = await putGoogleReply({ config, accessToken, reviewName, comment: job.comment ?? '' });
      await options.afterGoogleCall?.();
      await db.update(gmbReviews).set(replyColumns(reply, job.origin)).where(eq(gmbReviews.id, review.id));
    } else {
      await deleteGoogleReply({ config, accessToken, reviewName });
      await options.afterGoogleCall?.();
      await db.update(gmbReviews).set(replyColumns(undefined, null)).where(eq(gmbReviews.id, review.id));
    }
    return finishJob(db, job, { status: 'posted' });
  } catch (error) {
    if (error instanceof GmbReconnectNeededError) {
      return finishJob(db, job, { status: 'failed', error: error.message });
    }
    if (error instanceof BusinessProfileApiError && error.isRetryable && job.attempts < REPLY_MAX_ATTEMPTS) {
      log.warn({ err: error }, 'posting the review reply failed; retrying later');
      const [retry] = await db
        .update(gmbReplyJobs)
        .set({
          status: 'scheduled',
          runAt: new Date(now.getTime() + job.attempts * job.attempts * 60_000),
          claimedUntil: null,
          lastError: error.message.slice(0, 500),
        })
        .where(and(eq(gmbReplyJobs.id, job.id), eq(gmbReplyJobs.status, 'sending')))
        .returning();
      return retry ?? job;
    }
    log.warn({ err: error }, 'Google refused the review reply');
    const message =
      error instanceof BusinessProfileApiError
        ? `Google refused the reply: ${error.message.replace(/^[^:]*failed \(\d+\):?\s*/, '') || error.googleStatus}`
        : 'The reply could not be sent';
    return finishJob(db, job, { status: 'failed', error: message });
  }
}

/** Delivers every due job (the background worker's tick); returns how many were handled. */
export async function runDueReplyJobs(options: {
  db: Queryable;
  config: Config;
  logger: Logger;
  now?: Date;
  limit?: number;
  afterGoogleCall?: () => Promise<void>;
}): Promise<number> {
  const now = options.now ?? new Date();
  const due = await options.db
    .select({ id: gmbReplyJobs.id })
    .from(gmbReplyJobs)
    .where(
      or(
        and(eq(gmbReplyJobs.status, 'scheduled'), lte(gmbReplyJobs.runAt, now)),
        and(eq(gmbReplyJobs.status, 'sending'), lt(gmbReplyJobs.claimedUntil, now)),
      ),
    )
    .orderBy(gmbReplyJobs.runAt)
    .limit(options.limit ?? 20);
  let handled = 0;
  for (const { id } of due) {
    if (await deliverReplyJob({ ...options, jobId: id, now })) handled++;
  }
  return handled;
}

/** The owner posts (or deletes) a reply now: queued and delivered in the request; Google's refusal is an error. */
export async function sendOwnerReply(options: {
  db: Queryable;
  config: Config;
  logger: Logger;
  userId: string;
  reviewId: string;
  action: 'put' | 'delete';
  comment?: string;
  draftSource?: 'ai' | 'template' | 'owner';
}): Promise<GmbReview> {
  const queued = await queueOwnerReply(options);
  const job = (await deliverReplyJob({ ...options, jobId: queued.id })) ?? queued;
  if (job.status === 'failed')
    throw new AppError('VALIDATION_FAILED', job.lastError ?? 'The reply could not be sent');
  return readReview(options);
}

export async function readReview(options: {
  db: Queryable;
  userId: string;
  reviewId: string;
}): Promise<GmbReview> {
  const { review, account } = await findOwnedReview(options);
  const open = await findOpenJob(options.db, review.id);
  const title = account.businessLocations.find((l) => l.name === review.locationName)?.title ?? null;
  return toGmbReview(review, { openJob: open ?? null, locationTitle: title });
}

/** Approves a reply waiting in the queue (optionally edited) and sends it now, like the owner's own reply. */
export async function approveReplyJob(options: {
  db: Queryable;
  config: Config;
  logger: Logger;
  userId: string;
  jobId: string;
  comment?: string;
}): Promise<GmbReview> {
  const job = await findOwnedJob(options);
  if (job.status !== 'awaiting_approval')
    throw new AppError('CONFLICT', 'This reply is not waiting for approval');
  const edited = options.comment !== undefined && options.comment !== job.comment;
  const [updated] = await options.db
    .update(gmbReplyJobs)
    .set({
      status: 'scheduled',
      runAt: new Date(),
      ...(edited ? { comment: options.comment, draftSource: 'owner' as const } : {}),
    })
    .where(and(eq(gmbReplyJobs.id, job.id), eq(gmbReplyJobs.status, 'awaiting_approval')))
    .returning();
  if (!updated) throw new AppError('CONFLICT', 'This reply is not waiting for approval');
  const sent = (await deliverReplyJob({ ...options, jobId: updated.id })) ?? updated;
  if (sent.status === 'failed')
    throw new AppError('VALIDATION_FAILED', sent.lastError ?? 'The reply could not be sent');
  return readReview({ ...options, reviewId: job.reviewId });
}

export async function cancelReplyJob(options: { db: Queryable; userId: string; jobId: string }) {
  const job = await findOwnedJob(options);
  const [updated] = await options.db
    .update(gmbReplyJobs)
    .set({ status: 'cancelled', lastError: 'Dismissed by the owner', doneAt: new Date() })
    .where(and(eq(gmbReplyJobs.id, job.id), inArray(gmbReplyJobs.status, ['awaiting_approval', 'scheduled'])))
    .returning();
  if (!updated) throw new AppError('CONFLICT', 'This reply is already being sent or done');
  return toReplyJob(updated);
}

async function findOwnedJob(options: { db: Queryable; userId: string; jobId: string }): Promise<ReplyJobRow> {
  const [row] = await options.db
    .select({ job: gmbReplyJobs })
    .from(gmbReplyJobs)
    .innerJoin(gmbAccounts, eq(gmbAccounts.id, gmbReplyJobs.gmbAccountId))
    .innerJoin(websites, eq(websites.id, gmbAccounts.websiteId))
    .where(and(eq(gmbReplyJobs.id, options.jobId), eq(websites.userId, options.userId)));
  if (!row) throw notFound('Reply');
  return row.job;
}

/** The reply log: every reply sent or planned for the account, newest first. */
export async function listReplyLog(options: { db: Queryable; accountId: string; limit?: number }) {
  const rows = await options.db
    .select({ job: gmbReplyJobs, reviewerName: gmbReviews.reviewerName, rating: gmbReviews.rating })
    .from(gmbReplyJobs)
    .innerJoin(gmbReviews, eq(gmbReviews.id, gmbReplyJobs.reviewId))
    .where(eq(gmbReplyJobs.gmbAccountId, options.accountId))
    .orderBy(desc(gmbReplyJobs.createdAt))
    .limit(options.limit ?? 100);
  return rows.map((r) => toReplyJob(r.job, r));
}
