import {
  CrawlRunResponseSchema,
  FaqListSchema,
  FaqSchema,
  KnowledgeOverviewSchema,
  TextSourceSchema,
  type CrawlRun,
  type CreateFaqRequest,
  type CreateTextSourceRequest,
  type Faq,
  type KnowledgeOverview,
  type TextSource,
  type UpdateFaqRequest,
  type UpdateTextSourceRequest,
} from '@leadchat/contract';
import { apiFetch } from '@/lib/api';

const base = (websiteId: string) => `/api/websites/${encodeURIComponent(websiteId)}`;

export function fetchKnowledge(websiteId: string, signal?: AbortSignal): Promise<KnowledgeOverview> {
  return apiFetch(`${base(websiteId)}/knowledge`, { schema: KnowledgeOverviewSchema, signal });
}

export function createFaq(websiteId: string, input: CreateFaqRequest): Promise<Faq> {
  return apiFetch(`${base(websiteId)}/knowledge/faqs`, { method: 'POST', body: input, schema: FaqSchema });
}

export function updateFaq(websiteId: string, faqId: string, input: UpdateFaqRequest): Promise<Faq> {
  return apiFetch(`${base(websiteId)}/knowledge/faqs/${faqId}`, {
    method: 'PATCH',
    body: input,
    schema: FaqSchema,
  });
}

export async function deleteFaq(websiteId: string, faqId: string): Promise<void> {
  await apiFetch(`${base(websiteId)}/knowledge/faqs/${faqId}`, { method: 'DELETE' });
}

export async function reorderFaqs(websiteId: string, ids: string[]): Promise<Faq[]> {
  const { faqs } = await apiFetch(`${base(websiteId)}/knowledge/faqs/order`, {
    method: 'PUT',
    body: { ids },
    schema: FaqListSchema,
  });
  return faqs;
}

export function createTextSource(websiteId: string, input: CreateTextSourceRequest): Promise<TextSource> {
  return apiFetch(`${base(websiteId)}/knowledge/texts`, {
    method: 'POST',
    body: input,
    schema: TextSourceSchema,
  });
}

export function updateTextSource(
  websiteId: string,
  textId: string,
  input: UpdateTextSourceRequest,
): Promise<TextSource> {
  return apiFetch(`${base(websiteId)}/knowledge/texts/${textId}`, {
    method: 'PATCH',
    body: input,
    schema: TextSourceSchema,
  });
}

export async function deleteTextSource(websiteId: string, textId: string): Promise<void> {
  await apiFetch(`${base(websiteId)}/knowledge/texts/${textId}`, { method: 'DELETE' });
}

export async function deletePageSource(websiteId: string, pageId: string): Promise<void> {
  await apiFetch(`${base(websiteId)}/knowledge/pages/${pageId}`, { method: 'DELETE' });
}

export async function fetchLatestCrawl(websiteId: string, signal?: AbortSignal): Promise<CrawlRun | null> {
  const { run } = await apiFetch(`${base(websiteId)}/crawl`, { schema: CrawlRunResponseSchema, signal });
  return run;
}

export async function startCrawl(websiteId: string): Promise<CrawlRun | null> {
  const { run } = await apiFetch(`${base(websiteId)}/crawl`, {
    method: 'POST',
    body: {},
    schema: CrawlRunResponseSchema,
  });
  return run;
}
