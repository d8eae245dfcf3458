import { z } from 'zod';
import { safeText } from './text.js';

/**
 * Google Business Profile (issue 12): connecting with Google, locations, reviews, replies with drafts, automations.
 * The seed's calls keep their shape: `gmb-oauth {websiteId, redirectUri}` → `authUrl`, `gmb-oauth {code, state,
 * redirect_uri}` → success and email, `gmb-automation {action: 'sync_reviews', accountId}` → `syncedCount`.
 */

/** The callback page's messages (docs/product/messages.md). */
export const GMB_CALLBACK_MESSAGES = {
  providerError: 'OAuth error from the provider',
  missingParameters: 'Missing authorization code or state parameter',
  notAuthenticated: 'User not authenticated',
  processingFailed: 'Failed to process OAuth callback',
  connectFailed: 'Failed to connect Google My Business account',
} as const;

export const GMB_MESSAGES = {
  selectWebsite: 'Please select a website first',
  connectFailed: 'Failed to connect Google My Business',
  automationFailed: 'Failed to update automation',
  syncFailed: 'Failed to sync reviews',
} as const;

/** Google's limit on a reply, in bytes of UTF-8 (not characters: an emoji takes four). */
export const GMB_REPLY_MAX_BYTES = 4096;
/** docs/product/limits.md: the Reviews tab shows the latest 50. */
export const GMB_REVIEWS_LIMIT = 50;

/** Bytes of `value` in UTF-8 (the same count in the browser and on the server, without TextEncoder or Buffer). */
export function utf8ByteLength(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const uuid = (message?: string) => z.uuid(message ? { error: message } : undefined);

export const GmbOauthStartSchema = z.strictObject({
  websiteId: uuid(GMB_MESSAGES.selectWebsite),
  redirectUri: z.string().max(2000),
});
export const GmbOauthCompleteSchema = z.strictObject({
  code: z.string().max(2048).optional(),
  state: z.string().max(200).optional(),
  redirect_uri: z.string().max(2000),
});
/** POST /api/gmb/oauth: either call of the seed. */
export const GmbOauthRequestSchema = z.union([GmbOauthStartSchema, GmbOauthCompleteSchema]);
export const GmbOauthStartResponseSchema = z.object({ authUrl: z.string() });
export const GmbOauthCompleteResponseSchema = z.object({
  success: z.literal(true),
  email: z.string().nullable(),
  websiteId: z.string(),
});

export const GmbConnectionStatusSchema = z.enum(['connected', 'needs_reconnect']);
export type GmbConnectionStatus = z.infer<typeof GmbConnectionStatusSchema>;

export const GmbLocationSchema = z.object({
  name: z.string(),
  title: z.string(),
  address: z.string(),
  selected: z.boolean(),
});
export type GmbLocation = z.infer<typeof GmbLocationSchema>;

export const GmbAccountSchema = z.object({
  id: z.string(),
  websiteId: z.string(),
  email: z.string().nullable(),
  status: GmbConnectionStatusSchema,
  statusDetail: z.string().nullable(),
  locations: z.array(GmbLocationSchema),
  lastSyncedAt: z.string().nullable(),
  lastSyncError: z.string().nullable(),
  connectedAt: z.string(),
});
export type GmbAccount = z.infer<typeof GmbAccountSchema>;

/** GET /api/gmb/accounts?websiteId= — the connect screen's facts and the website's account, if any. */
export const GmbStatusSchema = z.object({
  /** GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set on the server. */
  isConfigured: z.boolean(),
  /** The address to add under "Authorised redirect URIs" in the Google Cloud console. */
  redirectUri: z.string(),
  /** A language model is configured, so drafts can be written by AI. */
  hasAiDrafts: z.boolean(),
  syncIntervalMinutes: z.number().int(),
  account: GmbAccountSchema.nullable(),
});
export type GmbStatus = z.infer<typeof GmbStatusSchema>;

export const GmbSelectLocationsSchema = z.strictObject({
  selected: z.array(z.string().max(300)).max(500),
});

export const GmbReplyJobStatusSchema = z.enum([
  'awaiting_approval',
  'scheduled',
  'sending',
  'posted',
  'failed',
  'cancelled',
]);
export type GmbReplyJobStatus = z.infer<typeof GmbReplyJobStatusSchema>;
export const GmbDraftSourceSchema = z.enum(['ai', 'template', 'owner']);
export type GmbDraftSource = z.infer<typeof GmbDraftSourceSchema>;

export const GmbReplyJobSchema = z.object({
  id: z.string(),
  reviewId: z.string(),
  action: z.enum(['put', 'delete']),
  comment: z.string().nullable(),
  origin: z.enum(['owner', 'automation']),
  draftSource: GmbDraftSourceSchema,
  status: GmbReplyJobStatusSchema,
  runAt: z.string(),
  lastError: z.string().nullable(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
  /** For the log: whose review it answered. */
  reviewerName: z.string().nullable(),
  rating: z.number().int(),
});
export type GmbReplyJob = z.infer<typeof GmbReplyJobSchema>;

export const GmbReviewSchema = z.object({
  id: z.string(),
  locationName: z.string().nullable(),
  locationTitle: z.string().nullable(),
  reviewerName: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  reviewText: z.string().nullable(),
  reviewDate: z.string(),
  responseText: z.string().nullable(),
  responseUpdatedAt: z.string().nullable(),
  /** Google's moderation of the reply: PENDING, APPROVED (or ACTIVE), REJECTED; null when Google reports none. */
  responseState: z.string().nullable(),
  responsePolicyNote: z.string().nullable(),
  responseSource: z.enum(['owner', 'automation', 'google']).nullable(),
  /** docs/product/behaviour.md: Responded when there is a response, otherwise Pending. */
  status: z.enum(['Responded', 'Pending']),
  /** A reply waiting for approval, scheduled or being sent. */
  openJob: GmbReplyJobSchema.nullable(),
});
export type GmbReview = z.infer<typeof GmbReviewSchema>;

export const GmbReviewListSchema = z.object({ reviews: z.array(GmbReviewSchema) });

/** POST /api/gmb/automation — the seed's sync call. */
export const GmbAutomationActionSchema = z.strictObject({
  action: z.literal('sync_reviews'),
  accountId: uuid(),
});
export const GmbSyncResultSchema = z.object({ syncedCount: z.number().int() });

export const GmbDraftSchema = z.object({
  text: z.string(),
  source: z.enum(['ai', 'template']),
  /** Why a template was used where AI was expected (no model configured, or the model failed). */
  note: z.string().nullable(),
});
export type GmbDraft = z.infer<typeof GmbDraftSchema>;

const replyText = safeText({ label: 'The reply' })
  .trim()
  .min(1, 'Write a reply first')
  .refine((value) => utf8ByteLength(value) <= GMB_REPLY_MAX_BYTES, {
    message: `The reply is longer than Google allows (${GMB_REPLY_MAX_BYTES} bytes)`,
  });

export const GmbReplyInputSchema = z.strictObject({
  comment: replyText,
  /** What the text started from; anything the owner typed over counts as theirs. */
  draftSource: GmbDraftSourceSchema.default('owner'),
});
export const GmbApproveInputSchema = z.strictObject({ comment: replyText.optional() });

export const GMB_AUTOMATION_TYPES = ['review_responses', 'auto_posts', 'qa_responses'] as const;
export const GmbAutomationTypeSchema = z.enum(GMB_AUTOMATION_TYPES);
export type GmbAutomationType = z.infer<typeof GmbAutomationTypeSchema>;

export const GMB_AUTOMATION_LABELS: Record<GmbAutomationType, string> = {
  review_responses: 'Review responses',
  auto_posts: 'Auto posts',
  qa_responses: 'Q&A responses',
};

export const GmbRatingRuleSchema = z.enum(['auto', 'approval']);
export const GMB_MIN_DELAY_MINUTES = 5;
export const GMB_MAX_DELAY_MINUTES = 60;
export const GMB_MAX_TEMPLATES = 10;
export const GMB_TEMPLATE_MAX_CHARS = 1000;

/**
 * review_responses: what happens to a new review by its stars. 1–3★ always wait for approval (never auto-posted);
 * 4–5★ may be posted automatically after a delay counted from the review's time.
 */
export const GmbReviewResponsesSettingsSchema = z
  .strictObject({
    fourStars: GmbRatingRuleSchema.default('auto'),
    fiveStars: GmbRatingRuleSchema.default('auto'),
    delayMinMinutes: z.number().int().min(GMB_MIN_DELAY_MINUTES).max(GMB_MAX_DELAY_MINUTES).default(5),
    delayMaxMinutes: z.number().int().min(GMB_MIN_DELAY_MINUTES).max(GMB_MAX_DELAY_MINUTES).default(60),
    /** Drafts from the owner's templates in turn, or from AI (falls back to templates without a model). */
    replySource: z.enum(['templates', 'ai']).default('templates'),
    templates: z
      .array(
        safeText({ label: 'A template' })
          .trim()
          .min(1)
          .max(GMB_TEMPLATE_MAX_CHARS, `A template is at most ${GMB_TEMPLATE_MAX_CHARS} characters`),
      )
      .max(GMB_MAX_TEMPLATES)
      .default([]),
  })
  .refine((s) => s.delayMinMinutes <= s.delayMaxMinutes, {
    message: 'The shortest delay must not be longer than the longest',
    path: ['delayMaxMinutes'],
  });
export type GmbReviewResponsesSettings = z.infer<typeof GmbReviewResponsesSettingsSchema>;

export const GmbAutomationSchema = z.object({
  type: GmbAutomationTypeSchema,
  isEnabled: z.boolean(),
  /** False where Google's API (or LeadChat) can't do it; the switch is then shown disabled with `reason`. */
  isAvailable: z.boolean(),
  reason: z.string().nullable(),
  settings: z.record(z.string(), z.unknown()),
});
export type GmbAutomation = z.infer<typeof GmbAutomationSchema>;
export const GmbAutomationListSchema = z.object({ automations: z.array(GmbAutomationSchema) });

export const GmbAutomationUpdateSchema = z.strictObject({
  isEnabled: z.boolean(),
  settings: z.record(z.string(), z.unknown()).optional(),
});

export const GmbOverviewSchema = z.object({
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Percent of reviews with a reply, rounded; null without reviews. */
  responseRate: z.number().int().nullable(),
  /** Median minutes from a review to its reply, over replied reviews; null without any. */
  medianResponseMinutes: z.number().int().nullable(),
  awaitingApproval: z.number().int(),
  ratingCounts: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
});
export type GmbOverview = z.infer<typeof GmbOverviewSchema>;

export const GmbReplyLogSchema = z.object({ jobs: z.array(GmbReplyJobSchema) });
