/**
 * Which words of a visitor's message are an aside to its question: the story told before or after it ("we hike a
 * lot, do you have the rattlesnake vaccine", "i clench my jaw at night, does anyone there do botox for that", "can
 * you work after we close so we dont lose customers"). Visitors often give such a clause; the answer to "do you
 * offer …" is read from the question's own words (service-answer.ts, decision 0215).
 */
import { isStopWord, searchTerms, stem, words } from './text-analysis.js';
import { isVerbOnlyWord } from './wordnet.js';

/** Words that open a question clause once the message is cut into clauses (after chat spellings are expanded). */
const QUESTION_OPENERS = new Set(
  (
    'do does did can could will would is are was were should shall may might what whats how hows when whens where ' +
    'wheres who whos whom which why any anything anyone anybody have has am'
  ).split(' '),
);

/** Subordinators that start an aside inside a clause: what follows says why, not what ("so we dont lose…"). */
const ASIDE_OPENERS = /\b(?:because|cuz|bc|since|so that|so we|so i|so my|so our|so it)\b/;

/** Verbs a clause that points back asks with ("can you fix it", "do you work on those"): they name no topic. */
const ACTION_VERBS = new Set(
  'do doe does offer provide have carry sell handl handle perform treat see seen take work get fix repair install replac replace help come look check deal'
    .split(' ')
    .map(stem),
);

/** Pronouns that make a clause point back at another one ("do you do that", "can you fix it"). */
const POINTERS = new Set('that this it those these them one ones there'.split(' '));

type Clause = { text: string; asks: boolean; terms: string[] };

function clausesOf(message: string): Clause[] {
  const clauses: Clause[] = [];
  for (const piece of message.split(
    /[,;:!?.\n]+|\s+-+\s+|\s+(?:and|but)\s+(?=(?:do|does|can|could|will|would|is|are|should|what|how|when|where|who|which)\b)/i,
  )) {
    const text = piece.trim();
    if (!text) continue;
    const aside = ASIDE_OPENERS.exec(text.toLowerCase());
    const head = aside ? text.slice(0, aside.index) : text;
    const tail = aside ? text.slice(aside.index) : '';
    const first = words(head)[0] ?? '';
    clauses.push({ text: head, asks: QUESTION_OPENERS.has(first), terms: searchTerms(head) });
    if (tail) clauses.push({ text: tail, asks: false, terms: searchTerms(tail) });
  }
  return clauses;
}

/**
 * The stems of the message that only its asides hold, when a clause asks a question of its own words. A question
 * clause that only points back ("do you do that") takes its topic from the aside, so nothing is an aside then.
 */
export function asideTerms(message: string): Set<string> {
  const clauses = clausesOf(message);
  if (clauses.length < 2) return new Set();
  const asking = clauses.filter((clause) => clause.asks);
  if (!asking.length) return new Set();
  const asked = new Set(asking.flatMap((clause) => clause.terms));
  // "do you rewire that", "can you fix it": only a verb and a pointer; "does anyone do botox for that" names botox.
  const pointsBack = asking.every((clause) => {
    const said = words(clause.text);
    const topics = said.filter(
      (word) => !isStopWord(word) && !ACTION_VERBS.has(stem(word)) && !isVerbOnlyWord(word),
    );
    return !topics.length && (!clause.terms.length || said.some((word) => POINTERS.has(word)));
  });
  if (pointsBack) return new Set();
  const asides = new Set<string>();
  for (const clause of clauses) {
    if (clause.asks) continue;
    for (const term of clause.terms) if (!asked.has(term)) asides.add(term);
  }
  return asides;
}
