/**
 * Test and benchmark support: inserts an owner, a website and knowledge rows directly, in the same shape the
 * knowledge capability writes them (one chunk per FAQ with title = question and content = question + "\n" + answer;
 * pages cut into ~800-character chunks with a sentence of overlap).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client.js';
import { knowledgeChunks, knowledgeSources, user, websites, type AppearanceConfig } from '../../db/schema.js';
import {
  FIXTURE_BUSINESS,
  FIXTURE_FAQS,
  FIXTURE_PAGES,
  type FixtureFaq,
  type FixturePage,
} from './fixture-business.js';

const DEFAULT_APPEARANCE: AppearanceConfig = {
  greeting_message: "Hi! I'm here to help. What can I assist you with today?",
  bot_name: 'AI Assistant',
  primary_color: '#8B5CF6',
  position: 'bottom-right',
  size: 'medium',
  auto_popup_delay: 3000,
};

/** Creates a user row (no password: tests that need sign-in use the auth helpers instead). */
export async function insertTestOwner(options: { db: Queryable; email?: string }): Promise<string> {
  const id = randomUUID();
  await options.db.insert(user).values({
    id,
    name: 'Test Owner',
    email: options.email ?? `owner-${id.slice(0, 8)}@example.test`,
  });
  return id;
}

export async function insertTestWebsite(options: {
  db: Queryable;
  userId: string;
  name?: string;
  domain?: string;
  aiInstructions?: string;
  isActive?: boolean;
  monthlyMessageQuota?: number | null;
  appearance?: Partial<AppearanceConfig>;
}): Promise<string> {
  const [row] = await options.db
    .insert(websites)
    .values({
      userId: options.userId,
      name: options.name ?? FIXTURE_BUSINESS.name,
      domain: options.domain ?? FIXTURE_BUSINESS.domain,
      aiInstructions: options.aiInstructions ?? FIXTURE_BUSINESS.aiInstructions,
      isActive: options.isActive ?? true,
      monthlyMessageQuota: options.monthlyMessageQuota ?? null,
      appearanceConfig: { ...DEFAULT_APPEARANCE, ...options.appearance },
    })
    .returning({ id: websites.id });
  if (!row) throw new Error('website insert returned nothing');
  return row.id;
}

/** Splits text into ~maxChars chunks on sentence/line boundaries, repeating the last sentence of each chunk. */
export function chunkText(text: string, maxChars = 800): string[] {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const chunks: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const sentence of sentences) {
    if (length + sentence.length > maxChars && current.length) {
      chunks.push(current.join('\n'));
      const overlap = current[current.length - 1] ?? '';
      current = overlap.length < maxChars / 2 ? [overlap] : [];
      length = current.reduce((sum, s) => sum + s.length + 1, 0);
    }
    current.push(sentence);
    length += sentence.length + 1;
  }
  if (current.length) chunks.push(current.join('\n'));
  return chunks;
}

export async function insertKnowledge(options: {
  db: Queryable;
  websiteId: string;
  faqs?: FixtureFaq[];
  pages?: FixturePage[];
  texts?: { title: string; content: string }[];
}): Promise<void> {
  const { db, websiteId } = options;
  let position = 0;
  for (const faq of options.faqs ?? []) {
    const [source] = await db
      .insert(knowledgeSources)
      .values({ websiteId, kind: 'faq', question: faq.question, answer: faq.answer, position: position++ })
      .returning({ id: knowledgeSources.id });
    await db.insert(knowledgeChunks).values({
      websiteId,
      sourceId: source!.id,
      kind: 'faq',
      title: faq.question,
      content: `${faq.question}\n${faq.answer}`,
    });
  }
  for (const page of options.pages ?? []) {
    const [source] = await db
      .insert(knowledgeSources)
      .values({ websiteId, kind: 'page', url: page.url, title: page.title, content: page.content })
      .returning({ id: knowledgeSources.id });
    const chunks = chunkText(page.content);
    await db.insert(knowledgeChunks).values(
      chunks.map((content, index) => ({
        websiteId,
        sourceId: source!.id,
        kind: 'page' as const,
        url: page.url,
        title: page.title,
        content,
        position: index,
      })),
    );
  }
  for (const text of options.texts ?? []) {
    const [source] = await db
      .insert(knowledgeSources)
      .values({ websiteId, kind: 'text', title: text.title, content: text.content })
      .returning({ id: knowledgeSources.id });
    await db.insert(knowledgeChunks).values(
      chunkText(text.content).map((content, index) => ({
        websiteId,
        sourceId: source!.id,
        kind: 'text' as const,
        title: text.title,
        content,
        position: index,
      })),
    );
  }
}

/** Owner + active website + the Brightwater Plumbing knowledge. */
export async function seedFixtureBusiness(options: {
  db: Queryable;
  userId?: string;
  website?: Omit<Parameters<typeof insertTestWebsite>[0], 'db' | 'userId'>;
}): Promise<{ userId: string; websiteId: string }> {
  const userId = options.userId ?? (await insertTestOwner({ db: options.db }));
  const websiteId = await insertTestWebsite({ db: options.db, userId, ...options.website });
  await insertKnowledge({ db: options.db, websiteId, faqs: FIXTURE_FAQS, pages: FIXTURE_PAGES });
  return { userId, websiteId };
}
