/**
 * The built-in responder's choice of what to say: the passage that best covers the visitor's question, and in it
 * the sentence(s) that answer — an FAQ's answer, never its question; the sentence holding the phone number,
 * hours or price when that is what was asked. Nothing is composed: every sentence is copied from the knowledge.
 * The passage is the one the answer model (answer-model.ts) finds likeliest to answer; below its threshold there
 * is no answer and the responder says so.
 */
import { candidateFeatures } from './answer-features.js';
import { answerProbability, answerThreshold } from './answer-model.js';
import { coverage } from './coverage.js';
import type { Passage } from './passages.js';
import type { Retrieval } from './retrieve.js';
import { searchTerms, splitSentences } from './text-analysis.js';

/** A reply longer than this is cut to its best sentences. */
const MAX_REPLY_CHARS = 420;

export type SelectedAnswer = { text: string; passage: Passage; confidence: number };

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

/** The passage the answer model finds likeliest to answer, with its probability (however low). */
export function bestPassage(retrieval: Retrieval): { passage: Passage; confidence: number } | undefined {
  if (!retrieval.concepts.length && !retrieval.answerTypes.length) return undefined;
  let best: { passage: Passage; confidence: number } | undefined;
  for (const candidate of candidateFeatures(retrieval)) {
    const confidence = answerProbability(candidate.features);
    if (!best || confidence > best.confidence) best = { passage: candidate.passage, confidence };
  }
  return best;
}

/** Chooses the answer to a question from the retrieved passages, or undefined when none covers it well. */
export function selectAnswer(retrieval: Retrieval): SelectedAnswer | undefined {
  const best = bestPassage(retrieval);
  if (!best || best.confidence < answerThreshold()) return undefined;
  const sentences = pickSentences(best.passage, retrieval);
  if (!sentences.length) return undefined;
  return { text: sentences.join(' '), passage: best.passage, confidence: best.confidence };
}
