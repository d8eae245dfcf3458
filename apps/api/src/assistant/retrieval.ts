/**
 * Retrieval over a website's knowledge with PostgreSQL full-text search (works the same on the embedded server).
 *
 * One round trip returns: the query's lexemes with their document frequency in this website's knowledge (for
 * IDF weights), and the top-k chunks ranked by an AND query (`websearch_to_tsquery`) first and an OR query of the
 * same lexemes second, so partial matches still rank. Each chunk comes back split into sentences with their
 * lexemes, stemmed by the same Snowball stemmer as the index, so the responders can pick sentences without a
 * second stemmer in JavaScript.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';

export type KnowledgeKind = 'faq' | 'page' | 'text';

export type RetrievedSentence = { text: string; lexemes: string[] };

export type RetrievedChunk = {
  id: string;
  kind: KnowledgeKind;
  url: string | null;
  title: string | null;
  content: string;
  /** Matched every term of the visitor's words (websearch AND query). */
  isStrictMatch: boolean;
  rank: number;
  titleLexemes: string[];
  sentences: RetrievedSentence[];
};

export type RetrievalResult = {
  /** Number of chunks the website has (N in the IDF weight). */
  totalChunks: number;
  /** Lexemes of the visitor's literal words, with the number of chunks containing each. */
  terms: { lexeme: string; df: number }[];
  /** Lexemes of each expanded concept (hours, prices...). */
  concepts: { name: string; lexemes: string[] }[];
  chunks: RetrievedChunk[];
};

const EMPTY: RetrievalResult = { totalChunks: 0, terms: [], concepts: [], chunks: [] };

/**
 * Searches a website's chunks: `text` gives the literal terms, `strictText` the AND query (defaults to `text`),
 * `concepts` extra words per topic. Returns the top `limit` chunks.
 */
export async function searchKnowledge(options: {
  db: Queryable;
  websiteId: string;
  text: string;
  strictText?: string;
  concepts?: { name: string; words: string }[];
  limit?: number;
}): Promise<RetrievalResult> {
  const { db, websiteId } = options;
  const text = options.text.slice(0, 2000);
  const strictText = (options.strictText ?? options.text).slice(0, 2000);
  const concepts = JSON.stringify(options.concepts ?? []);
  const limit = options.limit ?? 4;
  if (!text.trim() && !(options.concepts ?? []).length) return EMPTY;

  const result = await db.execute<{ result: RetrievalResult | null }>(sql`
    with input as (
      select websearch_to_tsquery('english', ${strictText}) as strict_q
    ),
    message_terms as (
      select distinct lexeme from unnest(tsvector_to_array(to_tsvector('english', ${text}))) as lexeme
    ),
    concept_terms as (
      select c.name, tsvector_to_array(to_tsvector('english', c.words)) as lexemes
      from json_to_recordset(${concepts}::json) as c(name text, words text)
    ),
    all_lexemes as (
      select lexeme from message_terms
      union
      select unnest(lexemes) from concept_terms
    ),
    loose as (
      select string_agg(quote_literal(lexeme), ' | ')::tsquery as loose_q from all_lexemes
    ),
    term_df as (
      select t.lexeme,
        (select count(*) from knowledge_chunks k
          where k.website_id = ${websiteId} and k.search_vector @@ quote_literal(t.lexeme)::tsquery)::int as df
      from message_terms t
    ),
    top as (
      select k.id, k.kind, k.url, k.title, k.content,
        coalesce(k.search_vector @@ input.strict_q, false) as is_strict,
        ts_rank(k.search_vector, loose.loose_q) as rank
      from knowledge_chunks k, input, loose
      where k.website_id = ${websiteId} and loose.loose_q is not null and k.search_vector @@ loose.loose_q
      order by is_strict desc, rank desc
      limit ${limit}
    )
    select json_build_object(
      'totalChunks', (select count(*) from knowledge_chunks where website_id = ${websiteId}),
      'terms', coalesce((select json_agg(json_build_object('lexeme', lexeme, 'df', df)) from term_df), '[]'::json),
      'concepts', coalesce((select json_agg(json_build_object('name', name, 'lexemes', lexemes)) from concept_terms), '[]'::json),
      'chunks', coalesce((
        select json_agg(json_build_object(
          'id', top.id, 'kind', top.kind, 'url', top.url, 'title', top.title, 'content', top.content,
          'isStrictMatch', top.is_strict, 'rank', top.rank,
          'titleLexemes', tsvector_to_array(to_tsvector('english', coalesce(top.title, ''))),
          'sentences', coalesce((
            select json_agg(json_build_object(
              'text', btrim(s.sentence),
              'lexemes', tsvector_to_array(to_tsvector('english', s.sentence))
            ) order by s.ord)
            from regexp_split_to_table(top.content, '(?<=[.!?])\\s+|\\n+') with ordinality as s(sentence, ord)
            where btrim(s.sentence) <> ''
          ), '[]'::json)
        ) order by top.is_strict desc, top.rank desc)
        from top
      ), '[]'::json)
    ) as result
  `);
  return result.rows[0]?.result ?? EMPTY;
}
