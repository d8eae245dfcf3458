/**
 * A website's knowledge: FAQ entries, pasted text and crawled pages. Each is a `knowledge_sources` row; what the
 * assistant searches is `knowledge_chunks`, kept in step with its source in the same transaction.
 * Every function checks that the website belongs to the signed-in owner (404 otherwise).
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreateFaqRequestSchema,
  CreateTextSourceRequestSchema,
  Faq,
  KnowledgeOverview,
  PageSource,
  TextSource,
  UpdateFaqRequestSchema,
  UpdateTextSourceRequestSchema,
} from '@leadchat/contract';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { knowledgeChunks, knowledgeSources, websites } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { assertWebsiteOwner } from '../websites/websites.service.js';
import { selectLatestCrawl } from './crawl.service.js';
import { buildFaqChunk, buildTextChunks, insertChunks } from './knowledge-chunks.service.js';

type SourceRow = typeof knowledgeSources.$inferSelect;
type SourceKind = SourceRow['kind'];
type OwnedWebsite = { db: Database; userId: string; websiteId: string };
/** One source of a website; `label` names it in the 404 ("FAQ not found"). */
type SourceTarget = { websiteId: string; sourceId: string; kind: SourceKind; label: string };

/** Serialises knowledge writes of one website (positions, replacement by a crawl). */
async function lockOwnedWebsite(
  tx: Queryable,
  options: { userId: string; websiteId: string },
): Promise<void> {
  const [row] = await tx
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.id, options.websiteId), eq(websites.userId, options.userId)))
    .for('update');
  if (!row) throw notFound('Website');
}

/** Runs `write` in one transaction holding the owner's website lock (404 for another owner's website). */
function writeKnowledge<T>(options: OwnedWebsite, write: (tx: Transaction) => Promise<T>): Promise<T> {
  return options.db.transaction(async (tx) => {
    await lockOwnedWebsite(tx, options);
    return write(tx);
  });
}

function isSource(target: SourceTarget) {
  return and(
    eq(knowledgeSources.id, target.sourceId),
    eq(knowledgeSources.websiteId, target.websiteId),
    eq(knowledgeSources.kind, target.kind),
  );
}

/** The source an edit starts from; 404 when the website has no such source of that kind. */
async function selectSource(tx: Transaction, target: SourceTarget): Promise<SourceRow> {
  const [current] = await tx.select().from(knowledgeSources).where(isSource(target));
  if (!current) throw notFound(target.label);
  return current;
}

/** Deletes one source of the owner's website; 404 when it has no such source of that kind. */
async function deleteSource(options: OwnedWebsite & SourceTarget): Promise<void> {
  await writeKnowledge(options, async (tx) => {
    const deleted = await tx
      .delete(knowledgeSources)
      .where(isSource(options))
      .returning({ id: knowledgeSources.id });
    if (deleted.length === 0) throw notFound(options.label);
  });
}

/** Chunks per source of one kind, to join onto the sources as `chunk_count`. */
function selectChunkCounts(db: Queryable, websiteId: string, kind: SourceKind) {
  return db
    .select({ sourceId: knowledgeChunks.sourceId, total: count().as('total') })
    .from(knowledgeChunks)
    .where(and(eq(knowledgeChunks.websiteId, websiteId), eq(knowledgeChunks.kind, kind)))
    .groupBy(knowledgeChunks.sourceId)
    .as('chunk_count');
}

function toFaq(row: SourceRow): Faq {
  return {
    id: row.id,
    question: row.question ?? '',
    answer: row.answer ?? '',
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function selectFaqs(db: Queryable, websiteId: string): Promise<Faq[]> {
  const rows = await db
    .select()
    .from(knowledgeSources)
    .where(and(eq(knowledgeSources.websiteId, websiteId), eq(knowledgeSources.kind, 'faq')))
    .orderBy(asc(knowledgeSources.position), asc(knowledgeSources.createdAt), asc(knowledgeSources.id));
  return rows.map(toFaq);
}

// ───────────────────────────── FAQ ─────────────────────────────

export async function listFaqs(options: {
  db: Queryable;
  userId: string;
  websiteId: string;
}): Promise<Faq[]> {
  await assertWebsiteOwner(options);
  return selectFaqs(options.db, options.websiteId);
}

/** Adds an FAQ at the end of the list, with its one chunk. */
export async function createFaq(options: {
  db: Database;
  userId: string;
  websiteId: string;
  input: z.output<typeof CreateFaqRequestSchema>;
}): Promise<Faq> {
  const { websiteId, input } = options;
  return writeKnowledge(options, async (tx) => {
    const [last] = await tx
      .select({ max: sql<number | null>`max(${knowledgeSources.position})` })
      .from(knowledgeSources)
      .where(and(eq(knowledgeSources.websiteId, websiteId), eq(knowledgeSources.kind, 'faq')));
    const [row] = await tx
      .insert(knowledgeSources)
      .values({
        websiteId,
        kind: 'faq',
        title: input.question,
        question: input.question,
        answer: input.answer,
        position: (last?.max ?? -1) + 1,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'The FAQ could not be saved');
    await tx.insert(knowledgeChunks).values(buildFaqChunk({ websiteId, sourceId: row.id, ...input }));
    return toFaq(row);
  });
}

/** Edits an FAQ and rewrites its chunk in the same transaction. */
export async function updateFaq(options: {
  db: Database;
  userId: string;
  websiteId: string;
  faqId: string;
  input: z.output<typeof UpdateFaqRequestSchema>;
}): Promise<Faq> {
  const { websiteId, faqId, input } = options;
  return writeKnowledge(options, async (tx) => {
    const current = await selectSource(tx, { websiteId, sourceId: faqId, kind: 'faq', label: 'FAQ' });
    const question = input.question ?? current.question ?? '';
    const answer = input.answer ?? current.answer ?? '';
    const [row] = await tx
      .update(knowledgeSources)
      .set({ question, answer, title: question })
      .where(eq(knowledgeSources.id, faqId))
      .returning();
    await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.sourceId, faqId));
    await tx.insert(knowledgeChunks).values(buildFaqChunk({ websiteId, sourceId: faqId, question, answer }));
    return toFaq(row!);
  });
}

export async function deleteFaq(options: {
  db: Database;
  userId: string;
  websiteId: string;
  faqId: string;
}): Promise<void> {
  await deleteSource({ ...options, sourceId: options.faqId, kind: 'faq', label: 'FAQ' });
}

/** Sets the FAQ order: `ids` must name every FAQ of the website exactly once. */
export async function reorderFaqs(options: {
  db: Database;
  userId: string;
  websiteId: string;
  ids: string[];
}): Promise<Faq[]> {
  const { websiteId, ids } = options;
  return writeKnowledge(options, async (tx) => {
    const current = await selectFaqs(tx, websiteId);
    const known = new Set(current.map((faq) => faq.id));
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== known.size || ids.some((id) => !known.has(id))) {
      throw new AppError(
        'VALIDATION_FAILED',
        'The new order must list every FAQ of the website exactly once',
      );
    }
    if (ids.length > 0) {
      await tx.execute(sql`
        update ${knowledgeSources} as s
        set position = o.ordinality - 1, updated_at = now()
        from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as o(id, ordinality)
        where s.id = o.id::uuid and s.website_id = ${websiteId} and s.kind = 'faq'
      `);
    }
    return selectFaqs(tx, websiteId);
  });
}

// ───────────────────────────── pasted text ─────────────────────────────

async function selectTexts(db: Queryable, websiteId: string, textId?: string): Promise<TextSource[]> {
  const chunkCount = selectChunkCounts(db, websiteId, 'text');
  const rows = await db
    .select({ source: knowledgeSources, total: chunkCount.total })
    .from(knowledgeSources)
    .leftJoin(chunkCount, eq(chunkCount.sourceId, knowledgeSources.id))
    .where(
      and(
        eq(knowledgeSources.websiteId, websiteId),
        eq(knowledgeSources.kind, 'text'),
        textId ? eq(knowledgeSources.id, textId) : undefined,
      ),
    )
    .orderBy(asc(knowledgeSources.createdAt), asc(knowledgeSources.id));
  return rows.map(({ source, total }) => ({
    id: source.id,
    title: source.title ?? '',
    content: source.content ?? '',
    chunkCount: Number(total ?? 0),
    createdAt: source.createdAt.toISOString(),
    updatedAt: source.updatedAt.toISOString(),
  }));
}

export async function listTextSources(options: {
  db: Queryable;
  userId: string;
  websiteId: string;
}): Promise<TextSource[]> {
  await assertWebsiteOwner(options);
  return selectTexts(options.db, options.websiteId);
}

/** Stores pasted text and its chunks. */
export async function createTextSource(options: {
  db: Database;
  userId: string;
  websiteId: string;
  input: z.output<typeof CreateTextSourceRequestSchema>;
}): Promise<TextSource> {
  const { websiteId, input } = options;
  return writeKnowledge(options, async (tx) => {
    const [row] = await tx
      .insert(knowledgeSources)
      .values({ websiteId, kind: 'text', title: input.title, content: input.content })
      .returning({ id: knowledgeSources.id });
    if (!row) throw new AppError('INTERNAL', 'The text could not be saved');
    await insertChunks(
      tx,
      buildTextChunks({
        websiteId,
        sourceId: row.id,
        kind: 'text',
        title: input.title,
        url: null,
        content: input.content,
      }),
    );
    const [saved] = await selectTexts(tx, websiteId, row.id);
    return saved!;
  });
}

/** Edits pasted text; its chunks are cut again in the same transaction. */
export async function updateTextSource(options: {
  db: Database;
  userId: string;
  websiteId: string;
  textId: string;
  input: z.output<typeof UpdateTextSourceRequestSchema>;
}): Promise<TextSource> {
  const { websiteId, textId, input } = options;
  return writeKnowledge(options, async (tx) => {
    const current = await selectSource(tx, { websiteId, sourceId: textId, kind: 'text', label: 'Text' });
    const title = input.title ?? current.title ?? '';
    const content = input.content ?? current.content ?? '';
    await tx.update(knowledgeSources).set({ title, content }).where(eq(knowledgeSources.id, textId));
    await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.sourceId, textId));
    await insertChunks(
      tx,
      buildTextChunks({ websiteId, sourceId: textId, kind: 'text', title, url: null, content }),
    );
    const [saved] = await selectTexts(tx, websiteId, textId);
    return saved!;
  });
}

export async function deleteTextSource(options: {
  db: Database;
  userId: string;
  websiteId: string;
  textId: string;
}): Promise<void> {
  await deleteSource({ ...options, sourceId: options.textId, kind: 'text', label: 'Text' });
}

// ───────────────────────────── crawled pages ─────────────────────────────

async function selectPages(db: Queryable, websiteId: string): Promise<PageSource[]> {
  const chunkCount = selectChunkCounts(db, websiteId, 'page');
  const rows = await db
    .select({
      id: knowledgeSources.id,
      url: knowledgeSources.url,
      title: knowledgeSources.title,
      characters: sql<number>`coalesce(length(${knowledgeSources.content}), 0)`,
      createdAt: knowledgeSources.createdAt,
      total: chunkCount.total,
    })
    .from(knowledgeSources)
    .leftJoin(chunkCount, eq(chunkCount.sourceId, knowledgeSources.id))
    .where(and(eq(knowledgeSources.websiteId, websiteId), eq(knowledgeSources.kind, 'page')))
    .orderBy(asc(knowledgeSources.position), asc(knowledgeSources.url));
  return rows.map((row) => ({
    id: row.id,
    url: row.url ?? '',
    title: row.title ?? row.url ?? '',
    chunkCount: Number(row.total ?? 0),
    characters: Number(row.characters),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listPageSources(options: {
  db: Queryable;
  userId: string;
  websiteId: string;
}): Promise<PageSource[]> {
  await assertWebsiteOwner(options);
  return selectPages(options.db, options.websiteId);
}

/** Forgets one crawled page (until the next crawl reads it again). */
export async function deletePageSource(options: {
  db: Database;
  userId: string;
  websiteId: string;
  pageId: string;
}): Promise<void> {
  await deleteSource({ ...options, sourceId: options.pageId, kind: 'page', label: 'Page' });
}

/** Everything the settings screen shows about a website's knowledge, in one read. */
export async function getKnowledgeOverview(options: {
  db: Queryable;
  userId: string;
  websiteId: string;
}): Promise<KnowledgeOverview> {
  await assertWebsiteOwner(options);
  const [faqs, texts, pages, crawl] = await Promise.all([
    selectFaqs(options.db, options.websiteId),
    selectTexts(options.db, options.websiteId),
    selectPages(options.db, options.websiteId),
    selectLatestCrawl(options.db, options.websiteId),
  ]);
  return { faqs, texts, pages, crawl };
}
