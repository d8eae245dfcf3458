/**
 * A website's knowledge as an in-memory search index (MiniSearch, BM25+ ranking) over its passages, with the
 * fields weighted as a reader would: the question an FAQ answers and the passage's own text count most, the page
 * title least. Queries are the visitor's content words (stemmed, typos forgiven by edit distance) plus their
 * expansions at a lower weight. Document frequencies are kept for the responder's coverage test.
 */
import MiniSearch from 'minisearch';
import { FACT_PATTERNS, type AnswerType } from './answer-types.js';
import { buildPassages, type KnowledgeRow, type Passage } from './passages.js';
import { expandWord } from './synonyms.js';
import { sortedVocabulary } from './word-family.js';
import { acronymsOf } from './acronyms.js';
import { isStopWord, searchTerms, stem, words } from './text-analysis.js';

const FIELDS = ['title', 'heading', 'question', 'body'] as const;
/** Share of the best search score given to a passage holding the kind of fact asked for. */
const TYPED_BONUS = 0.3;
const FIELD_BOOST = { title: 0.5, heading: 0.8, question: 1.6, body: 1 };

/** One concept of the visitor's question: their word's stem and the stems it may be written as. */
export type QueryConcept = {
  word: string;
  stem: string;
  alternatives: Map<string, number>;
  /** Weight of `stem` itself in the search: 1 for the visitor's own word, less for one their phrase implies. */
  ownWeight?: number;
};

export type RankedPassage = { passage: Passage; score: number };

export type KnowledgeIndex = {
  passages: Passage[];
  /** Number of passages containing each stem (any field). */
  documentFrequency: Map<string, number>;
  /** The stems of `documentFrequency`, sorted (word families by binary search); sorted on first use. */
  vocabulary: () => string[];
  /**
   * The site's acronyms of its capitalised phrases, with the stems they stand for ("cpa" → certifi, public…).
   * Read on first use (only the LLM's context asks), then kept with the index.
   */
  acronyms: () => Map<string, Set<string>>;
  /** Terms of each passage (question, heading and body; the title is kept apart). */
  passageTerms: Set<string>[];
  titleTerms: Set<string>[];
  /** Terms of the question an FAQ passage answers (empty for others). */
  questionTerms: Set<string>[];
  search: (concepts: QueryConcept[], limit: number, answerTypes?: AnswerType[]) => RankedPassage[];
};

function tokenize(text: string): string[] {
  return words(text);
}

function processTerm(term: string): string | null {
  return isStopWord(term) ? null : stem(term);
}

/** Words of a visitor's question that ask rather than say what about ("what's the best way to…", "do you offer"). */
const QUESTION_FILLER = new Set(
  (
    'best way good great nice come coming look looking go going make use using able possible offer offering offers ' +
    'provide providing provides do does doing done give say said see tell told mean find let anybody one someone ' +
    'sure exactly currently usually typically generally normally kinda sorta pretty quick quickly real right now ' +
    'today guys place business company yall form forms type types option options method methods kind kinds'
  ).split(' '),
);

/** The visitor's content words, each with its expansions. Repeated words count once. */
export function analyzeQuery(message: string): QueryConcept[] {
  const concepts: QueryConcept[] = [];
  const seen = new Set<string>();
  for (const word of words(message)) {
    if (isStopWord(word) || QUESTION_FILLER.has(word)) continue;
    const own = stem(word);
    if (seen.has(own)) continue;
    seen.add(own);
    const alternatives = new Map<string, number>();
    for (const expansion of expandWord(word)) alternatives.set(expansion.term, expansion.weight);
    concepts.push({ word, stem: own, alternatives });
  }
  return concepts;
}

export function buildKnowledgeIndex(rows: KnowledgeRow[]): KnowledgeIndex {
  const passages = buildPassages(rows);
  const miniSearch = new MiniSearch<Passage>({
    idField: 'index',
    fields: [...FIELDS],
    tokenize,
    processTerm,
  });
  miniSearch.addAll(passages);

  const documentFrequency = new Map<string, number>();
  const passageTerms = passages.map((passage) => {
    const terms = new Set(searchTerms(`${passage.heading}\n${passage.question}\n${passage.body}`));
    for (const term of terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    return terms;
  });
  const titleTerms = passages.map((passage) => new Set(searchTerms(passage.title)));
  const questionTerms = passages.map((passage) => new Set(searchTerms(passage.question)));
  // Passages holding each kind of fact (a phone number, opening hours, a price, a street address, an email).
  const typed = new Map<AnswerType, number[]>();
  for (const type of Object.keys(FACT_PATTERNS) as AnswerType[]) {
    typed.set(
      type,
      passages.filter((passage) => FACT_PATTERNS[type].test(passage.body)).map((passage) => passage.index),
    );
  }

  function search(concepts: QueryConcept[], limit: number, answerTypes: AnswerType[] = []): RankedPassage[] {
    if ((!concepts.length && !answerTypes.length) || !passages.length) return [];
    const weights = new Map<string, number>();
    const own = new Set<string>();
    for (const concept of concepts) {
      own.add(concept.stem);
      weights.set(concept.stem, Math.max(weights.get(concept.stem) ?? 0, concept.ownWeight ?? 1));
      for (const [term, weight] of concept.alternatives) {
        if (!own.has(term) && (weights.get(term) ?? 0) < weight) weights.set(term, weight);
      }
    }
    const results = miniSearch.search([...weights.keys()].join(' '), {
      processTerm: (term) => term,
      tokenize: (text) => text.split(' '),
      boost: FIELD_BOOST,
      boostTerm: (term) => weights.get(term) ?? 1,
      // Typos: one edit in words of 5+ letters, only for the visitor's own words (not their expansions).
      fuzzy: (term) => (own.has(term) && term.length >= 5 ? 1 : false),
      weights: { fuzzy: 0.6, prefix: 0.5 },
      combineWith: 'OR',
    });
    const scores = new Map<number, number>(results.map((result) => [result.id as number, result.score]));
    // A question asking for a kind of fact ("what time do you open") is answered by a passage holding one, even
    // when it shares none of the question's words ("Mon–Fri 7:30 am – 5 pm"): those passages join the ranking,
    // ahead of the ones that merely share words.
    if (answerTypes.length) {
      const top = results[0]?.score ?? 1;
      for (const type of answerTypes) {
        for (const id of typed.get(type) ?? []) scores.set(id, (scores.get(id) ?? 0) + top * TYPED_BONUS);
      }
    }
    return [...scores]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([id, score]) => ({ passage: passages[id]!, score }));
  }

  let sorted: string[] | undefined;
  const vocabulary = () => (sorted ??= sortedVocabulary(documentFrequency));
  let acronymMap: Map<string, Set<string>> | undefined;
  const acronyms = () =>
    (acronymMap ??= acronymsOf(
      passages.flatMap((passage) => [passage.heading, passage.question, passage.body]),
    ));
  return {
    passages,
    documentFrequency,
    vocabulary,
    acronyms,
    passageTerms,
    titleTerms,
    questionTerms,
    search,
  };
}
