import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeChunks, knowledgeSources } from '../../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { insertTestOwner, insertTestWebsite } from '../eval/seed-fixture.js';
import { getKnowledgeIndex } from './index-cache.js';

describe('knowledge index cache', () => {
  let database: TestDatabase;
  let websiteId: string;
  let sourceId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const userId = await insertTestOwner({ db: database.db });
    websiteId = await insertTestWebsite({ db: database.db, userId });
    const [source] = await database.db
      .insert(knowledgeSources)
      .values({ websiteId, kind: 'faq', question: 'Parking?', answer: 'Free parking behind the shop.' })
      .returning({ id: knowledgeSources.id });
    sourceId = source!.id;
    await database.db.insert(knowledgeChunks).values({
      websiteId,
      sourceId,
      kind: 'faq',
      title: 'Parking?',
      content: 'Parking?\nFree parking behind the shop.',
    });
  });
  afterAll(async () => database.close());

  it('reuses the index while the knowledge is unchanged and rebuilds it when any chunk changes', async () => {
    const first = await getKnowledgeIndex(database.db, websiteId);
    expect(first.passages.map((passage) => passage.body)).toEqual(['Free parking behind the shop.']);
    expect(await getKnowledgeIndex(database.db, websiteId)).toBe(first);

    await database.db
      .insert(knowledgeChunks)
      .values({ websiteId, sourceId, kind: 'faq', title: 'Pets?', content: 'Pets?\nDogs are welcome.' });
    const second = await getKnowledgeIndex(database.db, websiteId);
    expect(second).not.toBe(first);
    expect(second.passages.map((passage) => passage.body)).toContain('Dogs are welcome.');

    await database.db.delete(knowledgeChunks).where(eq(knowledgeChunks.sourceId, sourceId));
    expect((await getKnowledgeIndex(database.db, websiteId)).passages).toEqual([]);
  });
});
