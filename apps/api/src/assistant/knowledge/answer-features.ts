/**
 * What the answer model knows about each retrieved passage as an answer to the question: how much of the question
 * it covers and how (the visitor's own words, synonyms, the page title, an FAQ's question), how the search ranked
 * it, whether it holds the kind of fact asked for, and how much of the question the website never speaks of.
 */
import { FACT_PATTERNS } from './answer-types.js';
import { coverage, coverOf } from './coverage.js';
import type { Passage } from './passages.js';
import type { Retrieval } from './retrieve.js';
import { searchTerms, splitSentences } from './text-analysis.js';

export const FEATURE_NAMES = [
  'coverage',
  'ownWordCoverage',
  'synonymCoverage',
  'titleCoverage',
  'questionFieldCoverage',
  'searchScore',
  'reciprocalRank',
  'asksKindOfFact',
  'holdsKindOfFact',
  'unknownShare',
  'conceptCount',
  'bodyLength',
  'isQuestionAndAnswer',
  'coversRarestWord',
  'coverageLead',
  'sentenceCoverage',
] as const;

export type Candidate = { passage: Passage; features: number[] };

/** Each passage's sentences' search terms, kept with the passage (an index and its passages live in the cache). */
const sentenceTermsOf = new WeakMap<Passage, Set<string>[]>();

function sentenceTerms(passage: Passage): Set<string>[] {
  let terms = sentenceTermsOf.get(passage);
  if (!terms) {
    terms = splitSentences(passage.body).map((sentence) => new Set(searchTerms(sentence)));
    sentenceTermsOf.set(passage, terms);
  }
  return terms;
}

export function candidateFeatures(retrieval: Retrieval): Candidate[] {
  const { index, concepts, answerTypes, ranked } = retrieval;
  const totalWeight = concepts.reduce((sum, concept) => sum + concept.weight, 0) || 1;
  const unknownShare =
    concepts.filter((concept) => !concept.isKnown).reduce((sum, c) => sum + c.weight, 0) / totalWeight;
  const known = concepts.filter((concept) => concept.isKnown);
  const rarest = known.length ? known.reduce((a, b) => (b.weight > a.weight ? b : a)) : undefined;
  const topScore = ranked[0]?.score || 1;

  const rows = ranked.map(({ passage, score }, rank) => {
    const terms = index.passageTerms[passage.index]!;
    const titleTerms = index.titleTerms[passage.index]!;
    const questionTerms = index.questionTerms[passage.index]!;
    let own = 0;
    let synonym = 0;
    let title = 0;
    let question = 0;
    for (const concept of concepts) {
      const cover = coverOf(concept, terms);
      if (cover === 1) own += concept.weight;
      else synonym += concept.weight * cover;
      title += concept.weight * coverOf(concept, titleTerms);
      question += concept.weight * coverOf(concept, questionTerms);
    }
    const value = coverage({ concepts, answerTypes, terms, titleTerms, text: passage.body });
    // How much of the question one sentence covers: an answer states it in one place, a loose page scatters it.
    let sentenceCoverage = 0;
    for (const sentence of sentenceTerms(passage)) {
      sentenceCoverage = Math.max(
        sentenceCoverage,
        coverage({ concepts, answerTypes: [], terms: sentence, text: '' }),
      );
    }
    return {
      passage,
      value,
      features: [
        value,
        own / totalWeight,
        synonym / totalWeight,
        title / totalWeight,
        question / totalWeight,
        score / topScore,
        1 / (rank + 1),
        answerTypes.length ? 1 : 0,
        answerTypes.some((type) => FACT_PATTERNS[type].test(passage.body)) ? 1 : 0,
        unknownShare,
        Math.log1p(concepts.length),
        Math.log1p(passage.body.length) / 7,
        passage.question ? 1 : 0,
        rarest && coverOf(rarest, terms) >= 0.7 ? 1 : 0,
        0,
        sentenceCoverage,
      ],
    };
  });
  // How far each passage's coverage is ahead of the best other passage's: a clear winner is a likelier answer.
  for (const row of rows) {
    const others = rows.filter((other) => other !== row).map((other) => other.value);
    row.features[FEATURE_NAMES.indexOf('coverageLead')] =
      row.value - (others.length ? Math.max(...others) : 0);
  }
  return rows.map(({ passage, features }) => ({ passage, features }));
}
