import { z } from 'zod';
import { safeText } from './text.js';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'lost'] as const;
export const LeadStatusSchema = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof LeadStatusSchema>;

export const LEAD_SCORE_MIN = 0;
export const LEAD_SCORE_MAX = 100;
export const MAX_LEAD_TAGS = 20;
export const MAX_LEAD_TAG_LENGTH = 50;
export const MAX_LIST_PAGE_SIZE = 100;
export const DEFAULT_LIST_PAGE_SIZE = 20;
/** The spec's columns, in order. */
export const LEAD_CSV_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Company',
  'Status',
  'Score',
  'Created',
  'Website',
] as const;

/** The edit form's score field: anything that is not a number becomes 0 (docs/product/validation.md); numbers are kept within 0–100. */
export function normaliseLeadScoreInput(raw: string | number): number {
  const value = typeof raw === 'number' ? raw : Number.parseInt(raw.trim(), 10);
  if (!Number.isFinite(value)) return 0;
  return Math.min(LEAD_SCORE_MAX, Math.max(LEAD_SCORE_MIN, Math.round(value)));
}

/** Tags typed comma-separated: trimmed, empties dropped, duplicates (case-insensitive) dropped. */
export function parseTagsInput(raw: string | readonly string[]): string[] {
  const parts = typeof raw === 'string' ? raw.split(',') : raw;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** Query strings carry single strings; empty values mean "not given". */
const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
export const ListSearchSchema = z.preprocess(
  emptyToUndefined,
  safeText({ label: 'Search' }).trim().max(200).optional(),
);
export const ListPageSchema = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(1).max(100_000).default(1),
);
export const ListPageSizeSchema = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(1).max(MAX_LIST_PAGE_SIZE).default(DEFAULT_LIST_PAGE_SIZE),
);
export const OptionalWebsiteIdSchema = z.preprocess(
  (value) => (value === 'all' ? undefined : emptyToUndefined(value)),
  z.uuid('websiteId must be a website id').optional(),
);

export const LeadStatusFilterSchema = z.preprocess(
  emptyToUndefined,
  z.enum(['all', ...LEAD_STATUSES]).default('all'),
);
/** Where conversations came from: the web widget or WhatsApp ('all' = both). */
export const SourceFilterSchema = z.preprocess(
  emptyToUndefined,
  z.enum(['all', 'web', 'whatsapp']).default('all'),
);
export type SourceFilter = z.output<typeof SourceFilterSchema>;
export const LeadSortSchema = z.preprocess(
  emptyToUndefined,
  z.enum(['last_activity', 'created', 'score']).default('last_activity'),
);
export type LeadSort = z.infer<typeof LeadSortSchema>;

/**
 * Lists count matches only this far beyond the current page: a page of a huge result stays as cheap as a page
 * of a small one. `isTotalExact` is false when the count stopped there ("1,000+").
 */
export const LIST_COUNT_LOOKAHEAD = 1000;
export const SortOrderSchema = z.preprocess(emptyToUndefined, z.enum(['asc', 'desc']).default('desc'));

/** The filters shared by the leads list, its stat cards and its CSV export (query string). */
export const LeadFilterQuerySchema = z.object({
  search: ListSearchSchema,
  status: LeadStatusFilterSchema,
  websiteId: OptionalWebsiteIdSchema,
  source: SourceFilterSchema,
});
/** What a client sends (every field optional; the server fills the defaults). */
export type LeadFilterQuery = Partial<z.output<typeof LeadFilterQuerySchema>>;

/** GET /api/leads */
export const LeadListQuerySchema = LeadFilterQuerySchema.extend({
  page: ListPageSchema,
  pageSize: ListPageSizeSchema,
  sort: LeadSortSchema,
  order: SortOrderSchema,
});
export type LeadListQuery = Partial<z.output<typeof LeadListQuerySchema>>;

export const LeadScoreReasonSchema = z.object({ rule: z.string(), points: z.number(), detail: z.string() });
export type LeadScoreReason = z.infer<typeof LeadScoreReasonSchema>;

export const MessageSourceSchema = z.enum(['web', 'whatsapp']);

export const LeadSchema = z.object({
  id: z.uuid(),
  websiteId: z.uuid(),
  websiteName: z.string(),
  visitorId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  status: z.string(),
  score: z.number().int(),
  scoreReasons: z.array(LeadScoreReasonSchema),
  isScoreOverridden: z.boolean(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  source: MessageSourceSchema,
  messageCount: z.number().int(),
  createdAt: z.string(),
  capturedAt: z.string().nullable(),
  lastActivityAt: z.string(),
});
export type Lead = z.infer<typeof LeadSchema>;

export const LeadListResponseSchema = z.object({
  items: z.array(LeadSchema),
  total: z.number().int(),
  isTotalExact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LeadListResponse = z.infer<typeof LeadListResponseSchema>;

/** GET /api/leads/stats — the four cards of /leads, over all the owner's leads (or one website's). */
export const LeadStatsQuerySchema = z.object({ websiteId: OptionalWebsiteIdSchema });
export const LeadStatsSchema = z.object({
  totalLeads: z.number().int(),
  newLeads: z.number().int(),
  convertedLeads: z.number().int(),
  /** Mean score rounded to a whole number; 0 without leads. */
  averageScore: z.number().int(),
});
export type LeadStats = z.infer<typeof LeadStatsSchema>;

const nullableText = (max: number, label: string) =>
  safeText({ label })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));

/** PATCH /api/leads/:id — the edit dialog (docs/product/calls.md "Update conversation by id"). Every field optional. */
export const LeadUpdateSchema = z
  .object({
    name: nullableText(200, 'Name'),
    email: nullableText(320, 'Email').refine(
      (value) => value === null || z.email().safeParse(value).success,
      'Email must be a valid email address',
    ),
    phone: nullableText(50, 'Phone'),
    company: nullableText(200, 'Company'),
    status: LeadStatusSchema,
    score: z
      .number('Score must be a number')
      .int('Score must be a whole number')
      .min(LEAD_SCORE_MIN, 'Score must be between 0 and 100')
      .max(LEAD_SCORE_MAX, 'Score must be between 0 and 100'),
    notes: nullableText(5000, 'Notes'),
    tags: z
      .array(
        safeText({ label: 'Tag' }).max(
          MAX_LEAD_TAG_LENGTH,
          `Each tag must be at most ${MAX_LEAD_TAG_LENGTH} characters`,
        ),
      )
      .transform((tags) => parseTagsInput(tags))
      .refine((tags) => tags.length <= MAX_LEAD_TAGS, `At most ${MAX_LEAD_TAGS} tags`),
  })
  .partial()
  .strict();
export type LeadUpdate = z.input<typeof LeadUpdateSchema>;
