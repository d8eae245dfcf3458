import { z } from 'zod';
import { safeText } from './text.js';

export const FAQ_QUESTION_MAX = 500;
export const FAQ_ANSWER_MAX = 5000;
export const TEXT_TITLE_MAX = 200;
export const TEXT_CONTENT_MAX = 50000;
export const CRAWL_DEFAULT_MAX_PAGES = 50;
export const CRAWL_MAX_PAGES_LIMIT = 200;

/** One FAQ entry (a knowledge source of kind 'faq', answered by the assistant when a question matches). */
export const FaqSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  answer: z.string(),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Faq = z.infer<typeof FaqSchema>;

const QuestionSchema = safeText({ label: 'Question', error: 'Question is required' })
  .trim()
  .min(1, 'Question is required')
  .max(FAQ_QUESTION_MAX, `Question must be at most ${FAQ_QUESTION_MAX} characters`);
const AnswerSchema = safeText({ label: 'Answer', error: 'Answer is required' })
  .trim()
  .min(1, 'Answer is required')
  .max(FAQ_ANSWER_MAX, `Answer must be at most ${FAQ_ANSWER_MAX} characters`);

/** POST /api/websites/{id}/knowledge/faqs → 201 Faq (added at the end of the list). */
export const CreateFaqRequestSchema = z.object({ question: QuestionSchema, answer: AnswerSchema });
export type CreateFaqRequest = z.input<typeof CreateFaqRequestSchema>;

/** PATCH /api/websites/{id}/knowledge/faqs/{faqId} → Faq. */
export const UpdateFaqRequestSchema = z
  .object({ question: QuestionSchema, answer: AnswerSchema })
  .partial()
  .strict();
export type UpdateFaqRequest = z.input<typeof UpdateFaqRequestSchema>;

/** PUT /api/websites/{id}/knowledge/faqs/order → FaqList. `ids` lists every FAQ of the website once, in the new order. */
export const ReorderFaqsRequestSchema = z.object({ ids: z.array(z.uuid()).max(1000) });
export type ReorderFaqsRequest = z.infer<typeof ReorderFaqsRequestSchema>;

export const FaqListSchema = z.object({ faqs: z.array(FaqSchema) });
export type FaqList = z.infer<typeof FaqListSchema>;

/** Pasted text (a knowledge source of kind 'text'), cut into chunks for retrieval. */
export const TextSourceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  chunkCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TextSource = z.infer<typeof TextSourceSchema>;

const TextTitleSchema = safeText({ label: 'Title', error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(TEXT_TITLE_MAX, `Title must be at most ${TEXT_TITLE_MAX} characters`);
const TextContentSchema = safeText({ label: 'Content', error: 'Content is required' })
  .trim()
  .min(1, 'Content is required')
  .max(TEXT_CONTENT_MAX, `Content must be at most ${TEXT_CONTENT_MAX.toLocaleString('en-US')} characters`);

/** POST /api/websites/{id}/knowledge/texts → 201 TextSource. */
export const CreateTextSourceRequestSchema = z.object({ title: TextTitleSchema, content: TextContentSchema });
export type CreateTextSourceRequest = z.input<typeof CreateTextSourceRequestSchema>;

/** PATCH /api/websites/{id}/knowledge/texts/{textId} → TextSource. */
export const UpdateTextSourceRequestSchema = z
  .object({ title: TextTitleSchema, content: TextContentSchema })
  .partial()
  .strict();
export type UpdateTextSourceRequest = z.input<typeof UpdateTextSourceRequestSchema>;

/** A page learnt by the last successful crawl. */
export const PageSourceSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  title: z.string(),
  chunkCount: z.number().int(),
  characters: z.number().int(),
  createdAt: z.string(),
});
export type PageSource = z.infer<typeof PageSourceSchema>;

export const CrawlStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type CrawlStatus = z.infer<typeof CrawlStatusSchema>;

export const CrawlFailureSchema = z.object({ url: z.string(), reason: z.string() });
export type CrawlFailure = z.infer<typeof CrawlFailureSchema>;

/** A crawl of the website's domain and its progress. `pagesFound` never exceeds the page limit. */
export const CrawlRunSchema = z.object({
  id: z.uuid(),
  status: CrawlStatusSchema,
  pagesFound: z.number().int(),
  pagesRead: z.number().int(),
  pagesFailed: z.number().int(),
  failures: z.array(CrawlFailureSchema),
  /** Why the run failed, or a note on a finished run (for example the time limit was reached). */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CrawlRun = z.infer<typeof CrawlRunSchema>;

/** POST /api/websites/{id}/crawl → 202 CrawlRunResponse (409 while a crawl of the website is under way). */
export const StartCrawlRequestSchema = z
  .object({
    maxPages: z
      .number()
      .int()
      .min(1, 'Page limit must be at least 1')
      .max(CRAWL_MAX_PAGES_LIMIT, `Page limit must be at most ${CRAWL_MAX_PAGES_LIMIT}`)
      .optional(),
  })
  .strict();
export type StartCrawlRequest = z.input<typeof StartCrawlRequestSchema>;

/** GET /api/websites/{id}/crawl — the latest run, or null before the first crawl. */
export const CrawlRunResponseSchema = z.object({ run: CrawlRunSchema.nullable() });
export type CrawlRunResponse = z.infer<typeof CrawlRunResponseSchema>;

/** GET /api/websites/{id}/knowledge — everything the assistant knows about the website, for the settings screen. */
export const KnowledgeOverviewSchema = z.object({
  faqs: z.array(FaqSchema),
  texts: z.array(TextSourceSchema),
  pages: z.array(PageSourceSchema),
  crawl: CrawlRunSchema.nullable(),
});
export type KnowledgeOverview = z.infer<typeof KnowledgeOverviewSchema>;

export function isCrawlInProgress(run: Pick<CrawlRun, 'status'> | null | undefined): boolean {
  return run?.status === 'queued' || run?.status === 'running';
}
