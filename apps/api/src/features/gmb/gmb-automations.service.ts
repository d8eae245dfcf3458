/**
 * Google Business Profile automations (docs/product/limits.md types: review_responses, auto_posts, qa_responses).
 * Only review_responses can do anything (docs/decisions/0109): auto_posts waits for post scheduling to be built,
 * and Google discontinued its Q&A API on 3 November 2025, so those two switches are shown off and disabled with
 * the reason, and can't be turned on.
 *
 * review_responses plans a reply for each recent review first seen after it was switched on (never the backlog a
 * first sync brings in): 4–5★ by the owner's rule
 * (posted automatically after a random 5–60-minute delay counted from the review's time, or queued), 1–3★ always
 * into the approval queue with an email to the owner's alert addresses, in the same transaction as the queued job.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  GMB_AUTOMATION_TYPES,
  GmbReviewResponsesSettingsSchema,
  type GmbAutomation,
  type GmbAutomationType,
  type GmbReviewResponsesSettings,
} from '@leadchat/contract';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { gmbAutomations, gmbReplyJobs, type gmbAccounts, type gmbReviews } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { renderActionEmail } from '../../adapters/email/templates.js';
import { enqueueOutbound } from '../outbound/index.js';
import { readNotificationSettings } from '../notifications/notifications.service.js';
import { findOwnedGmbAccount } from './gmb-accounts.service.js';
import { draftReply } from './reply-drafts.js';

const UNAVAILABLE: Partial<Record<GmbAutomationType, string>> = {
  auto_posts:
    "Post scheduling isn't built in LeadChat yet, so there is nothing for this switch to do. The Posts tab says so too.",
  qa_responses:
    'Google discontinued its Q&A API on 3 November 2025: no app can read or answer the questions on your profile any more.',
};

/** Only reviews written in the last week are answered automatically. */
const RECENT_REVIEW_MS = 7 * 24 * 3600_000;

export function readReviewResponsesSettings(settings: unknown): GmbReviewResponsesSettings {
  const parsed = GmbReviewResponsesSettingsSchema.safeParse(settings ?? {});
  return parsed.success ? parsed.data : GmbReviewResponsesSettingsSchema.parse({});
}

export async function listGmbAutomations(options: {
  db: Queryable;
  userId: string;
  accountId: string;
}): Promise<GmbAutomation[]> {
  const account = await findOwnedGmbAccount(options);
  const rows = await options.db
    .select()
    .from(gmbAutomations)
    .where(eq(gmbAutomations.gmbAccountId, account.id));
  return GMB_AUTOMATION_TYPES.map((type) => {
    const row = rows.find((r) => r.automationType === type);
    const reason = UNAVAILABLE[type] ?? null;
    return {
      type,
      isEnabled: reason ? false : (row?.isEnabled ?? false),
      isAvailable: reason === null,
      reason,
      settings:
        type === 'review_responses' ? readReviewResponsesSettings(row?.settings) : (row?.settings ?? {}),
    };
  });
}

export async function updateGmbAutomation(options: {
  db: Queryable;
  userId: string;
  accountId: string;
  type: GmbAutomationType;
  isEnabled: boolean;
  settings?: Record<string, unknown>;
}): Promise<GmbAutomation[]> {
  const account = await findOwnedGmbAccount(options);
  const reason = UNAVAILABLE[options.type];
  if (reason && options.isEnabled) throw new AppError('VALIDATION_FAILED', reason);
  const [existing] = await options.db
    .select()
    .from(gmbAutomations)
    .where(and(eq(gmbAutomations.gmbAccountId, account.id), eq(gmbAutomations.automationType, options.type)));
  let settings = existing?.settings ?? {};
  if (options.type === 'review_responses') {
    const parsed = GmbReviewResponsesSettingsSchema.safeParse(options.settings ?? existing?.settings ?? {});
    if (!parsed.success) {
      throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid settings', {
        details: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      });
    }
    settings = parsed.data;
  }
  const switchedOn = options.isEnabled && !existing?.isEnabled;
  const enabledAt = options.isEnabled
    ? switchedOn
      ? new Date()
      : (existing?.enabledAt ?? new Date())
    : null;
  await options.db
    .insert(gmbAutomations)
    .values({
      gmbAccountId: account.id,
      automationType: options.type,
      isEnabled: options.isEnabled,
      settings,
      enabledAt,
    })
    .onConflictDoUpdate({
      target: [gmbAutomations.gmbAccountId, gmbAutomations.automationType],
      set: { isEnabled: options.isEnabled, settings, enabledAt },
    });
  if (options.type === 'review_responses' && !options.isEnabled) {
    // Off means off: automatic replies still waiting for their delay are not posted (queued drafts stay for approval).
    await options.db
      .update(gmbReplyJobs)
      .set({ status: 'cancelled', lastError: 'The automation was turned off', doneAt: new Date() })
      .where(
        and(
          eq(gmbReplyJobs.gmbAccountId, account.id),
          eq(gmbReplyJobs.origin, 'automation'),
          eq(gmbReplyJobs.status, 'scheduled'),
        ),
      );
  }
  return listGmbAutomations(options);
}

type AccountRow = typeof gmbAccounts.$inferSelect;
type ReviewRow = typeof gmbReviews.$inferSelect;

/** A whole number of minutes in [min, max], uniformly. */
function randomDelayMinutes(settings: GmbReviewResponsesSettings): number {
  const span = settings.delayMaxMinutes - settings.delayMinMinutes;
  return settings.delayMinMinutes + Math.floor(Math.random() * (span + 1));
}

/**
 * Plans the automatic replies for reviews the sync has just seen for the first time. Writes each job (and, for the
 * approval queue, the owner's alert emails) in one transaction per review; the partial unique index on open jobs
 * makes a second planning of the same review a no-op.
 */
export async function planAutoReplies(options: {
  db: Queryable;
  config: Config;
  logger: Logger;
  account: AccountRow;
  websiteName: string;
  reviews: ReviewRow[];
  /** The account's first sync: its reviews are the backlog, never answered automatically. */
  isInitialImport: boolean;
  now?: Date;
}): Promise<{ scheduled: number; queued: number }> {
  const { db, account } = options;
  const now = options.now ?? new Date();
  if (options.isInitialImport) return { scheduled: 0, queued: 0 };
  const [automation] = await db
    .select()
    .from(gmbAutomations)
    .where(
      and(eq(gmbAutomations.gmbAccountId, account.id), eq(gmbAutomations.automationType, 'review_responses')),
    );
  if (!automation?.isEnabled || !automation.enabledAt) return { scheduled: 0, queued: 0 };
  const settings = readReviewResponsesSettings(automation.settings);
  // New to LeadChat since the switch was turned on, unanswered, and recent (a location selected later brings its
  // backlog in as "new" rows: those older than a week are left to the owner).
  const eligible = options.reviews.filter(
    (review) =>
      !review.responseText &&
      review.createdAt.getTime() >= automation.enabledAt!.getTime() &&
      review.reviewDate.getTime() >= now.getTime() - RECENT_REVIEW_MS,
  );
  let [{ rotation }] = (await db
    .select({ rotation: sql<number>`count(*)::int` })
    .from(gmbReplyJobs)
    .where(and(eq(gmbReplyJobs.gmbAccountId, account.id), eq(gmbReplyJobs.origin, 'automation')))) as [
    { rotation: number },
  ];
  let scheduled = 0;
  let queued = 0;
  for (const review of eligible) {
    const rule =
      review.rating === 5 ? settings.fiveStars : review.rating === 4 ? settings.fourStars : 'approval';
    const draft = await draftReply({
      config: options.config,
      db,
      logger: options.logger,
      websiteId: account.websiteId,
      review,
      businessName: options.websiteName,
      ownerTemplates: settings.templates,
      rotation: rotation++,
      useAi: settings.replySource === 'ai',
    });
    const isAuto = rule === 'auto' && review.rating >= 4;
    const runAt = isAuto
      ? new Date(Math.max(now.getTime(), review.reviewDate.getTime() + randomDelayMinutes(settings) * 60_000))
      : now;
    await db.transaction(async (tx) => {
      const [job] = await tx
        .insert(gmbReplyJobs)
        .values({
          gmbAccountId: account.id,
          reviewId: review.id,
          action: 'put',
          comment: draft.text,
          origin: 'automation',
          draftSource: draft.source,
          status: isAuto ? 'scheduled' : 'awaiting_approval',
          runAt,
        })
        .onConflictDoNothing()
        .returning({ id: gmbReplyJobs.id });
      if (!job) return;
      if (isAuto) scheduled++;
      else {
        queued++;
        await alertOwnerOfQueuedReply({
          tx,
          config: options.config,
          account,
          review,
          websiteName: options.websiteName,
        });
      }
    });
  }
  return { scheduled, queued };
}

async function alertOwnerOfQueuedReply(options: {
  tx: Queryable;
  config: Config;
  account: AccountRow;
  review: ReviewRow;
  websiteName: string;
}) {
  const settings = await readNotificationSettings({ db: options.tx, websiteId: options.account.websiteId });
  if (!settings?.isEmailAlertOn || settings.alertEmails.length === 0) return;
  const { review } = options;
  const stars = `${review.rating}★`;
  const email = renderActionEmail({
    subject: `New ${stars} Google review for ${options.websiteName} is waiting for your reply`,
    heading: `A ${stars} review is waiting for your approval`,
    paragraphs: [
      `${review.reviewerName ?? 'A Google user'} wrote: “${(review.reviewText ?? '(no text, stars only)').slice(0, 600)}”`,
      'A draft reply is ready in the approval queue. Reviews with 1–3 stars are never answered automatically: read it, edit it if you like, and post it.',
    ],
    actionLabel: 'Open the approval queue',
    actionUrl: `${options.config.publicUrl}/gmb-manager?website=${options.account.websiteId}&tab=reviews`,
    footnote:
      'You get this because the Review responses automation is on and this address receives the alerts.',
  });
  for (const address of settings.alertEmails) {
    await enqueueOutbound(options.tx, {
      idempotencyKey: `gmb-approval:${review.id}:${address.toLowerCase()}`,
      channel: 'email',
      purpose: 'gmb_review_approval',
      recipient: address,
      websiteId: options.account.websiteId,
      subject: email.subject,
      text: email.text,
      html: email.html,
    });
  }
}
