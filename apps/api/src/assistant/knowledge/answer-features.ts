/**
 * What the answer model knows about each retrieved passage as an answer to the question: how much of the question
 * it covers and how (the visitor's own words, synonyms, the page title, an FAQ's question), how the search ranked
 * it, whether it holds the kind of fact asked for — and whether the sentence holding it speaks of what was asked —
 * and how much of the question the website never speaks of.
 */
import { FACT_PATTERNS, type AnswerType } from './answer-types.js';
import { coverage, coverOf } from './coverage.js';
import type { Passage } from './passages.js';
import type { Retrieval, WeightedConcept } from './retrieve.js';
import { searchTerms, splitSentences } from './text-analysis.js';
import { isGenericWord, isQualifierWord } from './wordnet.js';

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
  'typedSentenceCoverage',
] as const;

export type Candidate = { passage: Passage; features: number[] };

type PassageSentences = {
  texts: string[];
  /** Each sentence's search terms. */
  terms: Set<string>[];
  /**
   * The terms of each question the body asks and answers itself ("How hard is it to switch from my current
   * accountant? Easier than most people expect."): an FAQ written as running text, which the passage's question
   * field does not hold.
   */
  inlineQuestions: Set<string>[];
  /** For each kind of fact, which sentences hold one (filled as kinds are asked for). */
  holding: Map<AnswerType, boolean[]>;
};

/** Each passage's sentences and their search terms, kept with the passage (an index and its passages are cached). */
const sentencesOf = new WeakMap<Passage, PassageSentences>();

function passageSentences(passage: Passage): PassageSentences {
  let entry = sentencesOf.get(passage);
  if (!entry) {
    const texts = splitSentences(passage.body);
    const terms = texts.map((sentence) => new Set(searchTerms(sentence)));
    const isQuestion = texts.map((sentence) => /\?["”')\]]*$/.test(sentence));
    entry = {
      texts,
      terms,
      inlineQuestions: terms.filter((_, i) => isQuestion[i] && i + 1 < texts.length && !isQuestion[i + 1]),
      holding: new Map(),
    };
    sentencesOf.set(passage, entry);
  }
  return entry;
}

function sentencesHolding(entry: PassageSentences, type: AnswerType): boolean[] {
  let holding = entry.holding.get(type);
  if (!holding) {
    holding = entry.texts.map((sentence) => FACT_PATTERNS[type].test(sentence));
    entry.holding.set(type, holding);
  }
  return holding;
}

/**
 * How much a word the website never uses weighs, relative to its rarity weight, when it can only qualify the
 * question: a number ("7 months pregnant") or a word WordNet knows only as an adjective or adverb ("big", "scary",
 * "actual", "instead"). A question's topic is a noun or a verb ("camera", "medicare", "mowing") and keeps its full
 * weight, so a question about what the site never mentions is still not covered. An everyday word of many senses
 * weighs half too ("do you sell flea and tick stuff", "can i swing by"): it says little about what is asked, where a
 * specific word the site never uses ("septic", "laser", "rabbits") is the question's topic. Only the answer
 * model's features read this weight (decisions 0180, 0200).
 */
const QUALIFIER_SHARE = 0.5;

function isQualifier(concept: WeightedConcept): boolean {
  return (
    !concept.isKnown &&
    (/^\d/.test(concept.word) || isQualifierWord(concept.word) || isGenericWord(concept.word))
  );
}

export function candidateFeatures(retrieval: Retrieval): Candidate[] {
  const { index, answerTypes, ranked } = retrieval;
  const concepts = retrieval.concepts.map((concept) =>
    isQualifier(concept) ? { ...concept, weight: concept.weight * QUALIFIER_SHARE } : concept,
  );
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
    const sentences = passageSentences(passage);
    const inline = sentences.inlineQuestions.map(() => 0);
    for (const concept of concepts) {
      const cover = coverOf(concept, terms);
      if (cover === 1) own += concept.weight;
      else synonym += concept.weight * cover;
      title += concept.weight * coverOf(concept, titleTerms);
      question += concept.weight * coverOf(concept, questionTerms);
      sentences.inlineQuestions.forEach(
        (terms, i) => (inline[i]! += concept.weight * coverOf(concept, terms)),
      );
    }
    // An FAQ asked and answered in the body counts as the passage's question.
    question = Math.max(question, ...inline);
    const value = coverage({ concepts, answerTypes, terms, titleTerms, text: passage.body });
    // How much of the question one sentence covers: an answer states it in one place, a loose page scatters it.
    let sentenceCoverage = 0;
    for (const terms of sentences.terms) {
      sentenceCoverage = Math.max(sentenceCoverage, coverage({ concepts, answerTypes: [], terms, text: '' }));
    }
    // The same for the sentences holding the kind of fact asked for: "$195" answers "how much is a tax return" when
    // its sentence speaks of returns, not "how much is a water softener" ("Estimates are free").
    let typedSentenceCoverage = 0;
    if (answerTypes.length) {
      const holding = answerTypes.map((type) => sentencesHolding(sentences, type));
      sentences.terms.forEach((terms, i) => {
        if (!holding.some((holds) => holds[i])) return;
        typedSentenceCoverage = Math.max(
          typedSentenceCoverage,
          coverage({ concepts, answerTypes, terms, text: sentences.texts[i]! }),
        );
      });
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
        passage.question || sentences.inlineQuestions.length ? 1 : 0,
        rarest && coverOf(rarest, terms) >= 0.7 ? 1 : 0,
        0,
        sentenceCoverage,
        typedSentenceCoverage,
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
