import { Hono } from 'hono';
import { z } from 'zod';
import {
  CreateFaqRequestSchema,
  CreateTextSourceRequestSchema,
  ReorderFaqsRequestSchema,
  StartCrawlRequestSchema,
  UpdateFaqRequestSchema,
  UpdateTextSourceRequestSchema,
} from '@leadchat/contract';
import type { AppEnv } from '../../lib/app-env.js';
import { requireUser } from '../../lib/session.js';
import { AppError } from '../../lib/app-error.js';
import { parseJsonBody, parseParams, parseWith } from '../../lib/validation.js';
import { getLatestCrawl, startCrawl } from './crawl.service.js';
import {
  createFaq,
  createTextSource,
  deleteFaq,
  deletePageSource,
  deleteTextSource,
  getKnowledgeOverview,
  listFaqs,
  listPageSources,
  listTextSources,
  reorderFaqs,
  updateFaq,
  updateTextSource,
} from './knowledge.service.js';

const WebsiteParams = z.object({ websiteId: z.uuid() });
const FaqParams = WebsiteParams.extend({ faqId: z.uuid() });
const TextParams = WebsiteParams.extend({ textId: z.uuid() });
const PageParams = WebsiteParams.extend({ pageId: z.uuid() });

/** An empty POST body (or none at all) means "no options"; anything else must be valid JSON for the schema. */
async function parseOptionalBody<S extends z.ZodType>(
  c: Parameters<typeof parseJsonBody>[0],
  schema: S,
): Promise<z.infer<S>> {
  const raw = await c.req.text();
  if (raw.trim() === '') return parseWith(schema, {});
  if (!(c.req.header('content-type') ?? '').toLowerCase().includes('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON');
  }
  return parseWith(schema, body);
}

/**
 * Mounted at /api/websites: a website's knowledge (`/:websiteId/knowledge/...`) and its crawl (`/:websiteId/crawl`).
 * Every handler passes the signed-in owner's id to the service, which answers 404 for anyone else's website.
 */
export function createKnowledgeRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/:websiteId/knowledge/*', requireUser);
  routes.use('/:websiteId/knowledge', requireUser);
  routes.use('/:websiteId/crawl', requireUser);
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  const ids = (c: Parameters<typeof parseJsonBody>[0]) => ({
    db: c.get('deps').db,
    userId: c.get('user')!.id,
  });

  routes.get('/:websiteId/knowledge', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParams, 'Website');
    return c.json(await getKnowledgeOverview({ ...ids(c), websiteId }));
  });

  // FAQ
  routes.get('/:websiteId/knowledge/faqs', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParams, 'Website');
    return c.json({ faqs: await listFaqs({ ...ids(c), websiteId }) });
  });
  routes.post('/:websiteId/knowledge/faqs', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParams, 'Website');
    const input = await parseJsonBody(c, CreateFaqRequestSchema);
    return c.json(await createFaq({ ...ids(c), websiteId, input }), 201);
  });
  routes.put('/:websiteId/knowledge/faqs/order', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParams, 'Website');
    const { ids: order } = await parseJsonBody(c, ReorderFaqsRequestSchema);
    return c.json({ faqs: await reorderFaqs({ ...ids(c), websiteId, ids: order }) });
  });
  routes.patch('/:websiteId/knowledge/faqs/:faqId', async (c) => {
    const { websiteId, faqId } = parseParams(c, FaqParams, 'FAQ');
    const input = await parseJsonBody(c, UpdateFaqRequestSchema);
    return c.json(await updateFaq({ ...ids(c), websiteId, faqId, input }));
  });
  routes.delete('/:websiteId/knowledge/faqs/:faqId', async (c) => {
    const { websiteId, faqId } = parseParams(c, FaqParams, 'FAQ');
    await deleteFaq({ ...ids(c), websiteId, faqId });
    return c.body(null, 204);
  });

  // Pasted text
  routes.get('/:websiteId/knowledge/texts', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParams, 'Website');
    return c.json({ texts: await listTextSources({ ...ids(c), websiteId }) });
  });
  routes.post('/:websiteId/knowledge/texts', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParams, 'Website');
    const input = await parseJsonBody(c, CreateTextSourceRequestSchema);
    return c.json(await createTextSource({ ...ids(c), websiteId, input }), 201);
  });
  routes.patch('/:websiteId/knowledge/texts/:textId', async (c) => {
    const { websiteId, textId } = parseParams(c, TextParams, 'Text');
    const input = await parseJsonBody(c, UpdateTextSourceRequestSchema);
    return c.json(await updateTextSource({ ...ids(c), websiteId, textId, input }));
  });
  routes.delete('/:websiteId/knowledge/texts/:textId', async (c) => {
    const { websiteId, textId } = parseParams(c, TextParams, 'Text');
    await deleteTextSource({ ...ids(c), websiteId, textId });
    return c.body(null, 204);
  });

  // Crawled pages
  routes.get('/:websiteId/knowledge/pages', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParams, 'Website');
    return c.json({ pages: await listPageSources({ ...ids(c), websiteId }) });
  });
  routes.delete('/:websiteId/knowledge/pages/:pageId', async (c) => {
    const { websiteId, pageId } = parseParams(c, PageParams, 'Page');
    await deletePageSource({ ...ids(c), websiteId, pageId });
    return c.body(null, 204);
  });

  // Crawl
  routes.post('/:websiteId/crawl', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParams, 'Website');
    const { maxPages } = await parseOptionalBody(c, StartCrawlRequestSchema);
    const run = await startCrawl({ ...ids(c), logger: c.get('log'), websiteId, maxPages });
    return c.json({ run }, 202);
  });
  routes.get('/:websiteId/crawl', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParams, 'Website');
    return c.json({ run: await getLatestCrawl({ ...ids(c), websiteId }) });
  });

  return routes;
}
