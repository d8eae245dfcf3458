/**
 * Keeps each website's knowledge index in memory between messages. One cheap query per message reads the
 * knowledge's fingerprint (chunk count, newest chunk, a hash of the chunk ids): any crawl, FAQ or text change, in
 * this process or another, changes it and the index is rebuilt from the rows. Least recently used indexes are
 * dropped beyond the limit.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { buildKnowledgeIndex, type KnowledgeIndex } from './knowledge-index.js';
import type { KnowledgeRow } from './passages.js';

const MAX_WEBSITES = 300;

type Entry = { fingerprint: string; index: KnowledgeIndex };
const entries = new Map<string, Entry>();
/** Builds in flight, so simultaneous messages to one website build its index once. */
const building = new Map<string, Promise<Entry>>();

async function readFingerprint(db: Queryable, websiteId: string): Promise<string> {
  const result = await db.execute<{ fingerprint: string }>(sql`
    select count(*) || ':' || coalesce(max(created_at)::text, '') || ':' || coalesce(sum(hashtext(id::text)::bigint), 0) as fingerprint
    from knowledge_chunks where website_id = ${websiteId}
  `);
  return result.rows[0]?.fingerprint ?? '0';
}

async function readRows(db: Queryable, websiteId: string): Promise<KnowledgeRow[]> {
  const result = await db.execute<KnowledgeRow>(sql`
    select id, kind, url, title, content from knowledge_chunks
    where website_id = ${websiteId}
    order by kind, url nulls last, source_id, position
  `);
  return result.rows;
}

function remember(websiteId: string, entry: Entry): void {
  entries.delete(websiteId);
  entries.set(websiteId, entry);
  while (entries.size > MAX_WEBSITES) entries.delete(entries.keys().next().value!);
}

/** The website's current knowledge index (built on first use and whenever its knowledge changed). */
export async function getKnowledgeIndex(db: Queryable, websiteId: string): Promise<KnowledgeIndex> {
  const fingerprint = await readFingerprint(db, websiteId);
  const cached = entries.get(websiteId);
  if (cached?.fingerprint === fingerprint) {
    remember(websiteId, cached);
    return cached.index;
  }
  const key = `${websiteId}:${fingerprint}`;
  let pending = building.get(key);
  if (!pending) {
    pending = readRows(db, websiteId).then((rows) => ({ fingerprint, index: buildKnowledgeIndex(rows) }));
    building.set(key, pending);
    void pending.then(
      () => building.delete(key),
      () => building.delete(key),
    );
  }
  const entry = await pending;
  remember(websiteId, entry);
  return entry.index;
}
