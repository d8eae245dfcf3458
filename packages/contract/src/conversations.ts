import { z } from 'zod';
import {
  LeadScoreReasonSchema,
  ListPageSchema,
  ListPageSizeSchema,
  ListSearchSchema,
  MessageSourceSchema,
  SourceFilterSchema,
  OptionalWebsiteIdSchema,
} from './leads.js';
import { ConversationModeSchema, LiveChatStateSchema } from './live-chat.js';

/** docs/product/limits.md: a conversation is active when its last activity is within the last hour. */
export const ACTIVE_CONVERSATION_WINDOW_MS = 60 * 60 * 1000;
/** docs/product/limits.md: the last-message preview is truncated at 50 characters. */
export const LAST_MESSAGE_PREVIEW_LENGTH = 50;

export const ConversationFilterSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.enum(['all', 'active', 'leads']).default('all'),
);
export type ConversationFilter = z.infer<typeof ConversationFilterSchema>;

/** GET /api/conversations — search by visitor name, email or id; filter all / active (last hour) / leads only. */
export const ConversationListQuerySchema = z.object({
  search: ListSearchSchema,
  filter: ConversationFilterSchema,
  websiteId: OptionalWebsiteIdSchema,
  source: SourceFilterSchema,
  page: ListPageSchema,
  pageSize: ListPageSizeSchema,
});
export type ConversationListQuery = Partial<z.output<typeof ConversationListQuerySchema>>;

export const ConversationSummarySchema = z.object({
  id: z.uuid(),
  websiteId: z.uuid(),
  websiteName: z.string(),
  visitorId: z.string(),
  visitorName: z.string().nullable(),
  visitorEmail: z.string().nullable(),
  isLeadCaptured: z.boolean(),
  leadStatus: z.string(),
  messageCount: z.number().int(),
  lastMessagePreview: z.string().nullable(),
  source: MessageSourceSchema,
  createdAt: z.string(),
  lastActivityAt: z.string(),
  /** 'human' while the owner has taken the conversation over (issue 17). */
  mode: ConversationModeSchema,
  /** The visitor asked for a person and nobody has taken over yet. */
  isHumanRequested: z.boolean(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationListResponseSchema = z.object({
  items: z.array(ConversationSummarySchema),
  /** Exact when `isTotalExact`; otherwise a lower bound (see LIST_COUNT_LOOKAHEAD). */
  total: z.number().int(),
  isTotalExact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ConversationListResponse = z.infer<typeof ConversationListResponseSchema>;

/** GET /api/conversations/stats */
export const ConversationStatsQuerySchema = z.object({ websiteId: OptionalWebsiteIdSchema });
export const ConversationStatsSchema = z.object({
  totalConversations: z.number().int(),
  /** Last activity within the last hour. */
  activeConversations: z.number().int(),
  leadConversations: z.number().int(),
  /** Mean messages per conversation, one decimal. */
  averageMessages: z.number(),
});
export type ConversationStats = z.infer<typeof ConversationStatsSchema>;

export const TranscriptMessageSchema = z.object({
  id: z.uuid(),
  /** 'user' (visitor), 'assistant', 'owner' (a person from the business), 'system' (a note: took over, handed back). */
  role: z.string(),
  content: z.string(),
  responseTimeMs: z.number().int().nullable(),
  createdAt: z.string(),
  /** The owner's display name on 'owner' messages. */
  authorName: z.string().nullable(),
});
export type TranscriptMessage = z.infer<typeof TranscriptMessageSchema>;

/** GET /api/conversations/:id — the details dialog and the leads page's view-conversation dialog. */
export const ConversationDetailSchema = ConversationSummarySchema.extend({
  visitorPhone: z.string().nullable(),
  visitorCompany: z.string().nullable(),
  leadScore: z.number().int(),
  leadScoreReasons: z.array(LeadScoreReasonSchema),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  capturedAt: z.string().nullable(),
  messages: z.array(TranscriptMessageSchema),
  /** True when the conversation has more messages than one transcript returns (the newest are kept). */
  isTranscriptTruncated: z.boolean(),
  live: LiveChatStateSchema,
});
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>;

/** docs/product/behaviour.md: 'Lead - {status}' when a lead was captured; otherwise Active within the last hour, else Inactive. */
export function describeConversationStatus(options: {
  isLeadCaptured: boolean;
  leadStatus: string | null | undefined;
  lastActivityAt: string | Date;
  now?: number;
}): { kind: 'lead' | 'active' | 'inactive'; label: string } {
  if (options.isLeadCaptured) return { kind: 'lead', label: `Lead - ${options.leadStatus || 'new'}` };
  const last = new Date(options.lastActivityAt).getTime();
  const now = options.now ?? Date.now();
  return now - last < ACTIVE_CONVERSATION_WINDOW_MS
    ? { kind: 'active', label: 'Active' }
    : { kind: 'inactive', label: 'Inactive' };
}

/** docs/product/behaviour.md: minutes under 60, then hours under 24, then days. */
export function formatRelativeTime(at: string | Date, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(at).getTime()) / 60_000));
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** docs/product/limits.md: previews are cut at 50 characters. */
export function truncatePreview(
  text: string | null | undefined,
  length: number = LAST_MESSAGE_PREVIEW_LENGTH,
): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
