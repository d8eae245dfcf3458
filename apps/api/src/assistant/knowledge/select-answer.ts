/**
 * The built-in responder's choice of what to say: the passage that best covers the visitor's question, and in it
 * the sentence(s) that answer — an FAQ's answer, never its question; the sentence holding the phone number,
 * hours or price when that is what was asked. Nothing is composed: every sentence is copied from the knowledge.
 * The passage is the one the answer model (answer-model.ts) finds likeliest to answer; below its threshold there
 * is no answer and the responder says so.
 */
import { candidateFeatures, FEATURE_NAMES } from './answer-features.js';
import { answerProbability, answerThreshold } from './answer-model.js';
import { CITY_LINE, FACT_PATTERNS, statesValue, type AnswerType } from './answer-types.js';
import { coverage, coverOf } from './coverage.js';
import type { Passage } from './passages.js';
import type { Retrieval } from './retrieve.js';
import { searchTerms, splitSentences, stem } from './text-analysis.js';
import { weekdaysIn } from './weekdays.js';

const OWN_WORD_COVERAGE = FEATURE_NAMES.indexOf('ownWordCoverage');
/** A passage supplying the kind of fact asked for must be at least this likely, relative to the best one. */
const SUPPORTING_SHARE = 0.3;
/** A passage of this many lines is a list. */
const MIN_LIST_LINES = 4;
/** At most this many lines of a list are replied. */
const MAX_LIST_LINES = 8;
/** Added to the score of a line holding hours for a day the visitor named: it outranks any word overlap. */
const DAY_LINE_BONUS = 1;
/**
 * Added to the score of a line stating a value of the kind asked for ("7:30 - 17:00" for "how early do you open"):
 * it outranks a line that merely shares a word or names a day ("Thu & Sun: CLOSED").
 */
const VALUE_LINE_BONUS = 0.5;
/** A reply longer than this is cut to its best sentences. */
const MAX_REPLY_CHARS = 420;

export type SelectedAnswer = { text: string; passage: Passage; confidence: number; isLiteralMatch: boolean };

function isQuestionSentence(sentence: string): boolean {
  return /\?["”')\]]*$/.test(sentence);
}

/** A question opening a paragraph, and the answer after it ("Do you handle payroll? We coordinate payroll…"). */
const OPENING_QUESTION = /^[^\n.!?]{8,200}\?["”')\]]*\s+(\S[\s\S]*)$/;

/**
 * A short passage is replied whole, but not the question it opens with: an FAQ whose question (an `<h3>`) the
 * crawler ran into its answer (a `<p>`) is answered by its answer alone. Questions in a row ("Have a question? Want
 * to send us a quick line? …") are kept: they are no question and answer.
 */
function withoutOpeningQuestion(body: string): string {
  const answer = OPENING_QUESTION.exec(body)?.[1];
  return answer && !/^[^.!?\n]*\?/.test(answer) ? answer : body;
}

/** The sentences of a passage that answer: the best-covering one, with what it needs to read whole. */
export function pickSentences(passage: Passage, retrieval: Retrieval): string[] {
  const sentences = splitSentences(passage.body).filter((sentence) => !isQuestionSentence(sentence));
  if (!sentences.length) return [];
  // A list (a menu, opening hours, bullet points) is answered by its line(s), never dumped whole.
  const isList = passage.body.split('\n').filter((line) => line.trim()).length >= MIN_LIST_LINES;
  // A short FAQ answer or paragraph is given whole: it reads better than a cut, and it keeps the fact that a
  // neighbouring sentence holds (on the tuning half: 75 answers held the fact instead of 70).
  if (!isList && passage.body.length <= MAX_REPLY_CHARS) return [withoutOpeningQuestion(passage.body.trim())];
  const types = retrieval.answerTypes;
  const holdsType = (text: string) => types.some((type) => FACT_PATTERNS[type].test(text));
  const asksDay = (text: string) => {
    const named = weekdaysIn(text);
    return retrieval.days.some((day) => named.has(day));
  };
  const statesAsked = (text: string) => types.some((type) => statesValue(type, text));
  const scored = sentences.map((sentence, index) => ({
    index,
    score:
      coverage({
        concepts: retrieval.concepts,
        answerTypes: retrieval.answerTypes,
        terms: new Set(searchTerms(sentence)),
        text: sentence,
      }) +
      // "Open on Tuesday?": the line for Tuesday ("Tues: 1-6:30pm", "Mon–Fri 8–5"), not the list's first line.
      (retrieval.days.length && holdsType(sentence) && asksDay(sentence) ? DAY_LINE_BONUS : 0) +
      (statesAsked(sentence) ? VALUE_LINE_BONUS : 0),
  }));
  // An FAQ's answer starts with its gist ("Yes. …"): ties go to the earlier sentence.
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  const best = scored[0]!;
  const chosen = new Set([best.index]);
  let length = sentences[best.index]!.length;
  // Short sentences ("Yes.", "Call us:") and a sentence that introduces a list need the one after them; in a list,
  // only a line ending with ":" does, or a run of lines of the kind asked for ("Mon: 9am-1pm", "Tues: 1-6:30pm").
  for (let next = best.index + 1; next < sentences.length && chosen.size < MAX_LIST_LINES; next++) {
    const previous = sentences[next - 1]!;
    const continues = isList
      ? /[:,]$/.test(previous) ||
        (holdsType(previous) && holdsType(sentences[next]!)) ||
        // A label without the value asked for ("Contacts: Office") goes on to the line that states it.
        (next === best.index + 1 && types.length > 0 && !holdsType(previous) && holdsType(sentences[next]!))
      : previous.length < 60 || /:$/.test(previous);
    // A street address goes on to its town ("5008 Buford Hwy Ste. B" + "Chamblee, GA 30341").
    const completesAddress =
      types.includes('address') && FACT_PATTERNS.address.test(previous) && CITY_LINE.test(sentences[next]!);
    // Asked about one day: the next days' lines are not part of the answer.
    if (
      !(continues || completesAddress) ||
      (retrieval.days.length && weekdaysIn(sentences[next]!).size && !asksDay(sentences[next]!))
    )
      break;
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

type Scored = { passage: Passage; confidence: number; ownWordCoverage: number };

/** The retrieved passages with the answer model's probability that each answers, likeliest first. */
function rankByConfidence(retrieval: Retrieval): Scored[] {
  if (!retrieval.concepts.length && !retrieval.answerTypes.length) return [];
  return candidateFeatures(retrieval)
    .filter((candidate) => !candidate.passage.isTestimonial)
    .map((candidate) => ({
      passage: candidate.passage,
      confidence: answerProbability(candidate.features),
      ownWordCoverage: candidate.features[OWN_WORD_COVERAGE]!,
    }))
    .sort((a, b) => b.confidence - a.confidence);
}

/** The passage the answer model finds likeliest to answer, with its probability (however low). */
export function bestPassage(retrieval: Retrieval): Scored | undefined {
  return rankByConfidence(retrieval)[0];
}

/** The line or sentence of a passage that holds a kind of fact the question asks for. */
function factLine(passage: Passage, types: AnswerType[]): string | undefined {
  return splitSentences(passage.body).find(
    (line) => !isQuestionSentence(line) && types.some((type) => FACT_PATTERNS[type].test(line)),
  );
}

/**
 * What the responder would reply from the retrieved passages, and how sure it is (the likeliest passage's
 * probability). When the question asks for a kind of fact (a phone number, an address…) that the likeliest passage
 * lacks, the line holding it is added from the likeliest passage that has it ("We are in Old Town Monrovia…" +
 * "120 W. Olive Ave.").
 */
export function composeReply(
  retrieval: Retrieval,
  ranked: Scored[] = rankByConfidence(retrieval),
): SelectedAnswer | undefined {
  const best = ranked[0];
  if (!best) return undefined;
  const sentences = pickSentences(best.passage, retrieval);
  if (!sentences.length) return undefined;
  let text = sentences.join(' ');
  const types = retrieval.answerTypes;
  if (types.length && !types.some((type) => FACT_PATTERNS[type].test(text))) {
    for (const other of ranked.slice(1)) {
      if (other.confidence < best.confidence * SUPPORTING_SHARE) break;
      const line = factLine(other.passage, types);
      if (line) {
        text = `${text}\n\n${line}`;
        break;
      }
    }
  }
  return {
    text,
    passage: best.passage,
    confidence: best.confidence,
    isLiteralMatch: isLiteralMatch(best, retrieval),
  };
}

/**
 * A passage that holds every word of the question as the visitor wrote it (two words at least, none of them
 * unknown to the website) answers it, whatever the model's estimate: the model learnt from real visitors' loose
 * wording, and is unsure of the plainest case.
 */
function isLiteralMatch(best: Scored, retrieval: Retrieval): boolean {
  const { concepts } = retrieval;
  return (
    concepts.length >= 2 && concepts.every((concept) => concept.isKnown) && best.ownWordCoverage >= 0.999
  );
}

/** Kinds of fact every business has one of, asked for by words that say nothing else. */
const CONTACT_TYPES: AnswerType[] = ['phone', 'email', 'address', 'hours'];

/** Words that only say which contact fact is asked for ("where are you located", "what's the number"). */
const CONTACT_WORDS = new Set(
  (
    'phone number call calling reach contact telephone text email mail address located location directions ' +
    'where office street town city hours open opening close closing closed time times ' +
    // words that qualify the fact without naming a topic ("the main number", "send an email", "mailing address")
    'main direct general exact full mailing physical send'
  )
    .split(' ')
    .map(stem),
);

/** Words that ask about a warranty ("any guarantee on the work?"), and how a passage states one. */
const WARRANTY_WORDS = new Set(['warranty', 'warranties', 'guarantee', 'guaranteed', 'guarantees'].map(stem));
const WARRANTY_TEXT = /\b(warrant(y|ies|ied)|guarantee[sd]?)\b/i;

/**
 * A question that asks only for a contact fact or a warranty ("where r u located exactly", "street address pls", "how early do
 * you open") is answered by the line stating it, however unsure the model is: every word of the question is
 * either one that names the kind of fact, or the passage's own ("any guarantee on a water heater install" → the
 * water-heater passage stating its warranty). The likeliest such passage is used. Asked with a topic the passage
 * does not speak of ("is the office wheelchair accessible", "the warranty on a well pump"), it is not an answer.
 */
export function typedAnswer(
  retrieval: Retrieval,
  ranked: Scored[] = rankByConfidence(retrieval),
): SelectedAnswer | undefined {
  const types = retrieval.answerTypes.filter((type) => CONTACT_TYPES.includes(type));
  const asksWarranty = retrieval.concepts.some((concept) => WARRANTY_WORDS.has(concept.stem));
  if (!types.length && !asksWarranty) return undefined;
  const topic = retrieval.concepts.filter(
    (concept) => !CONTACT_WORDS.has(concept.stem) && !WARRANTY_WORDS.has(concept.stem),
  );
  const states = (text: string) =>
    (asksWarranty && WARRANTY_TEXT.test(text)) ||
    types.some((type) => (type === 'hours' ? statesValue(type, text) : FACT_PATTERNS[type].test(text)));
  for (const candidate of ranked) {
    const terms = retrieval.index.passageTerms[candidate.passage.index]!;
    if (!states(candidate.passage.body)) continue;
    // Words the website never uses are ignored once a word it does use is the passage's own ("my lawyer needs to
    // fax you something"); a question made only of unknown words is not about this passage ("wheelchair accessible").
    const known = topic.filter((concept) => concept.isKnown);
    if (!known.every((concept) => terms.has(concept.stem))) continue;
    if (known.length < topic.length && !known.length) continue;
    const text = pickSentences(candidate.passage, retrieval).join(' ');
    if (!states(text)) continue;
    return { text, passage: candidate.passage, confidence: candidate.confidence, isLiteralMatch: false };
  }
  return undefined;
}

/** Words that ask whether the business works somewhere ("do you cover zip 21074", "I live in Decatur, too far?"). */
const AREA_QUESTION_WORDS = new Set(
  'serve serving service area areas cover covered travel far distance near nearby zip town city county live'
    .split(' ')
    .map(stem),
);
/** A passage that says where the business works. */
const AREA_TEXT =
  /\b(serv(e|es|ed|ing)|service areas?|areas?|communit(y|ies)|count(y|ies)|cities|towns|neighbou?rhoods?|zip|miles?|located)\b/i;

/**
 * "Do you see patients coming from Marietta?": a question about where the business works that names a place the
 * website names (the question's rarest word the site knows) is answered by the line naming it in a passage about
 * the area served, with that passage's lead ("Areas we serve: … Marietta"). A place the site never names is left
 * to the model, which will usually say it doesn't know.
 */
export function areaAnswer(
  retrieval: Retrieval,
  ranked: Scored[] = rankByConfidence(retrieval),
): SelectedAnswer | undefined {
  if (!retrieval.concepts.some((concept) => AREA_QUESTION_WORDS.has(concept.stem))) return undefined;
  const named = retrieval.concepts.filter(
    (concept) =>
      concept.isKnown && !AREA_QUESTION_WORDS.has(concept.stem) && !CONTACT_WORDS.has(concept.stem),
  );
  if (!named.length) return undefined;
  const place = named.reduce((a, b) => (b.weight > a.weight ? b : a));
  for (const candidate of ranked) {
    const { passage } = candidate;
    if (!retrieval.index.passageTerms[passage.index]!.has(place.stem)) continue;
    if (!AREA_TEXT.test(`${passage.title}\n${passage.heading}\n${passage.question}\n${passage.body}`))
      continue;
    // An FAQ naming the place in its question ("Do you service Hampstead?") is answered by its answer.
    if (passage.question && searchTerms(passage.question).includes(place.stem)) {
      const text = pickSentences(passage, retrieval).join(' ');
      if (text) return { text, passage, confidence: candidate.confidence, isLiteralMatch: false };
    }
    const sentences = splitSentences(passage.body).filter((sentence) => !isQuestionSentence(sentence));
    const line = sentences.find(
      (sentence) => searchTerms(sentence).includes(place.stem) && namesPlace(sentence, place.stem),
    );
    if (!line) continue;
    // The passage's lead says what the list is ("Area We Serve In Northern DeKalb County GA: Atlanta" → its part
    // before the colon).
    const first = sentences[0]!;
    const lead = passage.heading || (first !== line && AREA_TEXT.test(first) ? first.split(':')[0]! : '');
    const text = lead && !AREA_TEXT.test(line) ? `${lead.replace(/[:\s]+$/, '')}: … ${line}` : line;
    return { text, passage, confidence: candidate.confidence, isLiteralMatch: false };
  }
  return undefined;
}

/**
 * True when the sentence names the place as a name — a capitalised word or a number ("Decatur", "21074") — not as a
 * common word ("does the monthly bundle cover sales tax" is no question about a place named "bundle").
 */
function namesPlace(sentence: string, placeStem: string): boolean {
  return (sentence.match(/[\p{L}\p{N}'’-]+/gu) ?? []).some(
    (word) => /^[\p{Lu}\p{N}]/u.test(word) && searchTerms(word).includes(placeStem),
  );
}

/** Words that ask for a price without saying of what ("how much extra", "ballpark", "roughly what does it cost"). */
const PRICE_QUESTION_WORDS = new Set(
  'cost costs price prices pricing charge charges fee fees rate rates expensive cheap afford much pay extra roughly ballpark'
    .split(' ')
    .map(stem),
);
/** Share of the question's topic (by weight) a reply stating a price must cover. */
const PRICED_TOPIC_SHARE = 0.5;

/**
 * Asked the price of something ("how much does a water softener cost installed"), a reply answers only if it states
 * a price and covers at least half of what was asked about: the question's words the site uses, other than the
 * words asking for a price. "Yes. Estimates are free…" does not price a water softener, nor "Phone 208.716.1240
 * After hours" an after-hours call (decision 0200).
 */
function pricesWhatWasAsked(text: string, retrieval: Retrieval): boolean {
  if (!retrieval.answerTypes.includes('price')) return true;
  const topic = retrieval.concepts.filter(
    (concept) => concept.isKnown && !PRICE_QUESTION_WORDS.has(concept.stem),
  );
  if (!topic.length) return true;
  if (!FACT_PATTERNS.price.test(text)) return false;
  const terms = new Set(searchTerms(text));
  const total = topic.reduce((sum, concept) => sum + concept.weight, 0);
  const covered = topic.reduce((sum, concept) => sum + concept.weight * coverOf(concept, terms), 0);
  return covered >= PRICED_TOPIC_SHARE * total;
}

/** Chooses the answer to a question from the retrieved passages, or undefined when none is likely enough. */
export function selectAnswer(retrieval: Retrieval): SelectedAnswer | undefined {
  const ranked = rankByConfidence(retrieval);
  const reply = composeReply(retrieval, ranked);
  const isConfident =
    reply &&
    (reply.confidence >= answerThreshold() || reply.isLiteralMatch) &&
    pricesWhatWasAsked(reply.text, retrieval);
  const area = areaAnswer(retrieval, ranked);
  if (area && (!isConfident || !reply.text.includes(area.text.split(': … ').pop()!))) return area;
  if (isConfident) return reply;
  return typedAnswer(retrieval, ranked);
}
