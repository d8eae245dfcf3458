/**
 * Retrieval for one visitor message: the website's index (cached), the message's concepts with their weights,
 * the kinds of fact it asks for, and the best passages. Both responders read this: the built-in one picks its
 * answer from the passages, the LLM one is sent them as its CONTEXT.
 */
import type { Queryable } from '../../db/client.js';
import { answerTypesOf, type AnswerType } from './answer-types.js';
import { getKnowledgeIndex } from './index-cache.js';
import {
  analyzeQuery,
  type KnowledgeIndex,
  type QueryConcept,
  type RankedPassage,
} from './knowledge-index.js';
import { completeClipped, correctTypo } from './typos.js';
import { weekdaysAsked } from './weekdays.js';
import { wordFamily } from './word-family.js';
import { expandAcronym } from './acronyms.js';
import { contextPhraseTerms, contextWordExpansions } from './visitor-wording.js';

/** Weight of a typo-corrected or clipped word's full form relative to the visitor's word as typed. */
const TYPO_WEIGHT = 0.9;
/**
 * Weight of a related word of the site: one of the same family ("acupuncturist" for "acupuncture"), or what an
 * acronym stands for ("certified public accountant" for "CPAs"). Only the LLM's context is searched with them: the
 * built-in responder's answer model, refitted with word families, answered fewer questions on the tuning half
 * (docs/decisions/0175).
 */
const RELATED_WEIGHT = 0.7;

export type WeightedConcept = QueryConcept & {
  /** Rarer words weigh more; a word the website never uses (nor any expansion of it) weighs the most. */
  weight: number;
  /** True when the website uses the word or one of its expansions somewhere. */
  isKnown: boolean;
};

export type Retrieval = {
  index: KnowledgeIndex;
  concepts: WeightedConcept[];
  answerTypes: AnswerType[];
  /** Days of the week the message names (0 = Monday): an hours answer gives that day's line. */
  days: number[];
  ranked: RankedPassage[];
};

function inverseFrequency(df: number, total: number): number {
  return Math.log2(1 + (total + 1) / (df + 1));
}

/**
 * Weighs each concept by how rare its best-known form is on this website; repairs typos against its words; with
 * `relatedWords`, adds the site's words of the same family and the words an acronym stands for.
 */
export function weighConcepts(
  index: KnowledgeIndex,
  concepts: QueryConcept[],
  options: { relatedWords?: boolean } = {},
): WeightedConcept[] {
  const total = index.passages.length;
  return concepts.map((concept) => {
    const alternatives = new Map(concept.alternatives);
    let df = index.documentFrequency.get(concept.stem) ?? 0;
    if (df === 0) {
      const corrected =
        correctTypo(concept.stem, index.documentFrequency) ??
        completeClipped(concept.stem, index.documentFrequency);
      if (corrected) alternatives.set(corrected, Math.max(alternatives.get(corrected) ?? 0, TYPO_WEIGHT));
    }
    const related = options.relatedWords
      ? [
          ...wordFamily(concept.stem, index.vocabulary(), index.documentFrequency),
          ...expandAcronym(concept.word, index.acronyms(), { unknownWord: df === 0 }),
          ...contextWordExpansions(concept.stem),
        ]
      : [];
    for (const term of related) {
      if ((alternatives.get(term) ?? 0) < RELATED_WEIGHT) alternatives.set(term, RELATED_WEIGHT);
    }
    if (df === 0) {
      for (const term of alternatives.keys()) df = Math.max(df, index.documentFrequency.get(term) ?? 0);
    }
    return { ...concept, alternatives, weight: inverseFrequency(df, total), isKnown: df > 0 };
  });
}

export async function retrieve(options: {
  db: Queryable;
  websiteId: string;
  message: string;
  limit?: number;
  /** Search with the site's related words too: same family, acronyms spelled out (the LLM's context). */
  relatedWords?: boolean;
}): Promise<Retrieval> {
  const index = await getKnowledgeIndex(options.db, options.websiteId);
  return retrieveFromIndex(index, options.message, options);
}

/** The retrieval of `message` from a built index (no database): what `retrieve` does once it has the index. */
export function retrieveFromIndex(
  index: KnowledgeIndex,
  message: string,
  options: { limit?: number; relatedWords?: boolean } = {},
): Retrieval {
  const query = analyzeQuery(message);
  // The context's search also asks for what the message's phrases mean ("before you show up" → arrive, visit),
  // at the weight of a related word (docs/decisions/0205).
  if (options.relatedWords) {
    const asked = new Set(query.map((concept) => concept.stem));
    for (const term of contextPhraseTerms(message)) {
      if (asked.has(term)) continue;
      query.push({ word: term, stem: term, alternatives: new Map(), ownWeight: RELATED_WEIGHT });
    }
  }
  const concepts = weighConcepts(index, query, { relatedWords: options.relatedWords });
  const answerTypes = answerTypesOf(message);
  const ranked = index.search(concepts, options.limit ?? 8, answerTypes);
  return { index, concepts, answerTypes, days: weekdaysAsked(message), ranked };
}
