/**
 * The built-in responder (default, no network). Intent rules first (greeting, thanks, contact me, human, booking,
 * prompt injection), then the knowledge: the best FAQ answer when its match is strong, otherwise the most relevant
 * sentences of the best chunk with its page as the source, otherwise an honest "I don't have that information"
 * with an offer to call back. Every sentence about the business is copied from the knowledge, never composed.
 */
import type { Queryable } from '../../db/client.js';
import {
  CONCEPTS,
  detectConcepts,
  detectIntents,
  isPromptInjection,
  stripPleasantries,
  type Intent,
} from '../intents.js';
import { removeContactDetails, type ContactDetails } from '../lead-extraction.js';
import {
  bookingReply,
  callbackReply,
  detailsReceivedReply,
  dontKnowReply,
  greetingReply,
  injectionReply,
  offerCallbackSuffix,
  thanksReply,
  unclearReply,
  type KnownContact,
} from '../replies.js';
import { searchKnowledge, type RetrievalResult, type RetrievedChunk } from '../retrieval.js';

export type BuiltinReplyKind =
  | 'greeting'
  | 'thanks'
  | 'injection'
  | 'details'
  | 'callback'
  | 'faq'
  | 'knowledge'
  | 'booking'
  | 'dont_know'
  | 'unclear';

export type BuiltinReply = { text: string; kind: BuiltinReplyKind; sourceUrl?: string };

/** Question words that carry no topic ("tell me", "I want to know", "do you offer"). PostgreSQL english stems. */
const FILLER = new Set(
  (
    'tell know want like need pleas help question ask wonder get got would could also ok okay hi hello hey thank thanks ' +
    'much mani may might use make go come say look just realli think job work offer provid doe someth anyth thing kind ' +
    'sort way good best one still ever us etc guy folk lot anyon someon somebodi whether possibl current ' +
    'form type option method compani firm'
  ).split(' '),
);

/** Fraction of the question's weight an answer must cover. */
const ANSWER_THRESHOLD = 0.5;
/** An FAQ answer is given whole when its question and answer cover this much, and its question alone this much. */
const FAQ_FULL_THRESHOLD = 0.75;
const FAQ_QUESTION_THRESHOLD = 0.4;
const CONCEPT_WEIGHT = 3;
const MAX_SENTENCES = 3;

type Item = { key: string; weight: number; lexemes: ReadonlySet<string>; pattern?: RegExp };
type Candidate = {
  chunk: RetrievedChunk;
  coverage: number;
  sentences: string[];
  isWholeFaq: boolean;
  /** Topic words in the chosen sentences (tie-break). */
  hits: number;
  order: number;
};

/** Rarer words weigh more: a word the knowledge never uses weighs the most, so unknown topics are not "answered". */
function weigh(df: number, total: number): number {
  return Math.log2(1 + (total + 1) / (df + 1));
}

function buildItems(retrieval: RetrievalResult): Item[] {
  const items: Item[] = [];
  for (const term of retrieval.terms) {
    if (FILLER.has(term.lexeme) || term.lexeme.length < 2) continue;
    items.push({
      key: `t:${term.lexeme}`,
      weight: weigh(term.df, retrieval.totalChunks),
      lexemes: new Set([term.lexeme]),
    });
  }
  for (const concept of retrieval.concepts) {
    const definition = CONCEPTS.find((candidate) => candidate.name === concept.name);
    items.push({
      key: `c:${concept.name}`,
      weight: CONCEPT_WEIGHT,
      lexemes: new Set(concept.lexemes),
      pattern: definition?.sentencePattern,
    });
  }
  return items;
}

function matches(item: Item, lexemes: readonly string[], text: string): boolean {
  if (item.pattern?.test(text)) return true;
  return lexemes.some((lexeme) => item.lexemes.has(lexeme));
}

/** How many concept words a sentence has: breaks ties towards the sentence that is most about the topic. */
function topicalHits(items: Item[], lexemes: readonly string[], text: string): number {
  let hits = 0;
  for (const item of items) {
    if (!item.key.startsWith('c:')) continue;
    hits += lexemes.filter((lexeme) => item.lexemes.has(lexeme)).length;
    if (item.pattern?.test(text)) hits += 2;
  }
  return hits;
}

function isQuestionSentence(chunk: RetrievedChunk, sentence: string): boolean {
  return chunk.kind === 'faq' && !!chunk.title && chunk.title.includes(sentence);
}

function faqAnswer(chunk: RetrievedChunk): string {
  const title = chunk.title ?? '';
  const content = chunk.content.trim();
  return (title && content.startsWith(title) ? content.slice(title.length) : content).trim();
}

function evaluateChunk(chunk: RetrievedChunk, items: Item[], totalWeight: number, order: number): Candidate {
  const weightOf = (keys: Set<string>) =>
    items.filter((item) => keys.has(item.key)).reduce((sum, item) => sum + item.weight, 0);
  const sentenceMatches = chunk.sentences.map((sentence) => {
    const matched = new Set(
      items.filter((item) => matches(item, sentence.lexemes, sentence.text)).map((item) => item.key),
    );
    return { sentence, matched, isQuestion: isQuestionSentence(chunk, sentence.text) };
  });

  if (chunk.kind === 'faq') {
    const titleMatched = new Set(
      items.filter((item) => matches(item, chunk.titleLexemes, chunk.title ?? '')).map((item) => item.key),
    );
    const all = new Set(titleMatched);
    for (const entry of sentenceMatches) for (const key of entry.matched) all.add(key);
    const questionCoverage = weightOf(titleMatched) / totalWeight;
    const fullCoverage = weightOf(all) / totalWeight;
    if (fullCoverage >= FAQ_FULL_THRESHOLD && questionCoverage >= FAQ_QUESTION_THRESHOLD) {
      return {
        chunk,
        coverage: fullCoverage,
        sentences: [faqAnswer(chunk)],
        isWholeFaq: true,
        hits: 0,
        order,
      };
    }
  }

  // Greedy cover: take the sentence adding the most uncovered weight, up to MAX_SENTENCES, shown in page order.
  const covered = new Set<string>();
  const chosen: number[] = [];
  for (let round = 0; round < MAX_SENTENCES; round++) {
    let best = -1;
    let bestGain = 0;
    let bestHits = -1;
    sentenceMatches.forEach((entry, index) => {
      if (entry.isQuestion || chosen.includes(index)) return;
      // Later sentences must neighbour a chosen one, so an answer reads as one passage, not scattered matches.
      if (chosen.length && !chosen.some((other) => Math.abs(other - index) === 1)) return;
      const gain = items
        .filter((item) => entry.matched.has(item.key) && !covered.has(item.key))
        .reduce((sum, item) => sum + item.weight, 0);
      if (gain <= 0) return;
      const hits = topicalHits(items, entry.sentence.lexemes, entry.sentence.text);
      if (gain > bestGain + 1e-9 || (Math.abs(gain - bestGain) < 1e-9 && hits > bestHits)) {
        best = index;
        bestGain = gain;
        bestHits = hits;
      }
    });
    if (best < 0) break;
    chosen.push(best);
    for (const key of sentenceMatches[best]!.matched) covered.add(key);
  }
  chosen.sort((a, b) => a - b);
  return {
    chunk,
    coverage: weightOf(covered) / totalWeight,
    sentences: chosen.map((index) => sentenceMatches[index]!.sentence.text),
    isWholeFaq: false,
    hits: chosen.reduce((sum, index) => {
      const sentence = sentenceMatches[index]!.sentence;
      return sum + topicalHits(items, sentence.lexemes, sentence.text);
    }, 0),
    order,
  };
}

/** Picks the best answer from retrieved knowledge, or undefined when nothing covers the question well enough. */
export function selectAnswer(
  retrieval: RetrievalResult,
): { text: string; sourceUrl?: string; isFaq: boolean } | undefined {
  const items = buildItems(retrieval);
  const totalWeight = items.reduce((sum, item) => sum + item.weight, 0);
  if (totalWeight === 0) return undefined;
  const candidates = retrieval.chunks.map((chunk, order) => evaluateChunk(chunk, items, totalWeight, order));
  candidates.sort(
    (a, b) =>
      Number(b.isWholeFaq) - Number(a.isWholeFaq) ||
      b.coverage - a.coverage ||
      b.hits - a.hits ||
      a.order - b.order,
  );
  const best = candidates[0];
  if (!best || best.coverage < ANSWER_THRESHOLD || best.sentences.length === 0) return undefined;
  const sourceUrl = best.chunk.kind === 'page' && best.chunk.url ? best.chunk.url : undefined;
  return { text: best.sentences.join(' '), sourceUrl, isFaq: best.chunk.kind === 'faq' };
}

/** True when a message has some topic words left after dropping fillers (otherwise we ask what they need). */
function hasTopic(retrieval: RetrievalResult): boolean {
  return buildItems(retrieval).length > 0;
}

type FixedKind = 'injection' | 'details' | 'thanks' | 'greeting' | 'callback';

/** The replies decided by rules alone, before any knowledge is read. */
function decideFixedReply(options: {
  message: string;
  newDetails: ContactDetails;
  intents: Set<Intent>;
}): FixedKind | undefined {
  const { message, intents } = options;
  if (isPromptInjection(message)) return 'injection';
  const rest = stripPleasantries(message);
  const hasNewDetails = Boolean(
    options.newDetails.phone || options.newDetails.email || options.newDetails.name,
  );
  if (!/[\p{L}\p{N}]/u.test(rest)) {
    if (hasNewDetails) return 'details';
    if (intents.has('thanks') && !intents.has('greeting')) return 'thanks';
    return 'greeting';
  }
  if (hasNewDetails && removeContactDetails(rest).split(/\s+/).filter(Boolean).length < 3) return 'details';
  if (intents.has('contact_me') || intents.has('human')) return 'callback';
  return undefined;
}

export type KnowledgeQuery = {
  text: string;
  strictText: string;
  concepts: { name: string; words: string }[];
};

/** What the built-in responder will do with a message: a rule's reply, or a knowledge search. */
export type BuiltinPlan =
  { fixed: FixedKind; query?: undefined } | { fixed?: undefined; query: KnowledgeQuery };

/**
 * Decides, from the message alone, whether rules answer it or which knowledge search it needs. Lets the caller start
 * the search while the visitor's message is being stored.
 */
export function planBuiltinReply(options: {
  message: string;
  newDetails: ContactDetails;
  intents?: Set<Intent>;
}): BuiltinPlan {
  const intents = options.intents ?? detectIntents(options.message);
  const fixed = decideFixedReply({ message: options.message, newDetails: options.newDetails, intents });
  if (fixed) return { fixed };
  const rest = stripPleasantries(options.message);
  const { concepts, residualText } = detectConcepts(rest);
  return {
    query: {
      text: residualText,
      strictText: rest,
      concepts: concepts.map((concept) => ({ name: concept.name, words: concept.words })),
    },
  };
}

/** Answers one visitor message with rules and the website's knowledge. */
export async function respondWithBuiltin(options: {
  db: Queryable;
  websiteId: string;
  businessName: string;
  message: string;
  /** Contact details known after this message was read (stored ones merged with new ones). */
  contact: KnownContact;
  /** Details found in this message. */
  newDetails: ContactDetails;
  intents?: Set<Intent>;
  /** The plan of `planBuiltinReply` and its search, when the caller already made them. */
  plan?: BuiltinPlan;
  retrieval?: Promise<RetrievalResult>;
}): Promise<BuiltinReply> {
  const { db, websiteId, businessName, message, contact } = options;
  const intents = options.intents ?? detectIntents(message);
  const plan = options.plan ?? planBuiltinReply({ message, newDetails: options.newDetails, intents });
  if (plan.fixed === 'injection') return { text: injectionReply({ businessName }), kind: 'injection' };
  if (plan.fixed === 'details')
    return { text: detailsReceivedReply({ businessName, contact }), kind: 'details' };
  if (plan.fixed === 'thanks') return { text: thanksReply(), kind: 'thanks' };
  if (plan.fixed === 'greeting') return { text: greetingReply({ businessName, contact }), kind: 'greeting' };
  if (plan.fixed === 'callback') return { text: callbackReply({ businessName, contact }), kind: 'callback' };

  const retrieval = await (options.retrieval ?? searchKnowledge({ db, websiteId, ...plan.query! }));
  const answer = selectAnswer(retrieval);

  if (intents.has('booking')) {
    const follow = bookingReply({ businessName, contact });
    if (!answer) return { text: follow, kind: 'booking' };
    return { text: `${withSource(answer)}\n\n${follow}`, kind: 'booking', sourceUrl: answer.sourceUrl };
  }
  if (!answer) {
    if (!hasTopic(retrieval) && !intents.has('service_need'))
      return { text: unclearReply({ businessName }), kind: 'unclear' };
    return { text: dontKnowReply({ businessName, contact }), kind: 'dont_know' };
  }
  let text = withSource(answer);
  if (intents.has('service_need') && !contact.phone && !contact.email)
    text += `\n\n${offerCallbackSuffix({ businessName })}`;
  return { text, kind: answer.isFaq ? 'faq' : 'knowledge', sourceUrl: answer.sourceUrl };
}

function withSource(answer: { text: string; sourceUrl?: string }): string {
  return answer.sourceUrl ? `${answer.text}\n\nSource: ${answer.sourceUrl}` : answer.text;
}
