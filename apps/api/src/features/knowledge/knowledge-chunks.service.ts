/** Rows of `knowledge_chunks` for each kind of source: what the assistant's retrieval searches. */
import type { Queryable } from '../../db/client.js';
import { knowledgeChunks } from '../../db/schema.js';
import { chunkText } from './chunker.js';

const INSERT_BATCH = 500;

export type ChunkInsert = typeof knowledgeChunks.$inferInsert;

/** What the assistant searches for an FAQ: the question is the title, and both are the content. */
export function buildFaqChunk(options: {
  websiteId: string;
  sourceId: string;
  question: string;
  answer: string;
}): ChunkInsert {
  return {
    websiteId: options.websiteId,
    sourceId: options.sourceId,
    kind: 'faq',
    url: null,
    title: options.question,
    content: `${options.question}\n${options.answer}`,
    position: 0,
  };
}

/** Chunks of a pasted text or a crawled page. */
export function buildTextChunks(options: {
  websiteId: string;
  sourceId: string;
  kind: 'text' | 'page';
  title: string;
  url: string | null;
  content: string;
}): ChunkInsert[] {
  return chunkText(options.content).map((content, position) => ({
    websiteId: options.websiteId,
    sourceId: options.sourceId,
    kind: options.kind,
    url: options.url,
    title: options.title,
    content,
    position,
  }));
}

export async function insertChunks(db: Queryable, chunks: ChunkInsert[]): Promise<void> {
  for (let start = 0; start < chunks.length; start += INSERT_BATCH) {
    await db.insert(knowledgeChunks).values(chunks.slice(start, start + INSERT_BATCH));
  }
}
