/**
 * The built-in responder's choice of what to say: the passage that best covers the visitor's question, and in it
 * the sentence(s) that answer — an FAQ's answer, never its question; the sentence holding the phone number,
 * hours or price when that is what was asked. Nothing is composed: every sentence is copied from the knowledge.
 * When the best passage covers too little of the question, there is no answer and the responder says so.
 */
import { FACT_PATTERNS, type AnswerType } from './answer-types.js';
import type { Passage } from './passages.js';
import type { Retrieval, WeightedConcept } from './retrieve.js';
import { searchTerms, splitSentences } from './text-analysis.js';

/** Share of the question's weight the chosen passage must cover to be given as an answer. */
export const ANSWER_THRESHOLD = 0.62;
/** How much the page title counts towards covering a word, relative to the passage's own text. */
const TITLE_CREDIT = 0.5;
/** A reply longer than this is cut to its best sentences. */
const MAX_REPLY_CHARS = 420;

export type SelectedAnswer = { text: string; passage: Passage; coverage: number };

function coverOf(concept: WeightedConcept, terms: Set<string>): number {
  if (terms.has(concept.stem)) return 1;
  let best = 0;
  for (const [term, weight] of concept.alternatives) if (weight > best && terms.has(term)) best = weight;
  return best;
}

function typeWeight(concepts: WeightedConcept[]): number {
  if (!concepts.length) return 2;
  return Math.max(1.5, concepts.reduce((sum, concept) => sum + concept.weight, 0) / concepts.length);
}

/** Share of the question's weight that `terms` (and the kinds of fact in `text`) cover. */
function coverage(options: {
  concepts: WeightedConcept[];
  answerTypes: AnswerType[];
  terms: Set<string>;
  titleTerms?: Set<string>;
  text: string;
}): number {
  const { concepts, answerTypes, terms, titleTerms, text } = options;
  let total = 0;
  let covered = 0;
  for (const concept of concepts) {
    total += concept.weight;
    const own = coverOf(concept, terms);
    const fromTitle = titleTerms ? coverOf(concept, titleTerms) * TITLE_CREDIT : 0;
    covered += concept.weight * Math.max(own, fromTitle);
  }
  if (answerTypes.length) {
    const weight = typeWeight(concepts);
    total += weight;
    if (answerTypes.some((type) => FACT_PATTERNS[type].test(text))) covered += weight;
  }
  return total ? covered / total : 0;
}

function isQuestionSentence(sentence: string): boolean {
  return /\?["”')\]]*$/.test(sentence);
}

/** The sentences of a passage that answer: the best-covering one, with what it needs to read whole. */
export function pickSentences(passage: Passage, retrieval: Retrieval): string[] {
  const sentences = splitSentences(passage.body).filter((sentence) => !isQuestionSentence(sentence));
  if (!sentences.length) return [];
  const fitsWhole = passage.body.length <= MAX_REPLY_CHARS;
  // A short FAQ answer or paragraph is given whole: it reads better than a cut, and it keeps the fact that a
  // neighbouring sentence holds (on the tuning half: 75 answers held the fact instead of 70).
  if (fitsWhole) return [passage.body.trim()];
  const scored = sentences.map((sentence, index) => ({
    index,
    score: coverage({
      concepts: retrieval.concepts,
      answerTypes: retrieval.answerTypes,
      terms: new Set(searchTerms(sentence)),
      text: sentence,
    }),
  }));
  // An FAQ's answer starts with its gist ("Yes. …"): ties go to the earlier sentence.
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  const best = scored[0]!;
  const chosen = new Set([best.index]);
  let length = sentences[best.index]!.length;
  // Short sentences ("Yes.", "Call us:") and a sentence that introduces a list need the one after them.
  for (let next = best.index + 1; next < sentences.length; next++) {
    const previous = sentences[next - 1]!;
    if (!(previous.length < 60 || /:$/.test(previous))) break;
    if (length + sentences[next]!.length > MAX_REPLY_CHARS) break;
    chosen.add(next);
    length += sentences[next]!.length;
  }
  // A second sentence that adds to the answer's coverage, when it fits.
  const second = scored.find(
    (entry) => !chosen.has(entry.index) && entry.score > 0 && Math.abs(entry.index - best.index) <= 2,
  );
  if (
    second &&
    second.score >= best.score * 0.75 &&
    length + sentences[second.index]!.length <= MAX_REPLY_CHARS
  ) {
    chosen.add(second.index);
  }
  return [...chosen].sort((a, b) => a - b).map((index) => sentences[index]!);
}

/** The passage that covers the question best, however little (the evaluation reads its coverage). */
export function bestPassage(retrieval: Retrieval): { passage: Passage; coverage: number } | undefined {
  const { index, concepts, answerTypes, ranked } = retrieval;
  if (!concepts.length && !answerTypes.length) return undefined;
  let best: { passage: Passage; coverage: number; score: number } | undefined;
  const topScore = ranked[0]?.score ?? 1;
  for (const [rank, { passage, score }] of ranked.entries()) {
    const terms = index.passageTerms[passage.index]!;
    const value = coverage({
      concepts,
      answerTypes,
      terms,
      titleTerms: index.titleTerms[passage.index],
      text: passage.body,
    });
    // Coverage decides; the search's own rank breaks near-ties.
    const combined = value + 0.05 * (score / topScore) - rank * 0.001;
    if (!best || combined > best.score) best = { passage, coverage: value, score: combined };
  }
  return best;
}

/** Chooses the answer to a question from the retrieved passages, or undefined when none covers it well. */
export function selectAnswer(retrieval: Retrieval): SelectedAnswer | undefined {
  const best = bestPassage(retrieval);
  if (!best || best.coverage < ANSWER_THRESHOLD) return undefined;
  const sentences = pickSentences(best.passage, retrieval);
  if (!sentences.length) return undefined;
  return { text: sentences.join(' '), passage: best.passage, coverage: best.coverage };
}
