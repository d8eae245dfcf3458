/**
 * How much of a visitor's question a text covers: each question word by its weight (rarity on the website), fully
 * when the text has the word, partly when it has a synonym (the synonym's weight) or only its page title has it;
 * plus the kind of fact asked for (a phone number, hours…) when the text holds one.
 */
import { FACT_PATTERNS, type AnswerType } from './answer-types.js';
import type { WeightedConcept } from './retrieve.js';

/** How much the page title counts towards covering a word, relative to the passage's own text. */
export const TITLE_CREDIT = 0.5;

export function coverOf(concept: WeightedConcept, terms: Set<string>): number {
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
export function coverage(options: {
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
